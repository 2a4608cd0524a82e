// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isApiError, restClient, sessionStore } from 'shared-kernel/api';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';

const realTransport = restClient().defaults.adapter;

describe('shared-kernel/testing', () => {
  it('installs the jsdom shims Primer needs', () => {
    expect(typeof ResizeObserver).toBe('function');
    expect(typeof IntersectionObserver).toBe('function');
    expect(window.customElements.get('live-region')).toBeDefined();
    expect(() => document.createElement('div').scrollTo(0, 0)).not.toThrow();
  });

  it('fakeRestApi answers the page client and rejects non-2xx replies as the client would', async () => {
    const { urls, adapter } = fakeRestApi(async ({ path, params }) =>
      path === '/api/v4/projects' ? { status: 200, data: [{ id: 1, page: params['page'] }], headers: { 'x-next-page': '' } } : { status: 404, data: { message: '404 Not Found' } },
    );
    const { data, headers } = await restClient().get('/api/v4/projects', { params: { page: 2 } });
    expect(data).toEqual([{ id: 1, page: 2 }]);
    expect(headers['x-next-page']).toBe('');
    const failure = await restClient().get('/api/v4/nothing').catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([404, '404 Not Found']);
    expect(urls).toEqual(['/api/v4/projects', '/api/v4/nothing']);
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it('restores the real transport after the test', () => {
    expect(restClient().defaults.adapter).toBe(realTransport);
  });

  it('fakeSession gives a ready session for the test', () => {
    fakeSession('developer', { is_admin: true });
    expect(sessionStore.getSnapshot()).toMatchObject({ status: 'ready', user: { id: 3, username: 'developer', is_admin: true } });
    fakeSession(null);
    expect(sessionStore.getSnapshot().user).toBeNull();
  });
});
