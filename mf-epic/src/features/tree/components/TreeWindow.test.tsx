import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { EpicTree } from './EpicTree';
import { useLayoutEffect, useRef } from 'react';
import { LevelRows, WINDOW_FROM } from './ChildList';
import type { IssueChild } from '../api/getChildItems';

const graphql = vi.hoisted(() => ({ graphqlQuery: vi.fn(), graphqlMutate: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: graphql.graphqlQuery, graphqlMutate: graphql.graphqlMutate }));

const zero = { openedEpics: 0, closedEpics: 0, openedIssues: 0, closedIssues: 0 };
const ROW_HEIGHT = 41;
const VIEW_HEIGHT = 480;

function issueNode(id: number) {
  return {
    id: `gid://gitlab/Issue/${id}`, iid: String(id), epicIssueId: `gid://gitlab/EpicIssue/${id}`, title: `Issue ${id}`, state: 'opened', confidential: false, webPath: `/gitlab-org/gitlab/-/issues/${id}`, reference: `#${id}`, relationPath: null,
    createdAt: '2026-11-01T10:00:00Z', closedAt: null, dueDate: null, weight: null, healthStatus: null, relativePosition: id, milestone: null, assignees: { nodes: [] }, labels: { nodes: [] },
  };
}

function answer(count: number) {
  return {
    group: {
      id: 'gid://gitlab/Group/1',
      epic: {
        id: 'gid://gitlab/Epic/2', descendantCounts: { ...zero, openedIssues: count }, descendantWeightSum: null, healthStatus: null,
        children: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        issues: { edges: Array.from({ length: count }, (_, index) => ({ node: issueNode(index + 1) })), pageInfo: { hasNextPage: false, endCursor: null } },
      },
    },
  };
}

const titles = (list: HTMLElement) => within(list).queryAllByRole('listitem').map((row) => row.getAttribute('aria-label'));

describe('a windowed level of the tree', () => {
  beforeEach(() => {
    graphql.graphqlQuery.mockReset();
    graphql.graphqlMutate.mockReset();
    // jsdom lays nothing out: the level's view is 480 px high and every row 41 px, as in a browser.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEW_HEIGHT);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the rows in view in its first render, before its view is measured', () => {
    const items: IssueChild[] = Array.from({ length: 200 }, (_, index) => ({ ...issueNode(index + 1), type: 'Issue' }) as IssueChild);
    // What the first commit put in the document, read in the same commit (after the level's rows, before any later render).
    const firstCommit: (string | null)[][] = [];
    function FirstCommit() {
      const done = useRef(false);
      useLayoutEffect(() => {
        if (done.current) return;
        done.current = true;
        firstCommit.push(Array.from(document.querySelectorAll('li[aria-label]'), (row) => row.getAttribute('aria-label')));
      });
      return null;
    }
    render(
      <ThemeProvider>
        <LevelRows items={items} label="Child issues and epics" level={() => null} path={null} canAdmin={false} onRemove={() => undefined} />
        <FirstCommit />
      </ThemeProvider>,
    );
    const [drawn = []] = firstCommit;
    expect(drawn.slice(0, 3)).toEqual(['Issue 1', 'Issue 2', 'Issue 3']);
    expect(drawn.length).toBeGreaterThan(VIEW_HEIGHT / ROW_HEIGHT - 1);
    expect(drawn.length).toBeLessThan(WINDOW_FROM);
    // Measured as expected (480 px), the view keeps those rows.
    expect(titles(screen.getByRole('list', { name: 'Child issues and epics' }))).toEqual(drawn);
  });

  it('draws only the rows in view, each with its place in the level; scrolling brings the others', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer(200));
    render(
      <ThemeProvider>
        <EpicTree groupPath="gitlab-org" iid={2} canAdmin />
      </ThemeProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    await waitFor(() => expect(titles(list)).toContain('Issue 1'));
    const drawn = titles(list);
    expect(drawn.length).toBeGreaterThan(VIEW_HEIGHT / ROW_HEIGHT - 1);
    expect(drawn.length).toBeLessThan(WINDOW_FROM);
    expect(drawn).not.toContain('Issue 150');
    const first = within(list).getByRole('listitem', { name: 'Issue 1' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '200');

    // Scrolling the level's view to row 150 draws it (and its neighbours), and no longer the first rows.
    const view = list.parentElement as HTMLElement;
    await act(async () => {
      view.scrollTop = 149 * ROW_HEIGHT;
      fireEvent.scroll(view);
    });
    const row = await within(list).findByRole('listitem', { name: 'Issue 150' });
    expect(row).toHaveAttribute('aria-posinset', '150');
    expect(row.style.transform).toBe(`translateY(${149 * ROW_HEIGHT}px)`);
    expect(titles(list)).not.toContain('Issue 1');
    expect(titles(list).length).toBeLessThan(WINDOW_FROM);
  });

  it('moves a row by keyboard in a windowed level, keeping its handle focused', async () => {
    graphql.graphqlQuery.mockResolvedValue(answer(100));
    graphql.graphqlMutate.mockResolvedValue({ epicTreeReorder: { errors: [] } });
    render(
      <ThemeProvider>
        <EpicTree groupPath="gitlab-org" iid={2} canAdmin />
      </ThemeProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    const handle = await within(list).findByRole('button', { name: 'Move Issue 1' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(titles(list).slice(0, 3)).toEqual(['Issue 2', 'Issue 1', 'Issue 3']));
    expect(within(list).getByRole('listitem', { name: 'Issue 1' })).toHaveAttribute('aria-posinset', '2');
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move Issue 1' }));
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('epicTreeReorder'), {
      input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/EpicIssue/1', adjacentReferenceId: 'gid://gitlab/EpicIssue/2', relativePosition: 'after' } },
    });
  });
});
