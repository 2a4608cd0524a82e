import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from 'shared-kernel/testing';
import { contextLines, largeLoaded, MR_PATH, readme, renamed, userRb } from '../../../test/diffFixtures';
import { fakeMergeRequestApi } from '../../../test/fakeMergeRequestApi';
import { DiffsView } from './DiffsView';

const fileRegion = (path: string) => screen.getByRole('group', { name: new RegExp(path.replace(/[.]/g, '\\.')) });

beforeEach(() => {
  history.replaceState(null, '', '/gitlab-org/gitlab-test/-/merge_requests/1/diffs');
  document.cookie = 'diff_view=; max-age=0; path=/';
});

describe('DiffsView', () => {
  it('shows totals, the tree, file headers and lines in batches, switches views (remembered) and hides whitespace with w=1', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const api = fakeMergeRequestApi();
    render(<DiffsView fullPath="gitlab-org/gitlab-test" iid={1} />);

    expect(await screen.findByText('Showing 7 changed files with 904 additions and 1 deletion')).toBeInTheDocument();
    // Pages arrive one after another (5 files first, then the rest): every file's header, in tree order.
    await vi.waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('diffs_batch.json')).map((r) => [r.params.page, r.params.per_page])).toEqual([[1, 5], [2, 5]]));
    const tree = screen.getByRole('tree', { name: 'Changed files' });
    expect(within(tree).getByRole('treeitem', { name: 'app/models' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByRole('treeitem', { name: /^user\.rb\b/ })).toHaveTextContent('+2 −1');
    const header = await screen.findByRole('group', { name: 'app/models/user.rb' });
    expect(await within(header).findByRole('link', { name: 'View file @ c48ee0d1' })).toHaveAttribute('href', `/gitlab-org/gitlab-test/-/blob/${userRb.content_sha}/app/models/user.rb`);
    expect(within(header).getByLabelText('2 additions, 1 deletions')).toBeInTheDocument();
    expect(document.getElementById(`${userRb.file_hash}_12_11`)).toHaveTextContent("def name = @name");
    expect(screen.getByRole('link', { name: 'New line 12' })).toHaveAttribute('href', `#${userRb.file_hash}_12_12`);

    // Side by side: removed and added line on one row; remembered in the diff_view cookie. The batches are
    // read with view=inline (GitLab's client) and the side-by-side rows made from those lines: nothing is read again.
    expect(api.requests.filter((r) => r.path.endsWith('diffs_batch.json')).map((r) => r.params.view)).toEqual(['inline', 'inline']);
    await user.click(screen.getByRole('button', { name: 'Side-by-side' }));
    await vi.waitFor(() => expect(document.querySelector('[data-side="old"]')).not.toBeNull());
    expect(api.requests.filter((r) => r.path.endsWith('diffs_batch.json'))).toHaveLength(2);
    const pairRow = document.getElementById(`${userRb.file_hash}_12_11`)!;
    expect(within(pairRow).getByText('def name; end')).toBeInTheDocument();
    expect(within(pairRow).getByText('def name = @name')).toBeInTheDocument();
    expect(document.cookie).toContain('diff_view=parallel');
    expect(localStorage.getItem('diff_view')).toBe('parallel');

    // Filter the tree by name; folders collapse.
    await user.type(screen.getByRole('textbox', { name: 'Search files' }), 'read');
    expect(within(tree).getAllByRole('treeitem').map((item) => item.querySelector('button > span')?.textContent)).toEqual(['README.md']);
    await user.clear(screen.getByRole('textbox', { name: 'Search files' }));
    await user.click(within(screen.getByRole('treeitem', { name: 'files' })).getAllByRole('button')[0]!);
    expect(screen.getByRole('treeitem', { name: 'files' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^logo\.png\b/ })).toBeNull();

    // Whitespace: everything is read again with w=1, kept in the address.
    await user.click(screen.getByRole('checkbox', { name: 'Hide whitespace changes' }));
    await vi.waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('diffs_metadata.json')).map((r) => r.params.w)).toEqual([undefined, 1]));
    await vi.waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('diffs_batch.json') && r.params.w === 1)).toHaveLength(2));
    expect(location.search).toBe('?w=1');
  });

  it('copies a path and marks files viewed (collapsed, stored, kept after a reload)', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    fakeMergeRequestApi({
      override: ({ path, params }) => {
        if (path.endsWith('diff_for_path.json') && params.new_path === 'db/schema.rb') return { status: 200, data: { diff_files: [largeLoaded] } };
        if (path === renamed.context_lines_path) return { status: 500, data: {} };
        if (path === userRb.context_lines_path) return { status: 200, data: contextLines(userRb.file_hash, Number(params.since), Number(params.to), Number(params.offset)) };
        return undefined;
      },
    });
    const view = render(<DiffsView fullPath="gitlab-org/gitlab-test" iid={1} />);
    await screen.findByRole('group', { name: 'README.md' });

    // The header's icon buttons share one tooltip: their names, shown on hover.
    await user.hover(within(fileRegion('README.md')).getByRole('button', { name: 'Copy file path' }));
    expect(screen.getByTestId('shared-tooltip')).toHaveTextContent('Copy file path');
    expect(screen.getByTestId('shared-tooltip')).toBeVisible();
    await user.click(within(fileRegion('README.md')).getByRole('button', { name: 'Copy file path' }));
    expect(writeText).toHaveBeenCalledWith('README.md');
    expect(await within(fileRegion('README.md')).findByText('Copied')).toBeInTheDocument();

    // Viewed: the file collapses, the review is stored under {id}-file-reviews.
    await user.click(within(fileRegion('README.md')).getByRole('checkbox', { name: 'Viewed' }));
    expect(document.getElementById(`${readme.file_hash}_1_1`)).toBeNull();
    expect(JSON.parse(localStorage.getItem(`${MR_PATH}-file-reviews`)!)).toEqual({ [readme.file_identifier_hash!]: [`hash:${readme.file_hash}`] });
    view.unmount();
    render(<DiffsView fullPath="gitlab-org/gitlab-test" iid={1} />);
    await screen.findByRole('group', { name: 'README.md' });
    expect(within(fileRegion('README.md')).getByRole('checkbox', { name: 'Viewed' })).toBeChecked();
    expect(within(fileRegion('README.md')).getByRole('button', { name: 'Expand file' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(`${readme.file_hash}_1_1`)).toBeNull();
  });

  it('shows the other viewers: mode change, binary, image modes, renamed with no changes, collapsed, unfolding', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    fakeMergeRequestApi({
      override: ({ path, params }) => {
        if (path.endsWith('diff_for_path.json') && params.new_path === 'db/schema.rb') return { status: 200, data: { diff_files: [largeLoaded] } };
        if (path === renamed.context_lines_path) return { status: 500, data: {} };
        if (path === userRb.context_lines_path) return { status: 200, data: contextLines(userRb.file_hash, Number(params.since), Number(params.to), Number(params.offset)) };
        return undefined;
      },
    });
    render(<DiffsView fullPath="gitlab-org/gitlab-test" iid={1} />);
    await screen.findByRole('group', { name: 'README.md' });
    // Mode change, binary, image viewers.
    expect(await screen.findByText('File mode changed from 100644 to 100755')).toBeInTheDocument();
    expect(within(fileRegion('bin/run')).getByText('100644 → 100755')).toBeInTheDocument();
    expect(screen.getByText('This diff was suppressed by a .gitattributes entry.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Old image' })).toHaveAttribute('src', `/gitlab-org/gitlab-test/-/raw/${"e63f41fe459e62e1228fcef60d7189127aeba95a"}/files/images/logo.png`);
    await user.click(screen.getByRole('button', { name: 'Swipe' }));
    expect(screen.getByRole('slider', { name: 'Swipe' })).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Onion skin' }));
    expect(screen.getByRole('slider')).toHaveValue('100');

    // Renamed with no changes: 'Show file contents' fails with the spec's dismissible alert.
    expect(screen.getByText('File renamed with no changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show file contents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load file contents. Try again later.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();

    // A large file collapsed by the server loads through diff_for_path.json.
    expect(screen.getByText('This file is collapsed.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Expand file' }).find((b) => b.textContent === 'Expand file')!);
    expect(await screen.findByText('ActiveRecord::Schema.define do')).toBeInTheDocument();

    // Unfolding the 9 lines hidden above user.rb's hunk.
    await user.click(screen.getByRole('button', { name: 'Show all unchanged lines' }));
    expect(await screen.findByText('line 1')).toBeInTheDocument();
    expect(document.getElementById(`${userRb.file_hash}_9_9`)).toHaveTextContent('line 9');
    expect(screen.queryByRole('button', { name: 'Show all unchanged lines' })).toBeNull();
  });

  it('moves between files with ] and [ and scrolls to the address anchor', async () => {
    fakeSession('developer');
    const user = userEvent.setup();
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id || this.getAttribute('data-file-index') || '');
    });
    history.replaceState(null, '', `/gitlab-org/gitlab-test/-/merge_requests/1/diffs#${userRb.file_hash}_11_11`);
    fakeMergeRequestApi();
    render(<DiffsView fullPath="gitlab-org/gitlab-test" iid={1} />);
    await screen.findByRole('group', { name: 'README.md' });
    await screen.findByText('def name = @name');
    await vi.waitFor(() => expect(scrolled).toContain(`${userRb.file_hash}_11_11`));
    await vi.waitFor(() => expect(document.getElementById(`${userRb.file_hash}_11_11`)).toHaveAttribute('data-highlighted', 'true'));
    expect(document.getElementById(`${userRb.file_hash}_11_11`)).toHaveClass('mf-diffs-highlighted');
    await act(async () => {
      await user.keyboard(']');
    });
    expect(scrolled.at(-1)).toBe('1');
    await user.keyboard('j');
    expect(scrolled.at(-1)).toBe('2');
    await user.keyboard('[[');
    expect(scrolled.at(-1)).toBe('1');
    expect(screen.getByRole('treeitem', { name: /^run\b/ })).toHaveAttribute('aria-selected', 'true');
  });
});
