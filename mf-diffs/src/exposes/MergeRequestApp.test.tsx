import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import { PROJECT } from '../test/diffFixtures';
import { fakeMergeRequest, fakeMergeRequestApi } from '../test/fakeMergeRequestApi';
import DiffsApp from './DiffsApp';
import MergeRequestApp from './MergeRequestApp';

const MERGE_PATH = `/api/v4/projects/${encodeURIComponent(PROJECT)}/merge_requests/1/merge`;

describe('MergeRequestApp', () => {
  it('shows the header, tabs, description, sidebar and merges a mergeable merge request', async () => {
    fakeSession('maintainer');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const api = fakeMergeRequestApi({
      override: ({ path, method }) =>
        path === MERGE_PATH && method === 'PUT'
          ? { status: 200, data: fakeMergeRequest({ state: 'merged', merged_by: { id: 5, username: 'maintainer', name: 'Max Maintainer', avatar_url: null, web_url: '/maintainer' }, merge_commit_sha: 'abcdef0123456789' }) }
          : undefined,
    });
    render(<MergeRequestApp fullPath={PROJECT} iid={1} />);

    const header = await screen.findByRole('region', { name: 'Merge request header' });
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Add user emails');
    expect(within(header).getByText('Open')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Source branch feature-emails' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Target branch main' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Copy branch name' }));
    expect(writeText).toHaveBeenCalledWith('feature-emails');

    const tabs = screen.getByRole('navigation', { name: 'Merge request tabs' });
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', `/${PROJECT}/-/merge_requests/1`);
    expect(within(tabs).getByRole('link', { name: /Changes/ })).toHaveAttribute('href', `/${PROJECT}/-/merge_requests/1/diffs`);
    expect(screen.getByText('Adds emails.')).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Merge request sidebar' });
    expect(within(sidebar).getByRole('list', { name: 'Assignees' })).toHaveTextContent('Dev Eloper');
    expect(within(sidebar).getByRole('list', { name: 'Reviewers' })).toHaveTextContent('Rae Viewer');
    expect(within(sidebar).getByRole('link', { name: /^v1\.0 · / })).toBeInTheDocument();
    expect(within(sidebar).getByText('feature')).toBeInTheDocument();
    expect(within(sidebar).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();

    const merge = screen.getByRole('region', { name: 'Merge' });
    expect(within(merge).getByText('Ready to merge!')).toBeInTheDocument();
    await user.click(within(merge).getByRole('button', { name: 'Merge' }));
    expect(await within(merge).findByText('Merged by Max Maintainer')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === MERGE_PATH)?.body).toEqual({ sha: 'c48ee0d1bf3b30453f5b32250ce03134beaa6d13' });
    expect(within(header).getByText('Merged')).toBeInTheDocument();
  });

  it('blocks merging a draft or a conflicting merge request and shows the server refusal', async () => {
    fakeSession('maintainer');
    const user = userEvent.setup();
    fakeMergeRequestApi({ mr: fakeMergeRequest({ draft: true, detailed_merge_status: 'draft_status' }) });
    const view = render(<MergeRequestApp fullPath={PROJECT} iid={1} />);
    const merge = await screen.findByRole('region', { name: 'Merge' });
    expect(within(screen.getByRole('region', { name: 'Merge request header' })).getByText('Draft')).toBeInTheDocument();
    expect(within(merge).getByText('Merge blocked: Select Mark as ready to remove it from Draft status.')).toBeInTheDocument();
    expect(within(merge).getByRole('button', { name: 'Merge' })).toBeDisabled();
    view.unmount();

    fakeMergeRequestApi({
      mr: fakeMergeRequest({ detailed_merge_status: 'mergeable', iid: 2 }),
      override: ({ path }) => (path.endsWith('/merge') ? { status: 406, data: { message: 'Branch cannot be merged' } } : undefined),
    });
    render(<MergeRequestApp fullPath={PROJECT} iid={1} />);
    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Branch cannot be merged');
  });

  it('the Commits tab lists the commits under the header, without the sidebar', async () => {
    fakeSession('developer');
    fakeMergeRequestApi({ mr: fakeMergeRequest({ commits_count: 1 }) });
    render(<MergeRequestApp fullPath={PROJECT} iid={1} tab="commits" />);
    const commits = await screen.findByRole('list', { name: 'Commits' });
    expect(within(commits).getByText('Add user emails')).toBeInTheDocument();
    expect(within(commits).getByRole('link', { name: 'c48ee0d1' })).toHaveAttribute('href', `/${PROJECT}/-/commit/c48ee0d1bf3b30453f5b32250ce03134beaa6d13`);
    const tabs = screen.getByRole('navigation', { name: 'Merge request tabs' });
    expect(within(tabs).getByRole('link', { name: /Commits/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Commits/ })).toHaveAttribute('href', `/${PROJECT}/-/merge_requests/1/commits`);
    expect(screen.queryByRole('complementary', { name: 'Merge request sidebar' })).toBeNull();
  });

  it('the Changes slot shows the header, the Changes tab current, and the diffs', async () => {
    fakeSession('developer');
    fakeMergeRequestApi({ mr: fakeMergeRequest({ has_conflicts: true, detailed_merge_status: 'broken_status' }) });
    render(<DiffsApp fullPath={PROJECT} iid={1} />);
    expect(await screen.findByRole('region', { name: 'Merge request header' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Merge request tabs' })).getByRole('link', { name: /Changes/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Showing 7 changed files with 904 additions and 1 deletion')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Merge request sidebar' })).toBeNull();
  });
});
