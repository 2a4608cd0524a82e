import { screen, waitFor } from '@testing-library/react';
import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { fakeSession } from 'shared-kernel/testing';
import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { fakeNotesApi } from '../../../test/fakeNotesApi';
import { renderIssueNotes } from '../../../test/renderNotes';

const JSON_URL = '/gitlab-org/gitlab/-/issues/1.json';

describe('the noteable JSON through the page’s query cache', () => {
  it('is one request for the issue page and its notes area, and the notes start from whichever read answers', async () => {
    fakeSession('developer');
    const { urls } = fakeNotesApi({ discussions: [fakeDiscussion([fakeNote({ note_html: '<p>Shared read</p>' })])] });
    // The issue page (mf-issue) asks first, under the kernel's key of the issue's JSON.
    const page = getQueryClient().fetchQuery(issuableJsonQuery<{ iid: number }>('issue', 'gitlab-org/gitlab', 1));
    renderIssueNotes();
    expect(await screen.findByText('Shared read')).toBeInTheDocument();
    expect((await page).iid).toBe(1);
    expect(urls.filter((url) => url === JSON_URL)).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith('/discussions.json'))).toHaveLength(1);
  });

  it('is one request when the issue page’s read has already answered before the notes area mounts', async () => {
    fakeSession('developer');
    const { urls } = fakeNotesApi({ discussions: [fakeDiscussion([fakeNote({ note_html: '<p>Read once</p>' })])] });
    await getQueryClient().fetchQuery(issuableJsonQuery<{ iid: number }>('issue', 'gitlab-org/gitlab', 1));
    renderIssueNotes();
    expect(await screen.findByText('Read once')).toBeInTheDocument();
    expect(urls.filter((url) => url === JSON_URL)).toHaveLength(1);
  });

  it('reads it again, once for every reader, when the issue is invalidated', async () => {
    fakeSession('developer');
    const { urls } = fakeNotesApi({ discussions: [fakeDiscussion([fakeNote({ note_html: '<p>Shared read</p>' })])] });
    renderIssueNotes();
    await screen.findByText('Shared read');
    await Promise.all([getQueryClient().invalidateQueries({ queryKey: ['issuable', 'issue', 'gitlab-org/gitlab', 1] }), getQueryClient().fetchQuery(issuableJsonQuery('issue', 'gitlab-org/gitlab', 1))]);
    await waitFor(() => expect(urls.filter((url) => url === JSON_URL)).toHaveLength(2));
  });
});
