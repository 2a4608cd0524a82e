import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../test/harness.ts';
import { idNumber } from './params.ts';

// Issue 10 item 7: ids and iids beyond PostgreSQL's integers (`/api/v4/projects/<400 digits>`, GraphQL
// `issue(iid: "99999999999")`) gave 500; they name nothing: the route's 404 (GraphQL: null).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HUGE = ['2147483648', '99999999999', '9'.repeat(400)];
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'private-token': DEMO_ROOT_TOKEN } });

describe('out-of-range ids and iids (item 7)', () => {
  it('idNumber keeps integers PostgreSQL holds and names nothing (0) otherwise', () => {
    expect(idNumber('1')).toBe(1);
    expect(idNumber(2_147_483_647)).toBe(2_147_483_647);
    for (const raw of [...HUGE, '-1', '1e3', '1.5', 'abc', '', null, undefined, Infinity]) expect(idNumber(raw), String(raw)).toBe(0);
  });

  it('answers the route’s 404 on REST and web routes', async () => {
    for (const huge of HUGE) {
      const cases: [string, string][] = [
        [`/api/v4/projects/${huge}`, '404 Project Not Found'],
        [`/api/v4/groups/${huge}`, '404 Group Not Found'],
        [`/api/v4/users/${huge}`, '404 User Not Found'],
        [`/api/v4/projects/${huge}/issues`, '404 Project Not Found'],
        [`/api/v4/projects/1/issues/${huge}`, '404 Issue Not Found'],
        [`/api/v4/projects/1/issues/${huge}/notes`, '404 Issue Not Found'],
        [`/api/v4/projects/1/issues/1/notes/${huge}`, '404 Note Not Found'],
        [`/api/v4/projects/1/issues/${huge}/links`, '404 Issue Not Found'],
        [`/api/v4/projects/1/issues/${huge}/metric_images`, '404 Issue Not Found'],
        [`/api/v4/groups/1/epics/${huge}`, '404 Epic Not Found'],
      ];
      for (const [url, message] of cases) {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
        expect(response.json().message, url).toBe(message);
      }
      const subscribe = await t.app.inject({ method: 'POST', url: `/api/v4/projects/1/issues/${huge}/subscribe`, headers: { 'private-token': DEMO_ROOT_TOKEN } });
      expect(subscribe.json(), subscribe.body).toEqual({ message: '404 Issue Not Found' });
      const web = await get(`/gitlab-org/gitlab/-/issues/${huge}.json`);
      expect(web.statusCode, web.body).toBe(404);
    }
  });

  it('answers null for GraphQL iids beyond the integers', async () => {
    for (const huge of HUGE) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'private-token': DEMO_ROOT_TOKEN, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: `{ project(fullPath: "gitlab-org/gitlab") { issue(iid: "${huge}") { id } } group(fullPath: "gitlab-org") { epic(iid: "${huge}") { id } } }` }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json(), huge).toEqual({ data: { project: { issue: null }, group: { epic: null } } });
    }
  });
});
