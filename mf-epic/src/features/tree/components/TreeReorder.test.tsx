import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { EpicTree } from './EpicTree';
import { answer, epicNode, issueNode } from '../test/treeNodes';

const graphql = vi.hoisted(() => ({ graphqlQuery: vi.fn(), graphqlMutate: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: graphql.graphqlQuery, graphqlMutate: graphql.graphqlMutate }));

/** The root epic &2 has issues A, B and the epic Parent (&5, whose child is the epic Grandchild &7). */
function serveTree() {
  graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string }) =>
    variables.iid === '5'
      ? answer('gid://gitlab/Epic/5', [epicNode(7, 'Grandchild', 1)], [])
      : answer('gid://gitlab/Epic/2', [epicNode(5, 'Parent', 30, { hasChildren: true })], [issueNode(11, 'Issue A', 10), issueNode(12, 'Issue B', 20)]),
  );
}

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

/** A dragover at `clientY` (jsdom has no DragEvent: a mouse event carrying a data transfer). */
function dragOverAt(element: HTMLElement, clientY: number) {
  const event = new MouseEvent('dragover', { bubbles: true, cancelable: true, clientY });
  Object.defineProperty(event, 'dataTransfer', { value: transfer().dataTransfer });
  fireEvent(element, event);
}

