import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { getEventBus, resetEventBus, type AnyEventEnvelope } from 'shared-kernel/event-bus';
import { isFirstContentShown, resetFirstContent } from 'shared-kernel/first-content';
import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { fakeSession, liveGraphql } from 'shared-kernel/testing';
import { EPIC_SUBSCRIPTION_FIELDS } from '../epic/api/epicUpdatedSubscriptions';
import { fakeEpic, fakeEpicApi } from '../epic/test/fakeEpicApi';
import { answer as treeAnswer, issueNode } from '../features/tree/test/treeNodes';
import type { EpicPageData } from '../epic/types';
import type * as ApiModule from 'shared-kernel/api';
import EpicApp from './EpicApp';

const graphql = vi.hoisted(() => ({ graphqlMutate: vi.fn(), graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlMutate: graphql.graphqlMutate, graphqlQuery: graphql.graphqlQuery }));

const PARTICIPANTS = {
  group: {
    id: 'gid://gitlab/Group/1',
    epic: {
      id: 'gid://gitlab/Epic/12',
      participants: { nodes: [{ id: 'gid://gitlab/User/5', name: 'Max Maintainer', username: 'maintainer', avatarUrl: null, webUrl: '/maintainer' }, { id: 'gid://gitlab/User/4', name: 'Dana Developer', username: 'developer', avatarUrl: null, webUrl: '/developer' }] },
    },
  },
};

/** The viewer's state on the epic (`epicViewerState`): may create epics, pending to-do. */
function viewerState({ createEpic = true, todo = null as string | null } = {}) {
  return {
    group: {
      id: 'gid://gitlab/Group/1',
      epic: { id: 'gid://gitlab/Epic/12', userPermissions: { adminEpic: true, createEpic }, currentUserTodos: { nodes: todo ? [{ id: todo }] : [] } },
    },
  };
}

/** The queries of the page: the colour (`issuableColor`), the viewer's state (`epicViewerState`) and the participants (`epicDetails`). */
function answerQueries(
  color: () => Promise<unknown> = async () => ({ group: { epic: { id: 'gid://gitlab/Epic/12', color: '#217645', textColor: '#FFFFFF' } } }),
  viewer: () => unknown = () => viewerState({ createEpic: false }),
) {
  graphql.graphqlQuery.mockImplementation(async (document: string) => {
    if (document.includes('issuableColor')) return color();
    if (document.includes('epicViewerState')) return viewer();
    return PARTICIPANTS;
  });
}

function renderApp() {
  return render(
    <ThemeProvider>
      <EpicApp groupPath="gitlab-org" iid={2} />
    </ThemeProvider>,
  );
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Epic actions' }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  resetEventBus();
  graphql.graphqlMutate.mockReset();
  graphql.graphqlQuery.mockReset();
  answerQueries();
});

