import { type FakeReply, type FakeRequest, fakeRestApi } from 'shared-kernel/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { getEventBus, resetEventBus } from 'shared-kernel/event-bus';
import { resetShortcutRegistry } from 'shared-kernel/shortcuts';
import type * as ApiModule from 'shared-kernel/api';
import { IssuableContext } from 'issuable-ui/react';
import { issueTestContext } from '../../../test/issueContext';
import type { IssuePageData } from '../../../lib/types';
import { fakeIssue } from '../../../test/fakeIssue';
import { ASSIGNEES_UPDATE_ERROR } from '../texts';
import { IssueSidebar } from './IssueSidebar';

const graphql = vi.hoisted(() => ({ graphqlMutate: vi.fn(), graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlMutate: graphql.graphqlMutate, graphqlQuery: graphql.graphqlQuery }));

const user = (n: number) => ({ id: n, username: `user${n}`, name: `User ${n}`, avatar_url: null, web_url: `/user${n}` });
const members = [
  { type: 'User', username: 'developer', name: 'Dana Developer', avatar_url: null },
  { type: 'User', username: 'reporter', name: 'Rita Reporter', avatar_url: null },
  { type: 'Group', username: 'gitlab-org', name: 'GitLab.org', avatar_url: null },
];
const milestones = [{ id: 11, iid: 1, title: '16.2', due_date: '2026-12-01' }];

function renderSidebar(issue: IssuePageData, api: (request: FakeRequest) => FakeReply = () => ({ status: 404 })) {
  const rest = fakeRestApi((request) => {
    if (request.path.endsWith('/autocomplete_sources/members')) return { status: 200, data: members };
    if (request.path.endsWith('/autocomplete_sources/milestones')) return { status: 200, data: milestones };
    return api(request);
  });
  const notify = vi.fn();
  const refetch = vi.fn(async () => issue);
  const context = issueTestContext({
    issue,
    currentUser: { id: 5, username: 'reporter', name: 'Rita Reporter', avatar_url: null, web_url: '/reporter', is_admin: false, state: 'active' },
    source: 'mf_issue',
    setIssue: vi.fn(),
    refetch,
    notify,
    navigate: vi.fn(),
  });
  render(
    <ThemeProvider>
      <IssuableContext.Provider value={context}>
        <IssueSidebar />
      </IssuableContext.Provider>
    </ThemeProvider>,
  );
  return { notify, refetch, rest };
}

const REPORTER = { can_set_issue_metadata: true, can_admin_issue: true };
const ok = (field: string) => ({ [field]: { issue: { id: 'gid://gitlab/Issue/7' }, errors: [] } });

beforeEach(() => {
  resetEventBus();
  resetShortcutRegistry();
  graphql.graphqlMutate.mockReset();
});

describe('assignees', () => {
  it('"assign yourself" assigns the viewer (issueSetAssignees, REPLACE)', async () => {
    graphql.graphqlMutate.mockResolvedValue(ok('issueSetAssignees'));
    const { refetch } = renderSidebar(fakeIssue({ assignees: [], participants: [], current_user: REPORTER }));
    fireEvent.click(screen.getByRole('button', { name: 'assign yourself' }));
    await waitFor(() => expect(refetch).toHaveBeenCalled());
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('issueSetAssignees('), {
      input: { projectPath: 'gitlab-org/gitlab', iid: '1', assigneeUsernames: ['reporter'], operationMode: 'REPLACE' },
    });
  });

  it('`a` opens the picker of members (users only, read once through the page cache); closing it saves the choice, unchanged saves nothing', async () => {
    graphql.graphqlMutate.mockResolvedValue(ok('issueSetAssignees'));
    const { rest } = renderSidebar(fakeIssue({ assignees: [{ ...user(4), username: 'developer', name: 'Dana Developer' }], participants: [], current_user: REPORTER }));
    const memberReads = () => rest.urls.filter((url) => url.includes('/autocomplete_sources/members')).length;
    expect(memberReads()).toBe(0);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(await screen.findByRole('option', { name: /Rita Reporter/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /GitLab.org/ })).not.toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('option', { name: /Rita Reporter/ })).not.toBeInTheDocument());
    expect(graphql.graphqlMutate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Edit assignees' }));
    fireEvent.click(await screen.findByRole('option', { name: /Rita Reporter/ }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.any(String), {
        input: { projectPath: 'gitlab-org/gitlab', iid: '1', assigneeUsernames: ['developer', 'reporter'], operationMode: 'REPLACE' },
      }),
    );
    // Opened twice, read once.
    expect(memberReads()).toBe(1);
  });

  it('says when the change fails', async () => {
    graphql.graphqlMutate.mockResolvedValue({ issueSetAssignees: { issue: null, errors: ['nope'] } });
    const { notify } = renderSidebar(fakeIssue({ assignees: [], participants: [], current_user: REPORTER }));
    fireEvent.click(screen.getByRole('button', { name: 'assign yourself' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: ASSIGNEES_UPDATE_ERROR }));
  });
});

