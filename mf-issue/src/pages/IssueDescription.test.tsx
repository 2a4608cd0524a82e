import { type FakeReply, fakeSession } from 'shared-kernel/testing';
import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeIssue } from '../test/fakeIssue';
import { fakeIssueApi } from '../test/fakeIssueApi';
import type { IssuePageData } from '../lib/types';
import IssueApp from '../exposes/IssueApp';

const DESCRIPTION = 'Steps:\n\n- [ ] first\n- [ ] second\n- [ ] third';

/** The server's HTML of a description of tasks (the lines of DESCRIPTION). */
function htmlOf(description: string): string {
  const items = description
    .split('\n')
    .map((line, index) => ({ line, number: index + 1, match: /^- \[([ x])\] (.*)$/.exec(line) }))
    .filter((item) => item.match)
    .map(({ number, line, match }) => `<li class="task-list-item" data-sourcepos="${number}:1-${number}:${line.length}"><input type="checkbox" class="task-list-item-checkbox"${match![1] === 'x' ? ' checked' : ''} disabled /> ${match![2]}</li>`);
  return `<p>Steps:</p>\n<ul class="contains-task-list">${items.join('')}</ul>`;
}

const withTasks = (description: string, extra: Partial<IssuePageData> = {}) => ({ ...fakeIssue({ description, description_html: htmlOf(description) }), ...extra });

function renderApp() {
  return render(
    <ThemeProvider>
      <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
    </ThemeProvider>,
  );
}

const descriptionRegion = () => screen.findByRole('region', { name: 'Description' });

/** The page's description PUTs answer like the server: the new description rendered, lock_version + 1. */
function descriptionServer(extra: (request: { method: string; path: string; body: unknown }) => FakeReply | undefined = () => undefined) {
  let current = withTasks(DESCRIPTION);
  const bodies: unknown[] = [];
  const api = fakeIssueApi({
    issue: current,
    override: ({ method, path, body }) => {
      const custom = extra({ method, path, body });
      if (custom) return custom;
      if (path === '/gitlab-org/gitlab/-/issues/1.json' && method === 'GET') return { status: 200, data: current };
      if (path === '/gitlab-org/gitlab/-/issues/1/realtime_changes') {
        const { title, title_html, description, description_html, task_completion_status, lock_version } = current;
        return { status: 200, data: { title: title_html, title_text: title, description: description_html, description_text: description, task_completion_status, lock_version }, headers: { 'poll-interval': '-1' } };
      }
      if (path !== '/gitlab-org/gitlab/-/issues/1.json' || method !== 'PUT') return undefined;
      bodies.push(body);
      const input = (body as { issue: { description?: string; update_task?: { line_number: number; checked: boolean } } }).issue;
      let description = input.description ?? current.description ?? '';
      if (input.update_task) {
        const lines = description.split('\n');
        lines[input.update_task.line_number - 1] = lines[input.update_task.line_number - 1]!.replace(/\[[ x]\]/, input.update_task.checked ? '[x]' : '[ ]');
        description = lines.join('\n');
      }
      current = withTasks(description, { lock_version: current.lock_version + 1 });
      return { status: 200, data: current };
    },
  });
  return { api, bodies, current: () => current };
}

describe('IssueDescription task list', () => {
  it('toggles a checkbox with update_task: index, checked, line number and source, and the lock_version', async () => {
    fakeSession('developer');
    const server = descriptionServer();
    renderApp();
    const region = await descriptionRegion();
    fireEvent.click(await within(region).findByRole('checkbox', { name: /second/ }));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]).toEqual({ issue: { lock_version: 3, update_task: { index: 2, checked: true, line_number: 4, line_source: '- [ ] second' } } });
    await waitFor(() => expect(within(region).getByRole('checkbox', { name: /second/ })).toBeChecked());
  });

  it('shows the task-list conflict and unchecks again when the server answers 409', async () => {
    fakeSession('developer');
    descriptionServer(({ method, path }) => (method === 'PUT' && path.endsWith('1.json') ? { status: 409, data: { errors: ['stale'] } } : undefined));
    renderApp();
    const region = await descriptionRegion();
    const box = await within(region).findByRole('checkbox', { name: /first/ });
    fireEvent.click(box);
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Someone edited this issue at the same time you did. The description has been updated and you will need to make your changes again.',
    );
    expect(within(region).getByRole('checkbox', { name: /first/ })).not.toBeChecked();
  });

  it('reorders by dragging an item by its grip onto a sibling', async () => {
    fakeSession('developer');
    const server = descriptionServer();
    renderApp();
    const region = await descriptionRegion();
    const grip = await within(region).findByRole('img', { name: 'Drag to reorder: third' });
    const first = within(region).getByRole('checkbox', { name: /first/ }).closest('li')!;
    fireEvent.dragStart(grip);
    // jsdom has no DragEvent and lays nothing out: the pointer above the item's middle drops before it.
    for (const type of ['dragOver', 'drop'] as const) {
      const event = createEvent[type](first);
      Object.defineProperty(event, 'clientY', { value: -1 });
      fireEvent(first, event);
    }
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]).toEqual({ issue: { description: 'Steps:\n\n- [ ] third\n- [ ] first\n- [ ] second', lock_version: 3 } });
    await waitFor(() => expect(within(region).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual([
      expect.stringContaining('third'),
      expect.stringContaining('first'),
      expect.stringContaining('second'),
    ]));
  });

  it('converts an item to a task, and Undo puts the item back and takes the task back', async () => {
    fakeSession('developer');
    const requests: string[] = [];
    const server = descriptionServer(({ method, path }) => {
      if (path === '/api/v4/projects/gitlab-org%2Fgitlab/issues' && method === 'POST') return { status: 201, data: { iid: 42 } };
      if (path === '/api/v4/projects/gitlab-org%2Fgitlab/issues/42') {
        requests.push(`${method} ${path}`);
        return { status: 200, data: {} };
      }
      return undefined;
    });
    renderApp();
    const region = await descriptionRegion();
    fireEvent.click(await within(region).findByRole('button', { name: 'Task actions: second' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Convert to task' }));
    const toast = await screen.findByText('Converted to task');
    expect(server.current().description).toBe('Steps:\n\n- [ ] first\n- [ ] #42\n- [ ] third');
    fireEvent.click(within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Task reverted')).toBeInTheDocument();
    expect(server.current().description).toBe(DESCRIPTION);
    // A developer may not delete issues: the task is closed instead.
    expect(requests).toEqual(['PUT /api/v4/projects/gitlab-org%2Fgitlab/issues/42']);
  });

  it('shows the captured error when Undo fails', async () => {
    fakeSession('developer');
    descriptionServer(({ method, path }) => {
      if (path === '/api/v4/projects/gitlab-org%2Fgitlab/issues' && method === 'POST') return { status: 201, data: { iid: 42 } };
      if (path === '/api/v4/projects/gitlab-org%2Fgitlab/issues/42') return { status: 403, data: { message: '403 Forbidden' } };
      return undefined;
    });
    renderApp();
    const region = await descriptionRegion();
    fireEvent.click(await within(region).findByRole('button', { name: 'Task actions: first' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Convert to task' }));
    const toast = await screen.findByText('Converted to task');
    fireEvent.click(within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('403 Forbidden');
    expect(screen.queryByText('Task reverted')).not.toBeInTheDocument();
  });
});
