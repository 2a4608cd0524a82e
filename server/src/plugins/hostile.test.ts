import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type Browser, type TestApp } from '../test/harness.ts';

// Issue 10 "Done when": hostile values (NUL, lone surrogates, huge numbers, malformed percent-encoding,
// wrong types, deep JSON) in every registered route's path parameters, query string and body answer a
// 4xx with a message (or a success), never a 5xx. Routes are enumerated from Fastify's onRoute hook.

const routes: { method: string; url: string }[] = [];
let t: TestApp;
let root: Browser;

beforeAll(async () => {
  t = await createTestApp({}, {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: route.url });
      }
    },
  });
  root = await signIn(t.app, 'root');
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Values sent in a path segment or query string, already URL-encoded as a client would (or would not). */
const HOSTILE_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '%uD800', '%', '%E0%A4%A', '9'.repeat(400), '99999999999', '-1', '1.5', '%2e%2e%2f'];
const HOSTILE_QUERY = [...HOSTILE_SEGMENTS, '1e308', 'null', '[]', '%7B%7D', 'x&labels[]=%00&labels[x]=1'];
/** Values put into JSON bodies. */
const HOSTILE_JSON: unknown[] = ['a\u0000b', '\ud800', '9'.repeat(400), 99999999999, -1, 1.5, [[['x']]], { a: { b: 1 } }, true, null];
const FIELDS = ['id', 'iid', 'title', 'description', 'body', 'note', 'confidential', 'internal', 'labels', 'add_labels', 'assignee_ids', 'milestone_id', 'state_event', 'search', 'name', 'login', 'password', 'type', 'issue_type', 'target_id', 'target_type', 'lock_version', 'due_date', 'weight', 'color', 'text'];

const SKIP = new Set(['POST /users/sign_out', 'DELETE /users/sign_out']);

/** Valid values for the other parameters, so the hostile one is what the route meets. */
const VALID: Record<string, string> = { namespace_path: 'gitlab-org', project_path: 'gitlab', group_path: 'gitlab-org', id: '1', iid: '1', issue_iid: '1', epic_id: '1', epic_iid: '1' };

function fill(url: string, hostile: string | null, at: number): string {
  let index = -1;
  return url.replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => {
    index += 1;
    if (index === at && hostile !== null) return hostile;
    return VALID[name] ?? '1';
  });
}

function headersFor(url: string, json: boolean): Record<string, string> {
  const base: Record<string, string> = url.startsWith('/api/') ? { 'private-token': DEMO_ROOT_TOKEN } : { cookie: root.cookie, 'x-csrf-token': root.csrf, accept: 'application/json' };
  return json ? { ...base, 'content-type': 'application/json' } : base;
}

const failures: string[] = [];
function check(label: string, response: LightMyRequestResponse) {
  if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  else if (response.statusCode >= 400 && response.statusCode !== 405) {
    let message: unknown;
    try {
      const body = response.json() as { message?: unknown; errors?: unknown; error?: unknown };
      message = body.message ?? body.errors ?? body.error;
    } catch {
      message = undefined;
    }
    if (message === undefined || message === '' || message === null) failures.push(`${label}: ${response.statusCode} without a message: ${response.body.slice(0, 200)}`);
  }
}

describe('hostile values on every route', () => {
  it('never answer 5xx, and every 4xx says why', async () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (SKIP.has(key) || route.url.includes('*')) continue;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const params = (route.url.match(/:\w+/g) ?? []).length;
      // Each path parameter in turn.
      for (let at = 0; at < params; at += 1) {
        for (const value of HOSTILE_SEGMENTS) {
          const url = fill(route.url, value, at);
          check(`${method} ${url}`, await t.app.inject({ method, url, headers: headersFor(url, false) }));
        }
      }
      const url = fill(route.url, null, -1);
      // The query string: every common parameter hostile at once.
      for (const value of HOSTILE_QUERY) {
        const query = FIELDS.map((field) => `${field}=${value}`).join('&');
        check(`${method} ${url}?${query.slice(0, 60)}`, await t.app.inject({ method: method === 'DELETE' ? 'GET' : method, url: `${url}?${query}`, headers: headersFor(url, false) }));
      }
      if (method === 'GET' || method === 'DELETE') continue;
      // JSON bodies: each hostile value in every common field, wrong types included, and deep JSON.
      for (const value of HOSTILE_JSON) {
        const payload = JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));
        check(`${method} ${url} ${payload.slice(0, 60)}`, await t.app.inject({ method, url, headers: headersFor(url, true), payload }));
      }
      check(`${method} ${url} deep`, await t.app.inject({ method, url, headers: headersFor(url, true), payload: `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}` }));
      check(`${method} ${url} not JSON`, await t.app.inject({ method, url, headers: headersFor(url, true), payload: '{"title": "x"' }));
      check(`${method} ${url} form`, await t.app.inject({ method, url, headers: { ...headersFor(url, false), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=%00&note%5Bnote%5D=%ED%A0%80&issue%5Btitle%5D=%' }));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
