import { restClient, sessionStore, type SessionSnapshot } from 'shared-kernel/api';

/** A ready session for `username` (or an anonymous one), without a request. Unit tests only. */
export function fakeSession(username: string | null): void {
  const snapshot: SessionSnapshot = {
    status: 'ready',
    csrfToken: 'token',
    error: null,
    user: username === null ? null : { id: 3, username, name: username, avatar_url: null, web_url: `/${username}`, is_admin: false, state: 'active' },
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

import type { IssuePageData } from '../lib/types';

type IssueOverrides = Partial<Omit<IssuePageData, 'current_user'>> & { current_user?: Partial<IssuePageData['current_user']> };

/** The issue page JSON of `gitlab-org/gitlab` #1 (id 7) as the server sends it, with `overrides`. Unit tests only. */
export function fakeIssue(overrides: IssueOverrides = {}): IssuePageData {
  const { current_user: permissions, ...rest } = overrides;
  return {
    id: 7,
    iid: 1,
    project_id: 1,
    title: 'Trial widget shows wrong number of days',
    title_html: 'Trial widget shows wrong number of days',
    description: 'Some description',
    description_html: '<p>Some description</p>',
    state: 'opened',
    issue_type: 'issue',
    confidential: false,
    discussion_locked: false,
    lock_version: 3,
    author: { id: 4, username: 'developer', name: 'Dana Developer', avatar_url: null, web_url: '/developer' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    web_url: 'http://localhost:3000/gitlab-org/gitlab/-/issues/1',
    reference: '#1',
    full_reference: 'gitlab-org/gitlab#1',
    task_completion_status: { count: 0, completed_count: 0 },
    issue_email: null,
    ...rest,
    current_user: {
      can_create_note: true,
      can_update_issue: true,
      can_reopen_issue: true,
      can_admin_issue: false,
      can_create_issue: true,
      can_create_incident: false,
      can_promote_to_epic: false,
      can_destroy_issue: false,
      can_report_spam: false,
      can_award_emoji: true,
      is_issue_author: false,
      show_lock_issue_option: false,
      ...permissions,
    },
  };
}