describe('EpicApp', () => {
  it('shows the header, description, labels, colour and participants', async () => {
    fakeSession('developer');
    fakeEpicApi({ epic: fakeEpic({ confidential: true }) });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Epic discussions' })).toBeInTheDocument();
    const header = screen.getByRole('banner', { name: 'Epic header' });
    expect(within(header).getByText('Open')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Max Maintainer' })).toBeInTheDocument();
    expect(within(header).getByLabelText('Confidential epic')).toHaveAttribute('title', 'Only group members with at least the Reporter role can view or be notified about this epic.');
    expect(screen.getByRole('checkbox', { name: 'Notes in the API' })).toBeEnabled();
    const sidebar = screen.getByRole('complementary', { name: 'Epic sidebar' });
    expect(await within(sidebar).findByLabelText('Color: Green')).toBeInTheDocument();
    expect(within(sidebar).getByText('feature')).toBeInTheDocument();
    expect(await within(sidebar).findByText('2 Participants')).toBeInTheDocument();
    expect(graphql.graphqlQuery).toHaveBeenCalledWith(expect.stringContaining('query epicDetails'), { fullPath: 'gitlab-org', iid: '2' });
  });

  it('offers the epic actions the flags allow', async () => {
    fakeSession('owner');
    fakeEpicApi({ epic: fakeEpic({ current_user: { can_destroy: true } }) });
    renderApp();
    const menu = await openMenu();
    const names = [...menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')].map((item) => item.textContent);
    expect(names).toEqual(['Close epic', 'Notifications', 'Copy reference', 'Report abuse to administrator', 'Delete epic']);
  });

  it('offers only copy reference to a signed-out visitor, and no Edit', async () => {
    fakeSession(null);
    fakeEpicApi({ epic: fakeEpic({ current_user: { can_update: false, can_admin: false, can_award_emoji: false, can_create_note: false } }) });
    renderApp();
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy reference']);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit color' })).not.toBeInTheDocument();
  });

  it('closes through updateEpic(stateEvent), publishes status-changed for the epic', async () => {
    fakeSession('developer');
    const api = fakeEpicApi();
    graphql.graphqlMutate.mockImplementation(async () => {
      api.editElsewhere({ state: 'closed' });
      return { updateEpic: { epic: { id: 'gid://gitlab/Epic/12', state: 'closed' }, errors: [] } };
    });
    const events: AnyEventEnvelope[] = [];
    getEventBus().events$().subscribe((event) => events.push(event));
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Close epic' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('updateEpic'), { input: { groupPath: 'gitlab-org', iid: '2', stateEvent: 'CLOSE' } });
    expect(events.find((event) => event.type === 'status-changed')?.payload).toEqual({ issuableType: 'epic', id: 12, iid: 2, fullPath: 'gitlab-org', state: 'closed' });
  });

  it('says "Unable to update this epic at this time." when closing fails, also when the payload lists errors', async () => {
    fakeSession('developer');
    fakeEpicApi();
    graphql.graphqlMutate.mockResolvedValue({ updateEpic: { epic: null, errors: ['Nope'] } });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Close epic' }));
    expect(await screen.findByText('Unable to update this epic at this time.')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('says the same when reopening a closed epic fails', async () => {
    fakeSession('developer');
    fakeEpicApi({ epic: fakeEpic({ state: 'closed' }) });
    graphql.graphqlMutate.mockRejectedValue(new Error('boom'));
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Reopen epic' }));
    expect(await screen.findByText('Unable to update this epic at this time.')).toBeInTheDocument();
  });

  it('edits title and description with { epic: … } and the lock_version; a 409 shows the concurrent-edit warning', async () => {
    fakeSession('developer');
    const api = fakeEpicApi();
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit epic' });
    expect(within(form).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Mine' } });
    expect(localStorage.getItem('autosave/groups/gitlab-org/-/epics/2/title')).toBe('Mine');
    api.editElsewhere({ title: 'Theirs', title_html: 'Theirs' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Someone edited the issue at the same time you did/)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.at(-1)).toEqual({ method: 'PUT', path: '/groups/gitlab-org/-/epics/2.json', body: { epic: { title: 'Mine', description: fakeEpic().description, lock_version: 2 } } });
    expect(api.epic.title).toBe('Mine');
  });

  it('toggles a task of the epic by saving its description under { epic: … } (epics have no update_task)', async () => {
    fakeSession('developer');
    const api = fakeEpicApi();
    renderApp();
    const box = await screen.findByRole('checkbox', { name: /Notes in the API/ });
    fireEvent.click(box);
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put).toEqual({ method: 'PUT', path: '/groups/gitlab-org/-/epics/2.json', body: { epic: { description: 'Comments on epics.\n\n- [x] Notes in the API', lock_version: 1 } } });
  });

  it('previews the description through the group preview with target_type=Epic', async () => {
    fakeSession('developer');
    const api = fakeEpicApi({
      override: ({ path, method }) => (path === '/groups/gitlab-org/-/preview_markdown' && method === 'POST' ? { status: 200, data: { body: '<p>Rendered preview</p>' } } : undefined),
    });
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit epic' });
    fireEvent.click(within(form).getByRole('tab', { name: 'Preview' }));
    expect(await within(form).findByText('Rendered preview')).toBeInTheDocument();
    expect(api.urls.some((url) => url.includes('/groups/gitlab-org/-/preview_markdown'))).toBe(true);
  });

  it('awards through the epic routes', async () => {
    fakeSession('developer');
    const api = fakeEpicApi();
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Epic discussions' });
    await waitFor(() => expect(api.urls).toContain('/api/v4/groups/gitlab-org/epics/2/award_emoji'));
    fireEvent.click(screen.getByRole('button', { name: /thumbsup/i }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST' && request.path === '/groups/gitlab-org/-/epics/2/toggle_award_emoji')).toBe(true));
  });

  it('copies the full reference', async () => {
    fakeSession('developer');
    fakeEpicApi();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Copy reference' }));
    expect(await screen.findByText('Reference copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('gitlab-org&2');
  });

  it('deletes after the danger modal and goes to the group', async () => {
    fakeSession('owner');
    const api = fakeEpicApi({
      epic: fakeEpic({ current_user: { can_destroy: true } }),
      override: ({ path, method }) => (path === '/groups/gitlab-org/-/epics/2' && method === 'POST' ? { status: 200, data: { web_url: '/groups/gitlab-org/-/epics' } } : undefined),
    });
    const pushState = vi.spyOn(window.history, 'pushState');
    renderApp();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete epic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete epic?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete epic' }));
    await waitFor(() => expect(pushState).toHaveBeenCalledWith(null, '', '/groups/gitlab-org'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ _method: 'delete', destroy_confirm: 'true' });
  });

  it('follows status-changed from another module for this epic only', async () => {
    fakeSession('developer');
    // The other module closed the epic on the server: the page's re-read after the event says so too.
    const server = { closed: false };
    fakeEpicApi({
      override: ({ path, method }) => (server.closed && path === '/groups/gitlab-org/-/epics/2.json' && method === 'GET' ? { status: 200, data: fakeEpic({ state: 'closed' }) } : undefined),
    });
    renderApp();
    await screen.findByText('Open');
    act(() => {
      getEventBus().publish('status-changed', { issuableType: 'issue', id: 12, iid: 2, fullPath: 'gitlab-org/gitlab', state: 'closed' }, { source: 'mf_notes' });
    });
    expect(screen.getByText('Open')).toBeInTheDocument();
    server.closed = true;
    act(() => {
      getEventBus().publish('status-changed', { issuableType: 'epic', id: 12, iid: 2, fullPath: 'gitlab-org', state: 'closed' }, { source: 'mf_notes' });
    });
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it("subscribes to the epic's live updates and shows another user's new title at once, without reloading the epic", async () => {
    fakeSession('developer');
    // Another user renames the epic: the server's page JSON and realtime_changes both say so from then on.
    const server: { renamed?: EpicPageData } = {};
    const fake = fakeEpicApi({
      override: ({ path, method }) => {
        const { renamed } = server;
        if (!renamed) return undefined;
        if (path === '/groups/gitlab-org/-/epics/2.json' && method === 'GET') return { status: 200, data: renamed };
        if (path === '/groups/gitlab-org/-/epics/2/realtime_changes') {
          const { title, description_html, description, lock_version } = renamed;
          return { status: 200, data: { title, title_text: title, description: description_html, description_text: description ?? '', lock_version } };
        }
        return undefined;
      },
    });
    const epicReads = () => fake.requests.filter((r) => r.method === 'GET' && r.path === '/groups/gitlab-org/-/epics/2.json').length;
    const realtimeReads = () => fake.requests.filter((r) => r.path === '/groups/gitlab-org/-/epics/2/realtime_changes').length;
    const { unmount } = renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Epic discussions' });
    // The epic's own subscriptions (the tree, read with the page, subscribes to `epicTreeUpdated` beside them).
    const epicSubscriptions = () => liveGraphql.active().map((s) => s.operation).filter((operation) => operation !== 'epicTreeUpdated');
    await waitFor(() => expect(epicSubscriptions().sort()).toEqual([...EPIC_SUBSCRIPTION_FIELDS].sort()));
    for (const field of EPIC_SUBSCRIPTION_FIELDS) expect(liveGraphql.active(field)[0]?.variables).toEqual({ issuableId: 'gid://gitlab/Epic/12' });
    const shown = fakeEpic();
    server.renamed = { ...shown, title: 'Renamed elsewhere', title_html: 'Renamed elsewhere', lock_version: shown.lock_version + 1 };
    const reads = epicReads();
    const realtime = realtimeReads();
    act(() => liveGraphql.emit('issuableTitleUpdated', { issuableTitleUpdated: { id: 'gid://gitlab/Epic/12', title: 'Renamed elsewhere', titleHtml: 'Renamed elsewhere' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Renamed elsewhere' })).toBeInTheDocument();
    // realtime_changes brings what the event lacks (the lock_version); the epic is not read again.
    await waitFor(() => expect(realtimeReads()).toBe(realtime + 1));
    expect(epicReads()).toBe(reads);

    // The server's copy has the new description from then on too.
    server.renamed = { ...server.renamed, description: 'New plan', description_html: '<p>New plan</p>', lock_version: server.renamed.lock_version + 1 };
    act(() =>
      liveGraphql.emit('issuableDescriptionUpdated', { issuableDescriptionUpdated: { id: 'gid://gitlab/Epic/12', description: 'New plan', descriptionHtml: '<p>New plan</p>' } }),
    );
    expect(await screen.findByText('New plan')).toBeInTheDocument();
    expect(epicReads()).toBe(reads);
    unmount();
    expect(liveGraphql.active()).toEqual([]);
  });

  it('reloads the epic when another user changes its labels', async () => {
    fakeSession('developer');
    const fake = fakeEpicApi();
    const epicReads = () => fake.requests.filter((r) => r.method === 'GET' && r.path === '/groups/gitlab-org/-/epics/2.json').length;
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Epic discussions' });
    await waitFor(() => expect(liveGraphql.active('issuableLabelsUpdated')).toHaveLength(1));
    const sidebar = screen.getByRole('complementary', { name: 'Epic sidebar' });
    expect(within(sidebar).getByText('feature')).toBeInTheDocument();
    const reads = epicReads();
    fake.editElsewhere({ labels: [] });
    act(() => liveGraphql.emit('issuableLabelsUpdated', { issuableLabelsUpdated: { id: 'gid://gitlab/Epic/12' } }));
    await waitFor(() => expect(within(sidebar).queryByText('feature')).not.toBeInTheDocument());
    expect(epicReads()).toBe(reads + 1);
  });

  it('reads the epic JSON once for the page and its notes area (the kernel’s key of the issuable JSON)', async () => {
    fakeSession('developer');
    const fake = fakeEpicApi();
    // The notes area (mf-notes) asks for the epic's JSON as the page does.
    const notes = getQueryClient().fetchQuery(issuableJsonQuery<{ id: number }>('epic', 'gitlab-org', 2));
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Epic discussions' });
    expect((await notes).id).toBe(12);
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === '/groups/gitlab-org/-/epics/2.json')).toHaveLength(1);
  });

  it('reads the participants again after a comment on the epic (note-added on the bus)', async () => {
    fakeSession('developer');
    fakeEpicApi();
    renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Epic sidebar' });
    expect(await within(sidebar).findByText('2 Participants')).toBeInTheDocument();
    const participantReads = () => graphql.graphqlQuery.mock.calls.filter(([document]) => String(document).includes('epicDetails')).length;
    expect(participantReads()).toBe(1);
    act(() => {
      getEventBus().publish('note-added', { noteableType: 'Epic', noteableId: 12, noteId: 5, discussionId: 'a'.repeat(40) }, { source: 'mf_notes' });
    });
    await waitFor(() => expect(participantReads()).toBe(2));
    // A comment on another noteable reads nothing.
    act(() => {
      getEventBus().publish('note-added', { noteableType: 'Issue', noteableId: 12, noteId: 6, discussionId: 'b'.repeat(40) }, { source: 'mf_notes' });
    });
    expect(participantReads()).toBe(2);
  });

  it('says when the epic cannot be loaded', async () => {
    fakeSession('developer');
    fakeEpicApi({ override: ({ path }) => (path === '/groups/gitlab-org/-/epics/2.json' ? { status: 404, data: { message: '404 Epic Not Found' } } : undefined) });
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading the epic. Please try again.');
  });

  it('offers New epic to those who may create: title and confidentiality, then the new epic\'s page', async () => {
    fakeSession('developer');
    const posted: unknown[] = [];
    fakeEpicApi({
      override: ({ path, method, body }) => {
        if (path !== '/api/v4/groups/gitlab-org/epics' || method !== 'POST') return undefined;
        posted.push(body);
        return { status: 201, data: { id: 40, iid: 9, web_url: 'http://localhost:3000/groups/gitlab-org/-/epics/9' } };
      },
    });
    answerQueries(undefined, () => viewerState({ createEpic: true }));
    const pushState = vi.spyOn(window.history, 'pushState');
    renderApp();
    await screen.findByLabelText('Color: Green');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'New epic' }));
    const form = await screen.findByRole('form', { name: 'New epic' });
    const create = within(form).getByRole('button', { name: 'Create epic' });
    expect(create).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: '  Roadmap 2027  ' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(create);
    await waitFor(() => expect(pushState).toHaveBeenCalledWith(null, '', '/groups/gitlab-org/-/epics/9'));
    expect(posted).toEqual([{ title: 'Roadmap 2027', confidential: true }]);
  });

  it("says the server's message, or 'Error creating epic', when creation fails", async () => {
    fakeSession('developer');
    let reply: { status: number; data: unknown } = { status: 400, data: { message: { title: ["can't be blank"] } } };
    fakeEpicApi({ override: ({ path, method }) => (path === '/api/v4/groups/gitlab-org/epics' && method === 'POST' ? reply : undefined) });
    answerQueries(undefined, () => viewerState({ createEpic: true }));
    renderApp();
    await screen.findByLabelText('Color: Green');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'New epic' }));
    const form = await screen.findByRole('form', { name: 'New epic' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create epic' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("title can't be blank");
    reply = { status: 500, data: '' };
    fireEvent.click(within(form).getByRole('button', { name: 'Create epic' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Error creating epic'));
  });

  it('adds a to do and marks it done, moving the shell\'s counter (never below 0)', async () => {
    fakeSession('developer');
    fakeEpicApi();
    answerQueries(undefined, () => viewerState({ createEpic: false }));
    getQueryClient().setQueryData(['user-counts'], { todos: 0 });
    graphql.graphqlMutate.mockImplementation(async (document: string) =>
      document.includes('todoCreate') ? { todoCreate: { todo: { id: 'gid://gitlab/Todo/7' }, errors: [] } } : { todoMarkDone: { todo: { id: 'gid://gitlab/Todo/7', state: 'done' }, errors: [] } },
    );
    renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Epic sidebar' });
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Add a to do' }));
    expect(await within(sidebar).findByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('todoCreate'), { input: { targetId: 'gid://gitlab/Epic/12' } });
    expect(getQueryClient().getQueryData(['user-counts'])).toEqual({ todos: 1 });
    getQueryClient().setQueryData(['user-counts'], { todos: 0 });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Mark as done' }));
    expect(await within(sidebar).findByRole('button', { name: 'Add a to do' })).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('todoMarkDone'), { input: { id: 'gid://gitlab/Todo/7' } });
    expect(getQueryClient().getQueryData(['user-counts'])).toEqual({ todos: 0 });
  });

  it('shows no to-do toggle to a signed-out visitor', async () => {
    fakeSession(null);
    fakeEpicApi({ epic: fakeEpic({ current_user: { can_update: false, can_admin: false } }) });
    renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Epic sidebar' });
    expect(await within(sidebar).findByText('2 Participants')).toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'Add a to do' })).not.toBeInTheDocument();
    expect(graphql.graphqlQuery).not.toHaveBeenCalledWith(expect.stringContaining('epicViewerState'), expect.anything());
  });

  it('turns confidentiality on through updateEpic(confidential)', async () => {
    fakeSession('developer');
    const api = fakeEpicApi();
    graphql.graphqlMutate.mockImplementation(async () => {
      api.editElsewhere({ confidential: true });
      return { updateEpic: { epic: { id: 'gid://gitlab/Epic/12', confidential: true }, errors: [] } };
    });
    renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Epic sidebar' });
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Turn on' }));
    expect(await within(sidebar).findByText('This epic is confidential')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('updateEpic'), { input: { groupPath: 'gitlab-org', iid: '2', confidential: true } });
  });

  it("edits the epic's labels from its group's (and ancestors') labels, and creates a group label from the dropdown", async () => {
    fakeSession('developer');
    const groupLabels = [
      { id: 1, name: 'bug', color: '#dc143c', text_color: '#FFFFFF', description: 'Something is broken', description_html: '', subscribed: false },
      { id: 3, name: 'feature', color: '#1068bf', text_color: '#FFFFFF', description: null, description_html: '', subscribed: false },
    ];
    const api = fakeEpicApi({
      override: ({ path, method, body, params }) => {
        if (path === '/api/v4/groups/gitlab-org/labels' && method === 'GET') return { status: 200, data: params.include_ancestor_groups ? groupLabels : [] };
        if (path === '/api/v4/groups/gitlab-org/labels' && method === 'POST') {
          const { name, color } = body as { name: string; color: string };
          const created = { id: 9, name, color, text_color: '#FFFFFF', description: null, description_html: '', subscribed: false };
          groupLabels.push(created);
          return { status: 201, data: created };
        }
        if (path === '/groups/gitlab-org/-/epics/2.json' && method === 'PUT' && (body as { epic: { label_ids?: number[] } }).epic.label_ids) {
          const ids = (body as { epic: { label_ids: number[] } }).epic.label_ids;
          api.editElsewhere({ labels: groupLabels.filter((label) => ids.includes(label.id)).map((label) => ({ id: label.id, title: label.name, color: label.color, text_color: label.text_color })) });
          return { status: 200, data: api.epic };
        }
        return undefined;
      },
    });
    renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Epic sidebar' });
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Edit labels' }));
    // The epic's own label is ticked; an epic's dropdown creates group labels (GitLab's wording for a group).
    expect(await within(sidebar).findByRole('checkbox', { name: 'feature' })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'bug' })).not.toBeChecked();
    expect(within(sidebar).queryByRole('button', { name: 'Create project label' })).not.toBeInTheDocument();
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'bug' }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Create group label' }));
    fireEvent.change(within(sidebar).getByRole('textbox', { name: 'Label name' }), { target: { value: 'roadmap' } });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Create' }));
    // The new label is ticked in the list, then applied with the others.
    expect(await within(sidebar).findByRole('checkbox', { name: 'roadmap' })).toBeChecked();
    expect(api.requests).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/v4/groups/gitlab-org/labels', body: expect.objectContaining({ name: 'roadmap' }) }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Apply' }));
    const labels = await within(sidebar).findByRole('list', { name: 'Labels' });
    await waitFor(() => expect(within(labels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bug', 'feature', 'roadmap']));
    expect(api.requests).toContainEqual({ method: 'PUT', path: '/groups/gitlab-org/-/epics/2.json', body: { epic: { label_ids: [1, 3, 9] } } });
  });

  it('starts with the sidebar collapsed below 992 px', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(900);
    fakeSession('developer');
    fakeEpicApi();
    renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Epic sidebar' });
    expect(within(sidebar).getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(within(sidebar).queryByText('2 Participants')).not.toBeInTheDocument();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(await screen.findByText('2 Participants')).toBeInTheDocument();
  });
});

describe('EpicApp and the first-content signal', () => {
  it('holds it until the header and the tree\'s first rows are on screen; the secondary reads and subscriptions wait for it', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    resetFirstContent();
    fakeSession('developer');
    fakeEpicApi();
    let answerTree = () => {};
    const treeAnswered = new Promise<void>((resolve) => (answerTree = resolve));
    const asked: string[] = [];
    graphql.graphqlQuery.mockImplementation(async (document: string) => {
      const name = /query (\w+)/.exec(document)?.[1] ?? '';
      asked.push(name);
      if (name === 'epicChildItems') {
        await treeAnswered;
        return treeAnswer('gid://gitlab/Epic/12', [], [issueNode(7, 'First child issue', 10)]);
      }
      if (name === 'epicViewerState') return viewerState({ createEpic: false });
      if (name === 'issuableColor') return { group: { epic: { id: 'gid://gitlab/Epic/12', color: '#217645', textColor: '#FFFFFF' } } };
      return PARTICIPANTS;
    });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Epic discussions' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The header is on screen, the tree's first rows are not: the signal is held and nothing secondary started.
    expect(isFirstContentShown()).toBe(false);
    expect(asked).toContain('epicChildItems');
    expect(asked).not.toContain('epicViewerState');
    expect(asked).not.toContain('epicAncestors');
    expect(asked).not.toContain('epicDetails');
    // The sidebar's colour and dates wait too (their reads would load Apollo's code before the rows).
    expect(asked).not.toContain('issuableColor');
    expect(asked).not.toContain('epicDates');
    expect(liveGraphql.active()).toEqual([]);

    answerTree();
    expect(await screen.findByText('First child issue')).toBeInTheDocument();
    await waitFor(() => expect(isFirstContentShown()).toBe(true));
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['epicViewerState', 'epicAncestors', 'epicDetails', 'issuableColor', 'epicDates'])));
    await waitFor(() => expect(liveGraphql.active().map((s) => s.operation)).toEqual(expect.arrayContaining([...EPIC_SUBSCRIPTION_FIELDS, 'epicTreeUpdated'])));
  });

  it("reads the tree's first rows without waiting for the epic JSON: header and rows then show together", async () => {
    resetFirstContent();
    fakeSession('developer');
    let answerEpic = () => {};
    const epicAnswered = new Promise<void>((resolve) => (answerEpic = resolve));
    // The epic JSON answers only once released (after the tree's read has been asked).
    const shownEpic = fakeEpic();
    const fake = fakeEpicApi({
      override: ({ path, method }) =>
        path === '/groups/gitlab-org/-/epics/2.json' && method === 'GET' ? epicAnswered.then(() => ({ status: 200, data: shownEpic })) : undefined,
    });
    const asked: string[] = [];
    graphql.graphqlQuery.mockImplementation(async (document: string) => {
      const name = /query (\w+)/.exec(document)?.[1] ?? '';
      asked.push(name);
      if (name === 'epicChildItems') return treeAnswer('gid://gitlab/Epic/12', [], [issueNode(7, 'First child issue', 10)]);
      if (name === 'epicViewerState') return viewerState({ createEpic: false });
      if (name === 'issuableColor') return { group: { epic: { id: 'gid://gitlab/Epic/12', color: '#217645', textColor: '#FFFFFF' } } };
      return PARTICIPANTS;
    });
    renderApp();
    await waitFor(() => expect(asked).toContain('epicChildItems'));
    expect(fake.requests.filter((r) => r.path === '/groups/gitlab-org/-/epics/2.json')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('First child issue')).toBeNull();

    answerEpic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Epic discussions' })).toBeInTheDocument();
    // In the same commit as the header: the tree's answer was in before it.
    expect(screen.getByText('First child issue')).toBeInTheDocument();
    expect(asked.filter((name) => name === 'epicChildItems')).toHaveLength(1);
  });
});
