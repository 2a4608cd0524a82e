import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { EpicTree } from './EpicTree';
import { answer, epicNode, issueNode } from '../test/treeNodes';

const graphql = vi.hoisted(() => ({ graphqlQuery: vi.fn(), graphqlMutate: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: graphql.graphqlQuery, graphqlMutate: graphql.graphqlMutate }));

/** The page's live subscriptions: what the tree subscribed to, and a way to send it an event. */
const live = vi.hoisted(() => ({
  subscriptions: [] as { document: string; variables: Record<string, unknown>; next: (data: unknown) => void; stopped: boolean }[],
  /** The page socket's status, and who watches it. */
  status: 'idle' as string,
  watchers: new Set<(status: string) => void>(),
}));
vi.mock('shared-kernel/live', () => ({
  subscribeGraphql: (document: string, variables: Record<string, unknown>, handlers: { next: (data: unknown) => void }) => {
    const subscription = { document, variables, next: handlers.next, stopped: false };
    live.subscriptions.push(subscription);
    return () => {
      subscription.stopped = true;
    };
  },
  watchGraphqlSocketStatus: (listener: (status: string) => void) => {
    live.watchers.add(listener);
    listener(live.status);
    return () => live.watchers.delete(listener);
  },
}));

/** The page socket's status changes. */
function socket(status: string) {
  live.status = status;
  act(() => {
    for (const watcher of [...live.watchers]) watcher(status);
  });
}

/** What the server holds now: the root epic &2's issues, and the children of its child epic Parent (&5). */
const server = { rootIssues: [] as unknown[], parentChildren: [] as unknown[] };

/** The root epic &2 has issues A, B and the epic Parent (&5, whose child is the epic Grandchild &7). */
function serveTree() {
  server.rootIssues = [issueNode(11, 'Issue A', 10), issueNode(12, 'Issue B', 20)];
  server.parentChildren = [epicNode(7, 'Grandchild', 1)];
  graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string }) =>
    variables.iid === '5' ? answer('gid://gitlab/Epic/5', server.parentChildren, []) : answer('gid://gitlab/Epic/2', [epicNode(5, 'Parent', 30, { hasChildren: true })], server.rootIssues),
  );
}

/** How many times the level of epic `iid` was read. */
const reads = (iid: string) => graphql.graphqlQuery.mock.calls.filter(([, variables]) => (variables as { iid: string }).iid === iid).length;

function renderTree(canAdmin = true) {
  return render(
    <ThemeProvider>
      <EpicTree groupPath="gitlab-org" iid={2} canAdmin={canAdmin} />
    </ThemeProvider>,
  );
}

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((row) => row.parentElement === list).map((row) => row.getAttribute('aria-label'));
const header = (title: string) => screen.getByRole('listitem', { name: title }).firstElementChild as HTMLElement;
const transfer = () => ({ dataTransfer: { setData: vi.fn(), effectAllowed: '', dropEffect: '' } });


/** The tree's live subscription (the one on `epicTreeUpdated`). */
function treeSubscription() {
  const found = live.subscriptions.filter((s) => s.document.includes('epicTreeUpdated') && !s.stopped);
  expect(found).toHaveLength(1);
  return found[0] as (typeof live.subscriptions)[number];
}

/** Another user's change of the level of epic `id` (below the epics `above`), as the server sends it. */
function changed(id: number, above: number[] = []) {
  act(() => treeSubscription().next({ epicTreeUpdated: { id: `gid://gitlab/Epic/${id}`, ancestors: { nodes: above.map((a) => ({ id: `gid://gitlab/Epic/${a}` })) } } }));
}

