import { type FakeReply, type FakeRequest, fakeRestApi } from 'shared-kernel/testing';
import type { IssuePageData } from '../lib/types';
import { fakeIssue } from './fakeIssue';

export interface FakeIssueServer {
  issue?: IssuePageData;
  /** Overrides for any request (return `undefined` to fall through to the defaults). */
  override?: (request: FakeRequest & { method: string; body: unknown }) => FakeReply | Promise<FakeReply> | undefined;
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

/** The issue page's routes for `gitlab-org/gitlab` #1 over the page's REST client. Unit tests only. */
export function fakeIssueApi({ issue = fakeIssue(), override }: FakeIssueServer = {}) {
  let current = issue;
  let awards: { id: number; name: string; user: { id: number; name: string; username: string } }[] = [];
  const api = fakeRestApi((request) => {
    const method = (request.config.method ?? 'get').toUpperCase();
    const body = parseBody(request.config.data);
    const custom = override?.({ ...request, method, body });
    if (custom) return custom;
    const { path } = request;
    if (path === '/gitlab-org/gitlab/-/issues/1.json' && method === 'GET') return { status: 200, data: current };
    if (path === '/gitlab-org/gitlab/-/issues/1.json' && method === 'PUT') {
      const input = (body as { issue: Partial<IssuePageData> & { lock_version: number } }).issue;
      if (input.lock_version !== current.lock_version) {
        return { status: 409, data: { errors: ['Someone edited this issue at the same time you did. Please refresh your browser and make sure your changes will not unintentionally remove theirs.'] } };
      }
      current = {
        ...current,
        ...input,
        title_html: input.title ?? current.title_html,
        description_html: input.description !== undefined ? `<p>${input.description}</p>` : current.description_html,
        lock_version: current.lock_version + 1,
      };
      return { status: 200, data: current };
    }
    if (path === '/gitlab-org/gitlab/-/issues/1/realtime_changes') {
      const data = {
        title: current.title_html,
        title_text: current.title,
        description: current.description_html,
        description_text: current.description ?? '',
        task_completion_status: current.task_completion_status,
        lock_version: current.lock_version,
      };
      return { status: 200, data, headers: { 'poll-interval': '-1' } };
    }
    if (path.endsWith('/award_emoji')) return { status: 200, data: awards };
    if (path === '/gitlab-org/gitlab/-/issues/1/toggle_award_emoji' && method === 'POST') {
      // The session of fakeSession() is user 3.
      const name = (body as { name: string }).name;
      const mine = awards.find((award) => award.name === name && award.user.id === 3);
      awards = mine ? awards.filter((award) => award !== mine) : [...awards, { id: awards.length + 1, name, user: { id: 3, name: 'developer', username: 'developer' } }];
      return { status: 200, data: { ok: true } };
    }
    if (path.endsWith('/participants')) return { status: 200, data: [] };
    if (path === '/gitlab-org/gitlab/-/issues/1/links' && method === 'GET') return { status: 200, data: [] };
    if (path.endsWith('/templates/issues')) return { status: 200, data: [] };
    return { status: 404, data: { message: '404 Not Found' } };
  });
  return {
    ...api,
    /** The server's copy (after PUTs). */
    get issue() {
      return current;
    },
    /** Someone else saves: the server's copy changes and its lock_version moves on. */
    editElsewhere(changes: Partial<IssuePageData>) {
      current = { ...current, ...changes, lock_version: current.lock_version + 1 };
    },
  };
}
