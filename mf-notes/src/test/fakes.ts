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
export function fakeRestApi(reply: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {
  const urls: string[] = [];
  const defaults = restClient().defaults;
  const original = defaults.adapter;
  const adapter = vi.fn(async (config: RequestConfig) => {
    const path = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    urls.push(`${config.baseURL ?? ''}${path}`);
    const { status, data = null, headers = {} } = await reply({ path, params, config });
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

import type { Discussion, Note, Noteable } from '../lib/types';

let nextId = 100;

/** A NoteEntity as the server sends it, with `overrides`. Unit tests only. */
export function fakeNote(overrides: Partial<Note> = {}): Note {
  const id = String(overrides.id ?? nextId++);
  return {
    id,
    type: null,
    author: { id: 3, username: 'developer', name: 'Dana Developer', avatar_url: null, web_url: '/developer', path: '/developer' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    system: false,
    system_note_icon_name: null,
    noteable_id: 7,
    noteable_type: 'Issue',
    discussion_id: `d${id}`,
    resolvable: false,
    resolved: false,
    resolved_by: null,
    is_noteable_author: false,
    internal: false,
    note: `Note ${id}`,
    note_html: `<p>Note ${id}</p>`,
    last_edited_at: null,
    last_edited_by: null,
    award_emoji: [],
    current_user: { can_edit: true, can_award_emoji: true, can_resolve: false, can_resolve_discussion: false },
    human_access: 'Developer',
    is_contributor: false,
    noteable_note_url: `/gitlab-org/gitlab/-/issues/1#note_${id}`,
    toggle_award_path: `/gitlab-org/gitlab/notes/${id}/toggle_award_emoji`,
    path: `/gitlab-org/gitlab/notes/${id}`,
    ...overrides,
  };
}

/** A DiscussionEntity holding `notes` (an individual note when it is one note without a type). */
export function fakeDiscussion(notes: Note[], overrides: Partial<Discussion> = {}): Discussion {
  const first = notes[0]!;
  const resolvable = notes.some((n) => n.resolvable);
  return {
    id: first.discussion_id,
    reply_id: first.discussion_id,
    individual_note: notes.length === 1 && first.type === null,
    notes,
    expanded: true,
    resolvable,
    resolved: false,
    resolved_by: null,
    resolve_path: resolvable ? `/gitlab-org/gitlab/-/issues/1/discussions/${first.discussion_id}/resolve` : null,
    can_resolve: resolvable,
    confidential: false,
    ...overrides,
  };
}

/** The issue page JSON the notes area reads. */
export function fakeNoteable(overrides: Partial<Omit<Noteable, 'current_user'>> & { current_user?: Partial<Noteable['current_user']> } = {}): Noteable {
  const { current_user: permissions, ...rest } = overrides;
  return {
    id: 7,
    iid: 1,
    state: 'opened',
    confidential: false,
    discussion_locked: false,
    ...rest,
    current_user: { can_create_note: true, can_create_confidential_note: false, can_update: true, ...permissions },
  };
}