describe("the tree's live updates", () => {
  beforeEach(() => {
    graphql.graphqlQuery.mockReset();
    graphql.graphqlMutate.mockReset();
    live.subscriptions.length = 0;
    live.status = 'idle';
    live.watchers.clear();
    serveTree();
  });

  it('reads the level again when the socket connects (first, and after it was down): what changed before the subscription listened sent no event', async () => {
    const view = renderTree(false);
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Parent']));
    expect(reads('2')).toBe(1);

    // Another user added an issue before the socket was up.
    server.rootIssues = [issueNode(11, 'Issue A', 10), issueNode(12, 'Issue B', 20), issueNode(13, 'Issue C', 25)];
    socket('connecting');
    socket('connected');
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Issue C', 'Parent']));
    expect(reads('2')).toBe(2);

    // Down, and a change while it was: read once it is back.
    socket('closed');
    server.rootIssues = [issueNode(12, 'Issue B', 20), issueNode(13, 'Issue C', 25)];
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads('2')).toBe(2);
    socket('connected');
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue B', 'Issue C', 'Parent']));
    expect(reads('2')).toBe(3);

    view.unmount();
    expect(live.watchers.size).toBe(0);
  });

  it("subscribes on the page's epic; another user's change reads the level again, expanded epics stay expanded; unmounting unsubscribes", async () => {
    const view = renderTree(false);
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    expect(treeSubscription().variables).toEqual({ epicId: 'gid://gitlab/Epic/2' });
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Parent' })).getByRole('button', { name: 'Expand' }));
    const nested = await screen.findByRole('list', { name: 'Children of Parent' });
    await within(nested).findByRole('listitem', { name: 'Grandchild' });

    server.rootIssues = [issueNode(12, 'Issue B', 20), issueNode(13, 'Issue C', 25)];
    changed(2);
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue B', 'Issue C', 'Parent']));
    // The expanded epic kept its rows (and was not read again: its level did not change).
    expect(within(screen.getByRole('list', { name: 'Children of Parent' })).getByRole('listitem', { name: 'Grandchild' })).toBeInTheDocument();
    expect(reads('5')).toBe(1);

    // A change below: that level and the levels above it (their counts), several events read once.
    server.parentChildren = [epicNode(7, 'Grandchild', 1), epicNode(8, 'New sibling', 2)];
    const rootReads = reads('2');
    changed(5, [2]);
    changed(5, [2]);
    await within(screen.getByRole('list', { name: 'Children of Parent' })).findByRole('listitem', { name: 'New sibling' });
    await waitFor(() => expect(reads('2')).toBe(rootReads + 1));
    expect(reads('5')).toBe(2);

    const subscription = treeSubscription();
    view.unmount();
    expect(subscription.stopped).toBe(true);
  });

  it('waits for a drag under way, and for a move of this page, before reading a level again', async () => {
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    server.rootIssues = [issueNode(11, 'Issue A', 10), issueNode(12, 'Issue B', 20), issueNode(13, 'Issue C', 25)];

    fireEvent.dragStart(header('Parent'), transfer());
    changed(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Parent']);
    fireEvent.dragEnd(header('Parent'));
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Issue C', 'Parent']));

    // A keyboard move whose answer has not come yet: the event's read waits for it.
    let answerMove: (value: unknown) => void = () => {};
    graphql.graphqlMutate.mockReturnValueOnce(new Promise((resolve) => (answerMove = resolve)));
    const handle = screen.getByRole('button', { name: 'Move Issue A' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown', altKey: true });
    expect(rowsOf(list)).toEqual(['Issue B', 'Issue A', 'Issue C', 'Parent']);
    server.rootIssues = [issueNode(12, 'Issue B', 20), issueNode(11, 'Issue A', 22), issueNode(13, 'Issue C', 25), issueNode(14, 'Issue D', 26)];
    const before = reads('2');
    changed(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(reads('2')).toBe(before);
    expect(rowsOf(list)).toEqual(['Issue B', 'Issue A', 'Issue C', 'Parent']);
    await act(async () => answerMove({ epicTreeReorder: { errors: [] } }));
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue B', 'Issue A', 'Issue C', 'Issue D', 'Parent']));
    expect(reads('2')).toBe(before + 1);
  });

  it("keeps the rows loaded with 'Show more' when another user's change reads the level again", async () => {
    // The root level's issues come two at a time (cursor = how many were read before).
    server.rootIssues = [1, 2, 3, 4, 5].map((n) => issueNode(10 + n, `Issue ${n}`, n * 10));
    graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string; issueEndCursor: string | null; withEpics: boolean }) => {
      const from = Number(variables.issueEndCursor ?? 0);
      const page = answer('gid://gitlab/Epic/2', variables.withEpics ? [epicNode(5, 'Parent', 100)] : [], server.rootIssues.slice(from, from + 2));
      page.group.epic.issues.pageInfo = { hasNextPage: from + 2 < server.rootIssues.length, endCursor: String(from + 2) };
      return page;
    });
    renderTree(false);
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue 1', 'Issue 2', 'Parent']));
    fireEvent.click(screen.getByRole('button', { name: 'Show more issues' }));
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue 1', 'Issue 2', 'Issue 3', 'Issue 4', 'Parent']));

    server.rootIssues = [0, 1, 2, 3, 4, 5].map((n) => issueNode(10 + n, `Issue ${n}`, n * 10));
    changed(2);
    // The level is read again as far as it was shown (three pages now), never back to its first page.
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue 0', 'Issue 1', 'Issue 2', 'Issue 3', 'Parent']));
    expect(rowsOf(list)).not.toEqual(['Issue 0', 'Issue 1', 'Parent']);
    expect(screen.getByRole('button', { name: 'Show more issues' })).toBeInTheDocument();
  });

  it('the page\'s epic deleted (the event\'s epic is null): the tree and its rows go, the page says so, nothing is read again', async () => {
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    await waitFor(() => expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Parent']));
    const subscription = treeSubscription();
    const before = reads('2');
    changed(2);
    act(() => subscription.next({ epicTreeUpdated: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This epic has been deleted. Its child issues and epics are no longer shown.');
    expect(screen.queryByRole('list', { name: 'Child issues and epics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Epics' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics');
    expect(subscription.stopped).toBe(true);
    // The change told just before was dropped with the batch.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(reads('2')).toBe(before);
  });

  describe("a read again and 'Show more' at the same time (the echo of this page's own reorder)", () => {
    /** The root level's issues two at a time; a first-page read waits for `gate` when one is set. */
    let gate: Promise<void> | null = null;
    beforeEach(() => {
      gate = null;
      server.rootIssues = [1, 2, 3, 4, 5, 6, 7].map((n) => issueNode(10 + n, `Issue ${n}`, n * 10));
      graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string; issueEndCursor: string | null; withEpics: boolean }) => {
        if (variables.issueEndCursor === null && variables.withEpics && gate) await gate;
        const from = Number(variables.issueEndCursor ?? 0);
        const page = answer('gid://gitlab/Epic/2', variables.withEpics ? [epicNode(5, 'Parent', 1000)] : [], server.rootIssues.slice(from, from + 2));
        page.group.epic.issues.pageInfo = { hasNextPage: from + 2 < server.rootIssues.length, endCursor: String(from + 2) };
        return page;
      });
    });
    const issues = (n: number) => [...Array.from({ length: n }, (_, index) => `Issue ${index + 1}`), 'Parent'];
    const showMore = () => fireEvent.click(screen.getByRole('button', { name: 'Show more issues' }));

    it("a 'Show more' asked while the level is read again goes on from the read's cursor; the rows are not lost", async () => {
      renderTree(false);
      const list = await screen.findByRole('list', { name: 'Child issues and epics' });
      await waitFor(() => expect(rowsOf(list)).toEqual(issues(2)));
      let release: () => void = () => {};
      gate = new Promise((resolve) => (release = resolve));
      changed(2);
      // The event's read has started (its first page waits), then the reader asks for more.
      await waitFor(() => expect(reads('2')).toBe(2));
      showMore();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await act(async () => release());
      await waitFor(() => expect(rowsOf(list)).toEqual(issues(4)));
      // The next page follows on: nothing is skipped, nothing counted twice.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Show more issues' })).toBeEnabled());
      showMore();
      await waitFor(() => expect(rowsOf(list)).toEqual(issues(6)));
    });

    it("a read again asked while 'Show more' is under way keeps its rows; the button stays busy until the page came", async () => {
      renderTree(false);
      const list = await screen.findByRole('list', { name: 'Child issues and epics' });
      await waitFor(() => expect(rowsOf(list)).toEqual(issues(2)));
      let answerMore: () => void = () => {};
      const held = new Promise<void>((resolve) => (answerMore = resolve));
      const serve = graphql.graphqlQuery.getMockImplementation() as (...args: unknown[]) => Promise<unknown>;
      graphql.graphqlQuery.mockImplementationOnce(async (...args: unknown[]) => {
        await held;
        return serve(...args);
      });
      showMore();
      // The live event of this page's own reorder arrives while the page is on its way.
      changed(2);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(screen.getByRole('button', { name: 'Show more issues' })).toBeDisabled();
      await act(async () => answerMore());
      await waitFor(() => expect(rowsOf(list)).toEqual(issues(4)));
      // The read again (its turn after the page) read as far as was shown then.
      await waitFor(() => expect(reads('2')).toBe(4));
      expect(rowsOf(list)).toEqual(issues(4));
      showMore();
      await waitFor(() => expect(rowsOf(list)).toEqual(issues(6)));
      expect(screen.getByRole('button', { name: 'Show more issues' })).toBeEnabled();
    });
  });
});
