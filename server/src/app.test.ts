import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from './app.ts';
import { AppError, ERRORS } from './errors.ts';
import { createTestApp, signIn, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: ['http://integrator.test'] });
});
afterAll(async () => {
  await t.close();
});

describe('error format', () => {
  it('answers unknown routes with GitLab 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '404 Not Found' });
  });

  it('answers ids beyond the integer columns with 404, never 5xx', async () => {
    for (const url of ['/gitlab-org/gitlab/-/issues/9999999999.json', '/gitlab-org/gitlab/-/issues/9999999999/discussions.json', '/api/v4/projects/9999999999']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers malformed JSON with 400, never 5xx', async () => {
    const root = await signIn(t.app, 'root');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { cookie: root.cookie, 'x-csrf-token': root.csrf, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { cookie: root.cookie, 'x-csrf-token': root.csrf, 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(wrongType.statusCode).toBe(400);
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { cookie: root.cookie, 'x-csrf-token': root.csrf, 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(unsupported.statusCode).toBe(415);
  });

  it('answers oversized bodies with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(BODY_LIMIT + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('keeps one catalogue: each code has a status and message', () => {
    expect(new AppError('PROJECT_NOT_FOUND')).toMatchObject({ status: 404, body: '404 Project Not Found', code: 'PROJECT_NOT_FOUND' });
    expect(ERRORS.CSRF_INVALID).toEqual({ status: 422, message: "Can't verify CSRF token authenticity." });
    for (const entry of Object.values(ERRORS)) expect(entry.status).toBeGreaterThanOrEqual(400);
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers, the API CSP and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/projects' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('allows the shell and configured origins with credentials', async () => {
    for (const origin of ['http://localhost:8080', 'http://integrator.test']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v4/projects', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-expose-headers'])).toContain('X-Next-Page');
    }
    const foreign = await t.app.inject({ method: 'GET', url: '/api/v4/projects', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights with the allowed headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/graphql',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-csrf-token' },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers'])).toContain('X-CSRF-Token');
    expect(String(response.headers['access-control-allow-headers'])).toContain('PRIVATE-TOKEN');
  });
});
