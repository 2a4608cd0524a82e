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
