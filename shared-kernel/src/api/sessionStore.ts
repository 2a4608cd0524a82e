import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { globalSlot } from '../internal/globalSlot';
import { ensureZodLocale } from '../internal/zodLocale';
import { ApiError, isApiError } from './apiError';
import { SESSION_SLOT } from './csrf';
import { restClient } from './restClient';

ensureZodLocale();

const sessionUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  name: z.string(),
  avatar_url: z.nullable(z.string()),
  web_url: z.string(),
  is_admin: z.boolean(),
  state: z.string(),
});

const sessionResponseSchema = z.object({ user: z.nullable(sessionUserSchema), csrf_token: z.nullable(z.string()) });

/** The signed-in user, as `GET /-/session` sends it. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Where the session is in its life cycle. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

/** An immutable view of the session (a new object on every change). */
export interface SessionSnapshot {
  status: SessionStatus;
  /** `null` for an anonymous visitor (or before the first load). */
  user: SessionUser | null;
  csrfToken: string | null;
  /** Why the last load failed (status `'error'`). */
  error: ApiError | null;
}

/** The page's session: a framework-free store with the `subscribe`/`getSnapshot` shape of `useSyncExternalStore`. */
export interface SessionStore {
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /**
   * `GET /-/session`. Never rejects: a failure ends in status `'error'`. Concurrent calls share one request.
   * `preloaded`: the body of a `/-/session` request the page started before the kernel was loaded
   * (the shell starts it while shared libraries download); used when valid, else fetched anew.
   */
  load(options?: { preloaded?: Promise<unknown> }): Promise<SessionSnapshot>;
  /**
   * `POST /users/sign_in` with `{ login, password }`.
   * @throws ApiError (401 `'Invalid login or password.'` for bad credentials).
   */
  signIn(login: string, password: string): Promise<SessionUser>;
  /** `POST /users/sign_out`, then reloads the session. @throws ApiError when signing out fails. */
  signOut(): Promise<SessionSnapshot>;
}

const INITIAL: SessionSnapshot = { status: 'idle', user: null, csrfToken: null, error: null };

function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ status: 0, code: 'UNKNOWN', messages: [error instanceof Error ? error.message : String(error)], cause: error });
}

function parseSession(data: unknown): z.infer<typeof sessionResponseSchema> {
  const parsed = sessionResponseSchema.safeParse(data);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', messages: ['The session response is malformed.'], data });
  return parsed.data;
}

/**
 * Builds a session store over `client`.
 *
 * @internal Pages use {@link sessionStore}; tests build their own over an in-memory adapter.
 */
export function createSessionStore(client: () => AxiosInstance): SessionStore {
  let snapshot = INITIAL;
  let loading: Promise<SessionSnapshot> | null = null;
  const listeners = new Set<() => void>();

  function update(patch: Partial<SessionSnapshot>): SessionSnapshot {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
    return snapshot;
  }

  async function fetchSession(preloaded?: Promise<unknown>): Promise<SessionSnapshot> {
    update({ status: 'loading' });
    if (preloaded) {
      const early = sessionResponseSchema.safeParse(await preloaded.catch(() => null));
      if (early.success) return update({ status: 'ready', user: early.data.user, csrfToken: early.data.csrf_token, error: null });
    }
    try {
      const { data } = await client().get<unknown>('/-/session');
      const session = parseSession(data);
      return update({ status: 'ready', user: session.user, csrfToken: session.csrf_token, error: null });
    } catch (error) {
      return update({ status: 'error', error: toApiError(error) });
    }
  }

  const store: SessionStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    load(options) {
      loading ??= fetchSession(options?.preloaded).finally(() => {
        loading = null;
      });
      return loading;
    },
    async signIn(login, password) {
      let data: unknown;
      try {
        ({ data } = await client().post<unknown>('/users/sign_in', { login, password }));
      } catch (error) {
        throw toApiError(error);
      }
      const session = parseSession(data);
      if (!session.user) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', messages: ['Sign-in returned no user.'], data });
      update({ status: 'ready', user: session.user, csrfToken: session.csrf_token, error: null });
      return session.user;
    },
    async signOut() {
      try {
        await client().post('/users/sign_out');
      } catch (error) {
        throw toApiError(error);
      }
      return store.load();
    },
  };
  return store;
}

function pageStore(): SessionStore {
  return globalSlot(SESSION_SLOT, () => createSessionStore(restClient));
}

/**
 * The page's one session store, shared by every copy of the kernel. The REST and GraphQL clients read
 * its CSRF token. Its methods are stable functions, safe to hand to `useSyncExternalStore`.
 */
export const sessionStore: SessionStore = {
  subscribe: (listener) => pageStore().subscribe(listener),
  getSnapshot: () => pageStore().getSnapshot(),
  load: (options) => pageStore().load(options),
  signIn: (login, password) => pageStore().signIn(login, password),
  signOut: () => pageStore().signOut(),
};

/** Signs in on the page's session. Same as `sessionStore.signIn`. @throws ApiError */
export function signIn(login: string, password: string): Promise<SessionUser> {
  return sessionStore.signIn(login, password);
}

/** Signs out of the page's session and reloads it. Same as `sessionStore.signOut`. @throws ApiError */
export function signOut(): Promise<SessionSnapshot> {
  return sessionStore.signOut();
}
