import { fakeRestApi, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import type { DiffFile } from '../features/diffs/types';
import type { MergeRequestPageData } from '../features/merge-request/types';
import { allFiles, diffsBatch, diffsMetadata, MR_PATH, PROJECT } from './diffFixtures';

type Overrides = Partial<Omit<MergeRequestPageData, 'current_user'>> & { current_user?: MergeRequestPageData['current_user'] };

/** The merge request page JSON of gitlab-org/gitlab-test!1 as the server sends it, with `overrides`. Unit tests only. */
export function fakeMergeRequest(overrides: Overrides = {}): MergeRequestPageData {
  return {
    id: 31,
    iid: 1,
    project_id: 2,
    title: 'Add user emails',
    title_html: 'Add user emails',
    description: 'Adds emails.',
    description_html: '<p>Adds emails.</p>',
    state: 'opened',
    draft: false,
    source_branch: 'feature-emails',
    target_branch: 'main',
    author: { id: 5, username: 'maintainer', name: 'Max Maintainer', avatar_url: null, web_url: '/maintainer' },
    assignees: [{ id: 6, username: 'developer', name: 'Dev Eloper', avatar_url: null, web_url: '/developer' }],
    reviewers: [{ id: 7, username: 'reviewer', name: 'Rae Viewer', avatar_url: null, web_url: '/reviewer' }],
    labels: [{ id: 3, title: 'feature', color: '#1068bf', text_color: '#FFFFFF' }],
    milestone: { id: 1, title: 'v1.0', due_date: null, start_date: null, web_url: `/${PROJECT}/-/milestones/1` },
    discussion_locked: false,
    lock_version: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    detailed_merge_status: 'mergeable',
    has_conflicts: false,
    diff_head_sha: 'c48ee0d1bf3b30453f5b32250ce03134beaa6d13',
    changes_count: '7',
    web_url: `http://localhost:3000${MR_PATH}`,
    reference: '!1',
    subscribed: false,
    ...overrides,
    current_user: { can_update: true, can_merge: true, can_create_note: true, can_award_emoji: true, ...overrides.current_user },
  };
}

export interface FakeMergeRequestApiOptions {
  mr?: MergeRequestPageData;
  files?: readonly DiffFile[];
  /** A reply of its own, or `undefined` (also after waiting) for the default one. */
  override?: (request: FakeRequest & { method: string; body: unknown }) => FakeReply | Promise<FakeReply | undefined> | undefined;
}

/** The merge request's web JSON and REST routes over the page's REST client. Unit tests only. */
export function fakeMergeRequestApi({ mr = fakeMergeRequest(), files = allFiles, override }: FakeMergeRequestApiOptions = {}) {
  let current = mr;
  const requests: { method: string; path: string; params: Record<string, unknown>; body: unknown }[] = [];
  const api = fakeRestApi(async (request) => {
    const method = (request.config.method ?? 'get').toUpperCase();
    const body = typeof request.config.data === 'string' ? (JSON.parse(request.config.data) as unknown) : request.config.data;
    requests.push({ method, path: request.path, params: request.params, body });
    const custom = await override?.({ ...request, method, body });
    if (custom) return custom;
    const { path, params } = request;
    if (path === `${MR_PATH}.json` && method === 'GET') return { status: 200, data: current };
    if (path === `${MR_PATH}/diffs_metadata.json`) return { status: 200, data: diffsMetadata(files) };
    if (path === `${MR_PATH}/diffs_batch.json`) return { status: 200, data: diffsBatch(files, Number(params.page), Number(params.per_page), params.view) };
    if (path === `/api/v4/projects/${encodeURIComponent(PROJECT)}/merge_requests/1/award_emoji`) return { status: 200, data: [] };
    if (path === `${MR_PATH}/commits.json`) {
      const commit = { id: 'c48ee0d1bf3b30453f5b32250ce03134beaa6d13', short_id: 'c48ee0d1bf3', title: 'Add user emails', author_name: 'Dev Eloper', authored_date: '2026-11-20T10:00:00.000Z', web_url: `/${PROJECT}/-/commit/c48ee0d1bf3b30453f5b32250ce03134beaa6d13` };
      return { status: 200, data: { count: 1, commits: [commit] } };
    }
    if (path === `${MR_PATH}/realtime_changes`) return { status: 200, data: { title: current.title, title_text: current.title, description: current.description_html, description_text: current.description, lock_version: current.lock_version }, headers: { 'poll-interval': '-1' } };
    return { status: 404, data: { message: '404 Not Found' } };
  });
  return {
    ...api,
    requests,
    setMergeRequest(next: MergeRequestPageData) {
      current = next;
    },
  };
}
