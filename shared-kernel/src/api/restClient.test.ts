import { afterEach, describe, expect, it } from 'vitest';
import { clearGlobalSlot, globalSlot } from '../internal/globalSlot';
import { ApiError } from './apiError';
import { configurePlatform, resetPlatformConfig } from './config';
import { SESSION_SLOT, type CsrfSource } from './csrf';
import { fakeAdapter } from 'shared-kernel/testing';
import { buildRestClient, restClient } from './restClient';

function withCsrfToken(token: string): void {
  globalSlot<CsrfSource>(SESSION_SLOT, () => ({ getSnapshot: () => ({ csrfToken: token }) }));
}

afterEach(() => {
  clearGlobalSlot(SESSION_SLOT);
  resetPlatformConfig();
});

describe('restClient', () => {
  it('is one instance per page', () => {
    expect(restClient()).toBe(restClient());
  });

  it('sends cookies, uses the configured base URL and adds the CSRF token on non-GET only', async () => {
    withCsrfToken('token-123');
    configurePlatform({ apiBaseUrl: 'http://127.0.0.1:3000' });
    const fake = fakeAdapter(() => ({ status: 200, data: { ok: true } }));
    const client = buildRestClient({ adapter: fake.adapter });

    await client.get('/api/v4/projects');
    await client.post('/api/v4/projects/1/issues', { title: 'x' });
    await client.delete('/api/v4/projects/1/issues/2');

    const [get, post, del] = fake.requests;
    expect(get).toMatchObject({ withCredentials: true, baseURL: 'http://127.0.0.1:3000' });
    expect(get!.headers.get('X-CSRF-Token')).toBeUndefined();
    expect(post!.headers.get('X-CSRF-Token')).toBe('token-123');
    expect(del!.headers.get('X-CSRF-Token')).toBe('token-123');
  });

  it('rejects with an ApiError carrying status, code and flattened messages', async () => {
    const fake = fakeAdapter(() => ({ status: 400, data: { message: { path: ['has already been taken'] } } }));
    const client = buildRestClient({ adapter: fake.adapter });
    const error: unknown = await client.post('/api/v4/projects', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'path has already been taken' });
  });

  it('reports a request that got no response as a network error', async () => {
    const client = buildRestClient({
      adapter: () => Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' })),
    });
    await expect(client.get('/x')).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK_ERROR' });
  });

  it('lets a cancellation through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = buildRestClient({ adapter: fakeAdapter(() => ({ status: 200 })).adapter });
    await expect(client.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'CanceledError' });
  });
});
