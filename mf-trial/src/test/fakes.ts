import { sessionStore, type SessionSnapshot } from 'shared-kernel/api';

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

const SUBSCRIPTIONS: Record<string, object> = {
  'gitlab-org': { planCode: 'ultimate_trial', planName: 'Ultimate Trial', trial: true, trialStartsOn: '2025-11-10', trialEndsOn: '2025-12-10' },
  'acme-corp': { planCode: 'premium_trial', planName: 'Premium Trial', trial: true, trialStartsOn: '2025-10-13', trialEndsOn: '2025-11-12' },
};

/**
 * A `fetch` answering the `trialStatus` query like the API would (seed-like groups), recording the
 * URLs it was called with. Unit tests only.
 */
export function fakeGraphqlFetch() {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    const { variables } = JSON.parse(String(init?.body)) as { variables: { fullPath: string } };
    const subscription = SUBSCRIPTIONS[variables.fullPath];
    const group = subscription && {
      __typename: 'Group',
      id: `gid://gitlab/Group/${variables.fullPath}`,
      fullPath: variables.fullPath,
      name: variables.fullPath,
      gitlabSubscription: { __typename: 'GitlabSubscription', ...subscription },
    };
    return new Response(JSON.stringify({ data: { group: group ?? null } }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, urls };
}
