import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { fakeAdapter, type FakeReply } from 'shared-kernel/testing';
import { buildRestClient } from './restClient';
import { createSessionStore } from './sessionStore';

const root = { id: 1, username: 'root', name: 'Administrator', avatar_url: null, web_url: 'http://localhost/root', is_admin: true, state: 'active' };

function storeWith(routes: Record<string, FakeReply>) {
  const fake = fakeAdapter((config) => routes[`${config.method?.toUpperCase()} ${config.url}`] ?? { status: 404 });
  const client = buildRestClient({ adapter: fake.adapter });
  return { store: createSessionStore(() => client), requests: fake.requests };
}

describe('session store', () => {
  it('loads the session and notifies subscribers with new snapshots', async () => {
    const { store } = storeWith({ 'GET /-/session': { status: 200, data: { user: root, csrf_token: 'abc' } } });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().status).toBe('idle');

    const loading = store.load();
    expect(store.getSnapshot().status).toBe('loading');
    const snapshot = await loading;

    expect(snapshot).toEqual({ status: 'ready', user: root, csrfToken: 'abc', error: null });
    expect(store.getSnapshot()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent loads', async () => {
    const { store, requests } = storeWith({ 'GET /-/session': { status: 200, data: { user: null, csrf_token: 'abc' } } });
    await Promise.all([store.load(), store.load()]);
    expect(requests).toHaveLength(1);
    expect(store.getSnapshot().user).toBeNull();
  });

  it('ends in the error status instead of rejecting when loading fails', async () => {
    const { store } = storeWith({ 'GET /-/session': { status: 503, data: { message: 'Down' } } });
    const snapshot = await store.load();
    expect(snapshot.status).toBe('error');
    expect(snapshot.error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' });
  });

  it('signs in with login and password and sends the CSRF token', async () => {
    const { store, requests } = storeWith({
      'GET /-/session': { status: 200, data: { user: null, csrf_token: 'anon-token' } },
      'POST /users/sign_in': { status: 200, data: { user: root, csrf_token: 'user-token' } },
    });
    await store.load();
    const user = await store.signIn('root', 'secret');
    expect(user).toEqual(root);
    expect(JSON.parse(String(requests[1]!.data))).toEqual({ login: 'root', password: 'secret' });
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: root, csrfToken: 'user-token' });
  });

  it('throws an ApiError for bad credentials and keeps the anonymous session', async () => {
    const { store } = storeWith({
      'GET /-/session': { status: 200, data: { user: null, csrf_token: 'anon' } },
      'POST /users/sign_in': { status: 401, data: { message: 'Invalid login or password.' } },
    });
    await store.load();
    const error: unknown = await store.signIn('root', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Invalid login or password.' });
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null });
  });

  it('signs out and reloads the session', async () => {
    let signedIn = true;
    const fake = fakeAdapter((config) => {
      if (config.url === '/users/sign_out') {
        signedIn = false;
        return { status: 204 };
      }
      return { status: 200, data: { user: signedIn ? root : null, csrf_token: 't' } };
    });
    const client = buildRestClient({ adapter: fake.adapter });
    const store = createSessionStore(() => client);
    await store.load();
    expect(store.getSnapshot().user).toEqual(root);
    const snapshot = await store.signOut();
    expect(snapshot).toMatchObject({ status: 'ready', user: null });
  });

  it('treats a malformed session body as an error', async () => {
    const { store } = storeWith({ 'GET /-/session': { status: 200, data: { user: { id: 'x' } } } });
    expect((await store.load()).error?.code).toBe('INVALID_RESPONSE');
  });
});

describe('signIn and signOut shortcuts', () => {
  it('act on the page session store', async () => {
    const { restClient } = await import('./restClient');
    const { clearGlobalSlot } = await import('../internal/globalSlot');
    const { SESSION_SLOT } = await import('./csrf');
    const { sessionStore, signIn, signOut } = await import('./sessionStore');
    let signedIn = false;
    restClient().defaults.adapter = fakeAdapter((config) => {
      if (config.url === '/users/sign_in') signedIn = true;
      if (config.url === '/users/sign_out') signedIn = false;
      return { status: 200, data: { user: signedIn ? root : null, csrf_token: 't' } };
    }).adapter;
    await expect(signIn('root', 'pw')).resolves.toEqual(root);
    expect(sessionStore.getSnapshot().user).toEqual(root);
    await expect(signOut()).resolves.toMatchObject({ user: null });
    clearGlobalSlot(SESSION_SLOT);
  });
});

describe('sessionStore preloaded session', () => {
  it('uses a valid preloaded body without a request, and fetches when it is unusable', async () => {
    const calls: string[] = [];
    const client = () =>
      ({
        get: async (url: string) => {
          calls.push(url);
          return { data: { user: null, csrf_token: 'fetched' } };
        },
      }) as unknown as AxiosInstance;
    const user = { id: 1, username: 'root', name: 'Administrator', avatar_url: null, web_url: 'http://x/root', is_admin: true, state: 'active' };
    const store = createSessionStore(client);
    const ready = await store.load({ preloaded: Promise.resolve({ user, csrf_token: 'early' }) });
    expect(ready).toMatchObject({ status: 'ready', user, csrfToken: 'early' });
    expect(calls).toEqual([]);

    const other = createSessionStore(client);
    const fetched = await other.load({ preloaded: Promise.reject(new Error('offline')) });
    expect(fetched).toMatchObject({ status: 'ready', user: null, csrfToken: 'fetched' });
    expect(calls).toEqual(['/-/session']);
  });
});