describe('milestone', () => {
  it('`m` opens the milestone picker and sets the milestone by global id', async () => {
    graphql.graphqlMutate.mockResolvedValue(ok('updateIssue'));
    renderSidebar(fakeIssue({ milestone: null, participants: [], current_user: REPORTER }));
    fireEvent.keyDown(document.body, { key: 'm' });
    fireEvent.click(await screen.findByRole('option', { name: /16\.2/ }));
    await waitFor(() =>
      expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('updateIssue('), { input: { projectPath: 'gitlab-org/gitlab', iid: '1', milestoneId: 'gid://gitlab/Milestone/11' } }),
    );
  });
});

describe('participants', () => {
  it("shows the page JSON's participants without a request, 8 and then \"+ N more\"", async () => {
    const { rest } = renderSidebar(fakeIssue({ participants: Array.from({ length: 10 }, (_, i) => user(i + 1)) }));
    expect(screen.getByRole('heading', { name: '10 Participants' })).toBeInTheDocument();
    const list = () => within(screen.getByRole('region', { name: 'Participants' })).getAllByRole('link');
    expect(list()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '+ 2 more' }));
    expect(list()).toHaveLength(10);
    expect(screen.getByRole('button', { name: '- show less' })).toBeInTheDocument();
    expect(rest.urls.filter((url) => url.includes('/participants'))).toEqual([]);
  });

  it('reloads every page of participants when a note is added to this issue, and only then', async () => {
    const pages: Record<string, FakeReply> = {
      '1': { status: 200, data: Array.from({ length: 100 }, (_, i) => user(i + 1)), headers: { 'x-next-page': '2' } },
      '2': { status: 200, data: [user(101)], headers: { 'x-next-page': '' } },
    };
    const { rest } = renderSidebar(fakeIssue({ participants: [user(1)] }), (request) =>
      request.path.endsWith('/participants') ? (pages[String(request.params.page)] ?? { status: 404 }) : { status: 404 },
    );
    expect(screen.getByRole('heading', { name: '1 Participant' })).toBeInTheDocument();
    act(() => {
      getEventBus().publish('note-added', { noteableType: 'Issue', noteableId: 99, noteId: 1, discussionId: 'x' }, { source: 'mf_notes' });
    });
    expect(rest.urls.filter((url) => url.includes('/participants'))).toEqual([]);
    act(() => {
      getEventBus().publish('note-added', { noteableType: 'Issue', noteableId: 7, noteId: 2, discussionId: 'y' }, { source: 'mf_notes' });
    });
    expect(await screen.findByRole('heading', { name: '101 Participants' })).toBeInTheDocument();
    expect(rest.adapter.mock.calls.map(([config]) => config.params)).toEqual(
      expect.arrayContaining([
        { per_page: 100, page: '1' },
        { per_page: 100, page: '2' },
      ]),
    );
  });
});
