import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type TestApp } from '../test/harness.ts';

// Issue 10 (hardening): GraphQL CORS (item 3), Cache-Control of authenticated answers (item 13).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const QUERY = JSON.stringify({ query: '{ currentUser { username } }' });

describe('/api/graphql CORS (item 3)', () => {
  it('grants credentialed CORS to the allowed origins only, as REST does', async () => {
    const session = await signIn(t.app, 'root');
    for (const origin of ['null', 'https://evil.example', 'http://localhost:8080.evil.example', 'http://evil-localhost:8080', 'https://localhost:8080']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: method === 'GET' ? `/api/graphql?query=${encodeURIComponent('{ currentUser { username } }')}` : '/api/graphql',
          headers: { origin, cookie: session.cookie, 'content-type': 'application/json', 'x-csrf-token': session.csrf },
          ...(method === 'POST' ? { payload: QUERY } : {}),
        });
        expect(response.headers['access-control-allow-origin'], `${method} ${origin}`).toBeUndefined();
        expect(response.headers['access-control-allow-credentials'], `${method} ${origin}`).toBeUndefined();
      }
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/graphql',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers['access-control-allow-origin'], `OPTIONS ${origin}`).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials'], `OPTIONS ${origin}`).toBeUndefined();
    }
    const shell = await t.app.inject({ method: 'POST', url: '/api/graphql', headers: { origin: 'http://localhost:8080', 'content-type': 'application/json', 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN }, payload: QUERY });
    expect(shell.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(shell.headers['access-control-allow-credentials']).toBe('true');
    expect(shell.json()).toEqual({ data: { currentUser: { username: 'root' } } });
  });
});

describe('Cache-Control of authenticated answers (item 13)', () => {
  it('is private, no-store for a token or session user on REST and GraphQL, hit or miss of the read cache', async () => {
    const session = await signIn(t.app, 'developer');
    const requests = [
      { method: 'GET' as const, url: '/api/v4/projects', headers: { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN } },
      { method: 'GET' as const, url: '/api/v4/projects', headers: { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN } },
      { method: 'GET' as const, url: '/api/v4/user', headers: { cookie: session.cookie } },
      { method: 'GET' as const, url: '/api/v4/projects/1/issues/1', headers: { cookie: session.cookie } },
      { method: 'POST' as const, url: '/api/graphql', headers: { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN, 'content-type': 'application/json' }, payload: QUERY },
      { method: 'POST' as const, url: '/api/v4/projects/1/issues/1/notes', headers: { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN, 'content-type': 'application/json' }, payload: JSON.stringify({ body: 'cache-control' }) },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(300);
      expect(response.headers['cache-control'], `${request.method} ${request.url}`).toBe('private, no-store');
    }
    // Anonymous public answers may be cached by the browser as before.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v4/projects' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});
