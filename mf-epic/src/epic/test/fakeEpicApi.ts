import { fakeRestApi, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import type { EpicPageData } from '../types';

type EpicOverrides = Partial<Omit<EpicPageData, 'current_user'>> & { current_user?: Partial<EpicPageData['current_user']> };

/** The epic page JSON of `gitlab-org` &2 (id 12) as the server sends it, with `overrides`. Unit tests only. */
export function fakeEpic(overrides: EpicOverrides = {}): EpicPageData {
  const { current_user: permissions, ...rest } = overrides;
  return {
    id: 12,
    iid: 2,
    group_id: 1,
    group_full_path: 'gitlab-org',
    title: 'Epic discussions',
    title_html: 'Epic discussions',
    description: 'Comments on epics.\n\n- [ ] Notes in the API',
    description_html:
      '<p>Comments on epics.</p>\n<ul class="contains-task-list"><li class="task-list-item" data-sourcepos="3:1-3:24"><input type="checkbox" class="task-list-item-checkbox" disabled> Notes in the API</li></ul>',
    state: 'opened',
    confidential: false,
    color: '#217645',
    text_color: '#FFFFFF',
    lock_version: 1,
    discussion_locked: false,
    author: { id: 5, username: 'maintainer', name: 'Max Maintainer', avatar_url: null, web_url: '/maintainer' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    web_url: 'http://localhost:3000/groups/gitlab-org/-/epics/2',
    reference: '&2',
    full_reference: 'gitlab-org&2',
    task_completion_status: { count: 1, completed_count: 0 },
    labels: [{ id: 3, title: 'feature', color: '#1068bf', text_color: '#FFFFFF' }],
    participants: [{ id: 5, username: 'maintainer', name: 'Max Maintainer', avatar_url: null, web_url: '/maintainer' }],
    subscribed: false,
    noteable_type: 'Epic',
    ...rest,
    current_user: {
      can_create_note: true,
      can_create_confidential_note: true,
      can_update: true,
      can_destroy: false,
      can_admin: true,
      can_award_emoji: true,
      can_report_spam: false,
      is_epic_author: false,
      ...permissions,
    },
  };
}

function parseBody(data: unknown): unknown {
  if (data instanceof URLSearchParams) return Object.fromEntries(data);
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

const EPIC = '/groups/gitlab-org/-/epics/2';

/** The epic page's REST routes for `gitlab-org` &2 over the page's REST client (GraphQL is mocked apart). Unit tests only. */
export function fakeEpicApi({ epic = fakeEpic(), override }: { epic?: EpicPageData; override?: (request: FakeRequest & { method: string; body: unknown }) => FakeReply | Promise<FakeReply> | undefined } = {}) {
  let current = epic;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const api = fakeRestApi((request) => {
    const method = (request.config.method ?? 'get').toUpperCase();
    const body = parseBody(request.config.data);
    requests.push({ method, path: request.path, body });
    const custom = override?.({ ...request, method, body });
    if (custom) return custom;
    const { path } = request;
    if (path === `${EPIC}.json` && method === 'GET') return { status: 200, data: current };
    if (path === `${EPIC}.json` && method === 'PUT') {
      const input = (body as { epic: { title?: string; description?: string; lock_version: number } }).epic;
      if (input.lock_version !== current.lock_version) {
        return { status: 409, data: { errors: ['Someone edited this epic at the same time you did. Please refresh your browser and make sure your changes will not unintentionally remove theirs.'] } };
      }
      current = {
        ...current,
        ...(input.title !== undefined ? { title: input.title, title_html: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description, description_html: `<p>${input.description}</p>` } : {}),
        lock_version: current.lock_version + 1,
      };
      return { status: 200, data: current };
    }
    if (path === `${EPIC}/realtime_changes`) {
      const data = { title: current.title_html, title_text: current.title, description: current.description_html, description_text: current.description ?? '', lock_version: current.lock_version };
      return { status: 200, data, headers: { 'poll-interval': '-1' } };
    }
    if (path === '/api/v4/groups/gitlab-org/epics/2/award_emoji') return { status: 200, data: [] };
    if (path === `${EPIC}/toggle_award_emoji` && method === 'POST') return { status: 200, data: { ok: true } };
    return { status: 404, data: { message: '404 Not Found' } };
  });
  return {
    ...api,
    requests,
    get epic() {
      return current;
    },
    /** Someone else saves: the server's copy changes and its lock_version moves on. */
    editElsewhere(changes: Partial<EpicPageData>) {
      current = { ...current, ...changes, lock_version: current.lock_version + 1 };
    },
  };
}