describe('reordering the tree', () => {
  beforeEach(() => {
    graphql.graphqlQuery.mockReset();
    graphql.graphqlMutate.mockReset();
    serveTree();
  });

  it('moves a row with Alt+Arrow keys on its handle at once, keeps the focus, and reverts with the spec\'s text when the server refuses', async () => {
    graphql.graphqlMutate.mockResolvedValueOnce({ epicTreeReorder: { errors: [] } }).mockResolvedValueOnce({ epicTreeReorder: { errors: ["You don't have permissions to move the objects."] } });
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Parent']);
    const handle = screen.getByRole('button', { name: 'Move Issue A' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown', altKey: true });
    expect(rowsOf(list)).toEqual(['Issue B', 'Issue A', 'Parent']);
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('mutation epicTreeReorder'), {
      input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/EpicIssue/11', adjacentReferenceId: 'gid://gitlab/EpicIssue/12', relativePosition: 'after' } },
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Issue A' }));
    expect(await screen.findByText('Issue A moved after Issue B')).toBeInTheDocument();
    // Without Alt, or at the top, nothing moves.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Issue B' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Issue B' }), { key: 'ArrowUp', altKey: true });
    expect(graphql.graphqlMutate).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Parent' }), { key: 'ArrowUp', altKey: true });
    expect(rowsOf(list)).toEqual(['Issue B', 'Parent', 'Issue A']);
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), {
      input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/Epic/5', adjacentReferenceId: 'gid://gitlab/EpicIssue/11', relativePosition: 'before' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while ordering item.');
    expect(rowsOf(list)).toEqual(['Issue B', 'Issue A', 'Parent']);
  });

  it('drags a row before a sibling; a drag ended without a drop (Escape) changes nothing', async () => {
    graphql.graphqlMutate.mockResolvedValue({ epicTreeReorder: { errors: [] } });
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    fireEvent.dragStart(header('Parent'), transfer());
    dragOverAt(header('Issue B'), 200);
    expect(header('Issue B')).toHaveAttribute('data-drop', 'after');
    fireEvent.dragEnd(header('Parent'));
    expect(header('Issue B')).not.toHaveAttribute('data-drop');
    expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Parent']);
    expect(graphql.graphqlMutate).not.toHaveBeenCalled();

    fireEvent.dragStart(header('Parent'), transfer());
    const target = header('Issue A');
    target.getBoundingClientRect = () => ({ top: 100, height: 40, bottom: 140, left: 0, right: 0, width: 0, x: 0, y: 100, toJSON: () => ({}) });
    dragOverAt(target, 105);
    expect(target).toHaveAttribute('data-drop', 'before');
    fireEvent.drop(target, transfer());
    expect(rowsOf(list)).toEqual(['Parent', 'Issue A', 'Issue B']);
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.any(String), {
      input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/Epic/5', adjacentReferenceId: 'gid://gitlab/EpicIssue/11', relativePosition: 'before' } },
    });
  });

  it('expands a collapsed epic after hovering 1000 ms, moves a row under it, reverts a refused move with the spec\'s text, and never drops an epic below itself', async () => {
    graphql.graphqlMutate.mockResolvedValueOnce({ epicTreeReorder: { errors: ['This epic cannot be added.'] } }).mockResolvedValueOnce({ epicTreeReorder: { errors: [] } });
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    vi.useFakeTimers();
    try {
      fireEvent.dragStart(header('Issue A'), transfer());
      fireEvent.dragEnter(header('Parent'), transfer());
      act(() => vi.advanceTimersByTime(999));
      expect(within(screen.getByRole('listitem', { name: 'Parent' })).queryByRole('button', { name: 'Collapse' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    const nested = await screen.findByRole('list', { name: 'Children of Parent' });
    await within(nested).findByRole('listitem', { name: 'Grandchild' });
    dragOverAt(header('Grandchild'), 10);
    fireEvent.drop(header('Grandchild'), transfer());
    expect(rowsOf(nested)).toEqual(['Grandchild', 'Issue A']);
    expect(rowsOf(list)).toEqual(['Issue B', 'Parent']);
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), {
      input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/EpicIssue/11', adjacentReferenceId: 'gid://gitlab/Epic/7', relativePosition: 'after', newParentId: 'gid://gitlab/Epic/5' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while moving item.');
    expect(rowsOf(list)).toEqual(['Issue A', 'Issue B', 'Parent']);
    expect(rowsOf(nested)).toEqual(['Grandchild']);

    // The epic Parent cannot go below itself: its children are no drop target for it.
    fireEvent.dragStart(header('Parent'), transfer());
    dragOverAt(header('Grandchild'), 10);
    expect(header('Grandchild')).not.toHaveAttribute('data-drop');
    fireEvent.dragEnd(header('Parent'));

    const reads = graphql.graphqlQuery.mock.calls.length;
    fireEvent.dragStart(header('Issue B'), transfer());
    dragOverAt(header('Grandchild'), 10);
    fireEvent.drop(header('Grandchild'), transfer());
    // Once moved, both levels are read again.
    await waitFor(() => expect(graphql.graphqlQuery.mock.calls.length).toBe(reads + 2));
  });

  it('offers no handle and no dragging to viewers who cannot administer the tree', async () => {
    renderTree(false);
    await screen.findByRole('listitem', { name: 'Issue A' });
    expect(screen.queryByRole('button', { name: 'Move Issue A' })).not.toBeInTheDocument();
    expect(header('Issue A')).toHaveAttribute('draggable', 'false');
  });

  it('moves a row into the epic above it with Alt+ArrowRight and out of its epic with Alt+ArrowLeft, keeping the focus', async () => {
    graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string }) =>
      variables.iid === '5' ? answer('gid://gitlab/Epic/5', [epicNode(7, 'Grandchild', 1)], []) : answer('gid://gitlab/Epic/2', [epicNode(5, 'Parent', 10, { hasChildren: true })], [issueNode(11, 'Issue A', 20)]),
    );
    graphql.graphqlMutate.mockResolvedValue({ epicTreeReorder: { errors: [] } });
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Parent' })).getByRole('button', { name: 'Expand' }));
    const nested = await screen.findByRole('list', { name: 'Children of Parent' });
    await within(nested).findByRole('listitem', { name: 'Grandchild' });
    // The epic above takes nothing from the top row.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Parent' }), { key: 'ArrowRight', altKey: true });
    expect(graphql.graphqlMutate).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Issue A' }), { key: 'ArrowRight', altKey: true });
    expect(rowsOf(nested)).toEqual(['Grandchild', 'Issue A']);
    expect(rowsOf(list)).toEqual(['Parent']);
    expect(document.activeElement).toBe(within(nested).getByRole('button', { name: 'Move Issue A' }));
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), { input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/EpicIssue/11', newParentId: 'gid://gitlab/Epic/5' } } });
    await waitFor(() => expect(screen.getByText('Issue A moved')).toBeInTheDocument());

    // The levels were read again (this double still has Issue A at the top): move it out from there by the same keys.
    await waitFor(() => expect(rowsOf(list)).toEqual(['Parent', 'Issue A']));
    graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string }) =>
      variables.iid === '5' ? answer('gid://gitlab/Epic/5', [epicNode(7, 'Grandchild', 1)], [issueNode(11, 'Issue A', 20)]) : answer('gid://gitlab/Epic/2', [epicNode(5, 'Parent', 10, { hasChildren: true })], []),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Grandchild' }), { key: 'ArrowLeft', altKey: true });
    expect(rowsOf(list)).toEqual(['Parent', 'Grandchild', 'Issue A']);
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move Grandchild' }));
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), {
      input: { baseEpicId: 'gid://gitlab/Epic/5', moved: { id: 'gid://gitlab/Epic/7', adjacentReferenceId: 'gid://gitlab/Epic/5', relativePosition: 'after', newParentId: 'gid://gitlab/Epic/2' } },
    });
  });

  it('drops a row into an expanded epic left without children; a refused move is reverted with the spec\'s text, and Escape leaves no drop target', async () => {
    // Parent (&5) was expanded with no children shown (they all moved out).
    graphql.graphqlQuery.mockImplementation(async (_document: string, variables: { iid: string }) =>
      variables.iid === '5' ? answer('gid://gitlab/Epic/5', [], []) : answer('gid://gitlab/Epic/2', [epicNode(5, 'Parent', 30, { hasChildren: true })], [issueNode(11, 'Issue A', 10)]),
    );
    graphql.graphqlMutate.mockResolvedValueOnce({ epicTreeReorder: { errors: ['Nope'] } }).mockResolvedValueOnce({ epicTreeReorder: { errors: [] } });
    renderTree();
    const list = await screen.findByRole('list', { name: 'Child issues and epics' });
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Parent' })).getByRole('button', { name: 'Expand' }));
    const nested = await screen.findByRole('list', { name: 'Children of Parent' });
    expect(screen.queryByText('Drop here to move the item into this epic')).not.toBeInTheDocument();

    // Escape (a drag ending without a drop) takes the drop target away again.
    fireEvent.dragStart(header('Issue A'), transfer());
    expect(screen.getByText('Drop here to move the item into this epic')).toBeInTheDocument();
    fireEvent.dragEnd(header('Issue A'));
    expect(screen.queryByText('Drop here to move the item into this epic')).not.toBeInTheDocument();

    fireEvent.dragStart(header('Issue A'), transfer());
    const target = screen.getByText('Drop here to move the item into this epic');
    fireEvent.dragOver(target, transfer());
    fireEvent.drop(target, transfer());
    expect(rowsOf(nested)).toEqual(['Issue A']);
    expect(rowsOf(list)).toEqual(['Parent']);
    expect(graphql.graphqlMutate).toHaveBeenLastCalledWith(expect.any(String), { input: { baseEpicId: 'gid://gitlab/Epic/2', moved: { id: 'gid://gitlab/EpicIssue/11', newParentId: 'gid://gitlab/Epic/5' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while moving item.');
    expect(rowsOf(list)).toEqual(['Issue A', 'Parent']);
    expect(within(nested).queryAllByRole('listitem')).toHaveLength(0);

    // The epic itself cannot be dropped into its own (empty) children.
    fireEvent.dragStart(header('Parent'), transfer());
    expect(screen.queryByText('Drop here to move the item into this epic')).not.toBeInTheDocument();
    fireEvent.dragEnd(header('Parent'));

    fireEvent.dragStart(header('Issue A'), transfer());
    fireEvent.drop(screen.getByText('Drop here to move the item into this epic'), transfer());
    await waitFor(() => expect(screen.getByText('Issue A moved')).toBeInTheDocument());
  });
});
