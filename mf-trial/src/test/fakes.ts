import { restClient, sessionStore, type SessionSnapshot } from 'shared-kernel/api';

/** A ready session for `username` (or an anonymous one), without a request. Unit tests only. */
export function fakeSession(username: string | null): void {
  const snapshot: SessionSnapshot = {
    status: 'ready',
    csrfToken: 'token',
    error: null,
    user: username === null ? null : { id: 2, username, name: username, avatar_url: null, web_url: `/${username}`, is_admin: false, state: 'active' },
  };
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue(snapshot);
  vi.spyOn(sessionStore, 'subscribe').mockReturnValue(() => {});
}

type RestDefaults = ReturnType<typeof restClient>['defaults'];
type Adapter = Extract<NonNullable<RestDefaults['adapter']>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

/** A canned reply of {@link fakeRestApi}: status, JSON body and response headers. */
export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** What a route of {@link fakeRestApi} sees: the request path (no query) and its params. */
export interface FakeRequest {
  path: string;
  params: Record<string, unknown>;
  config: RequestConfig;
}

function errorFor(config: RequestConfig, response: object, status: number): Error {
  // The shape axios's own adapters reject with; the kernel's interceptor turns it into an ApiError.
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'AxiosError',
    isAxiosError: true,
    code: 'ERR_BAD_REQUEST',
    config,
    response,
    toJSON: () => ({}),
  });
}

/**
 * Replaces the transport of the page's REST client (`restClient()`) for the current test with
 * `reply(request)`, recording the full URLs requested; restored when the test finishes. Non-2xx replies
 * reject like axios's adapters do. Unit tests only.
 */
export function fakeRestApi(reply: (request: FakeRequest) => FakeReply) {
  const urls: string[] = [];
  const defaults = restClient().defaults;
  const original = defaults.adapter;
  const adapter = vi.fn(async (config: RequestConfig) => {
    const path = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    urls.push(`${config.baseURL ?? ''}${path}`);
    const { status, data = null, headers = {} } = reply({ path, params, config });
    const response = { status, statusText: String(status), data, headers, config };
    if (config.signal?.aborted) throw Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' });
    if (status >= 200 && status < 300) return response;
    throw errorFor(config, response, status);
  });
  defaults.adapter = adapter as unknown as Adapter;
  onTestFinished(() => {
    defaults.adapter = original;
  });
  return { adapter, urls };
}

/** `gitlab_subscription` bodies of the seed-like groups (`gitlab-org`: active, `acme-corp`: expired). */
export const SUBSCRIPTIONS: Record<string, { code: string; name: string; trialStartsOn: string; trialEndsOn: string }> = {
  'gitlab-org': { code: 'ultimate_trial', name: 'Ultimate Trial', trialStartsOn: '2025-11-10', trialEndsOn: '2025-12-10' },
  'acme-corp': { code: 'premium_trial', name: 'Premium Trial', trialStartsOn: '2025-10-13', trialEndsOn: '2025-11-12' },
};

/** A `GET /namespaces/:id/gitlab_subscription` body in the API's shape. */
export function subscriptionBody(plan: { code: string; name: string; trial: boolean }, trialStartsOn: string | null, trialEndsOn: string | null) {
  return {
    plan: { ...plan, auto_renew: false, upgradable: true, exclude_guests: plan.code.startsWith('ultimate') },
    usage: { seats_in_subscription: 0, seats_in_use: 3, max_seats_used: 3, seats_owed: 0 },
    billing: { subscription_start_date: null, subscription_end_date: null, trial_ends_on: trialEndsOn, trial_starts_on: trialStartsOn },
  };
}

const SUBSCRIPTION_PATH = /^\/api\/v4\/namespaces\/([^/]+)\/gitlab_subscription$/;

/**
 * The REST API for the seed-like groups: their `gitlab_subscription`, 404 for any other namespace (as
 * the API answers for a group the viewer cannot see). Unit tests only.
 */
export function fakeTrialApi() {
  return fakeRestApi(({ path }) => {
    const match = SUBSCRIPTION_PATH.exec(path);
    const seed = match ? SUBSCRIPTIONS[decodeURIComponent(match[1]!)] : undefined;
    if (!seed) return { status: 404, data: { message: '404 Namespace Not Found' } };
    return { status: 200, data: subscriptionBody({ code: seed.code, name: seed.name, trial: true }, seed.trialStartsOn, seed.trialEndsOn) };
  });
}
