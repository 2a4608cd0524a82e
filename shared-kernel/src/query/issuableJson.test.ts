import { afterEach, describe, expect, it } from 'vitest';
import { publish, resetEventBus } from 'shared-kernel/event-bus';
import { getQueryClient, issuableJsonPath, issuableJsonQuery, issuableJsonQueryKey, issuableQueryKey, resetQueryClient } from 'shared-kernel/query';
import { fakeRestApi } from 'shared-kernel/testing';

afterEach(() => {
  resetQueryClient();
  resetEventBus();
});

describe('an issuable’s page JSON in the query cache', () => {
  it('lives at GitLab’s JSON address of each kind', () => {
    expect(issuableJsonPath('issue', 'gitlab-org/gitlab', 1)).toBe('/gitlab-org/gitlab/-/issues/1.json');
    expect(issuableJsonPath('epic', '/gitlab-org/', 2)).toBe('/groups/gitlab-org/-/epics/2.json');
    expect(issuableJsonPath('merge_request', 'gitlab-org/gitlab', 3)).toBe('/gitlab-org/gitlab/-/merge_requests/3.json');
  });

  it('has one key per issuable, under the issuable’s key, whatever the path’s slashes', () => {
    expect(issuableJsonQueryKey('issue', '/gitlab-org/gitlab/', 1)).toEqual(issuableJsonQueryKey('issue', 'gitlab-org/gitlab', 1));
    expect(issuableJsonQueryKey('issue', 'gitlab-org/gitlab', 1).slice(0, 4)).toEqual(issuableQueryKey('issue', 'gitlab-org/gitlab', 1));
  });

  it('is read once for every reader, and again after a status-changed event', async () => {
    const { urls } = fakeRestApi(({ path }) => ({ status: 200, data: { path, title: 'Title' } }));
    const client = getQueryClient();
    // Two remotes (the issue page and its notes area) read the same issue.
    const [page, notes] = await Promise.all([
      client.fetchQuery(issuableJsonQuery<{ title: string }>('issue', 'gitlab-org/gitlab', 1)),
      client.fetchQuery(issuableJsonQuery<{ path: string }>('issue', 'gitlab-org/gitlab/', 1)),
    ]);
    expect(page).toBe(notes);
    expect(urls).toEqual(['/gitlab-org/gitlab/-/issues/1.json']);
    publish('status-changed', { issuableType: 'issue', id: 10, iid: 1, fullPath: 'gitlab-org/gitlab', state: 'closed' }, { source: 'test' });
    expect(client.getQueryState(issuableJsonQueryKey('issue', 'gitlab-org/gitlab', 1))?.isInvalidated).toBe(true);
  });
});
