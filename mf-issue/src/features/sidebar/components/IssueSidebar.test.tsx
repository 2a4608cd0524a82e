import { fakeRestApi } from 'shared-kernel/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { getEventBus, resetEventBus, type AnyEventEnvelope } from 'shared-kernel/event-bus';
import { IssuableContext } from 'issuable-ui/react';
import { issueTestContext } from '../../../test/issueContext';
import type { IssuePageData } from '../../../lib/types';
import { fakeIssue } from '../../../test/fakeIssue';
import { EPIC_NO_PERMISSION } from '../texts';
import { IssueSidebar } from './IssueSidebar';

function renderSidebar(issue: IssuePageData, participants: unknown[] = []) {
  fakeRestApi(({ path }) => (path.endsWith('/participants') ? { status: 200, data: participants } : { status: 404, data: {} }));
  const context = issueTestContext({
    issue,
    currentUser: null,
    source: 'mf_issue',
    setIssue: vi.fn(),
    refetch: vi.fn(async () => issue),
    notify: vi.fn(),
    navigate: vi.fn(),
  });
  return render(
    <ThemeProvider>
      <IssuableContext.Provider value={context}>
        <IssueSidebar />
      </IssuableContext.Provider>
    </ThemeProvider>,
  );
}

const user = (n: number) => ({ id: n, username: `user${n}`, name: `User ${n}`, avatar_url: null, web_url: `/user${n}` });

beforeEach(() => resetEventBus());

describe('IssueSidebar', () => {
  it('shows three assignee slots, the last a +N counter', () => {
    renderSidebar(fakeIssue({ assignees: [1, 2, 3, 4, 5].map(user) }));
    const list = screen.getByRole('list', { name: 'Assignees' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByText('+3')).toBeInTheDocument();
  });

  it('shows 99+ above 99 hidden assignees', () => {
    renderSidebar(fakeIssue({ assignees: Array.from({ length: 150 }, (_, i) => user(i + 1)) }));
    expect(within(screen.getByRole('list', { name: 'Assignees' })).getByText('99+')).toBeInTheDocument();
  });

  it('shows 8 participants and then "+ N more"', async () => {
    renderSidebar(fakeIssue(), Array.from({ length: 11 }, (_, i) => user(i + 1)));
    expect(await screen.findByRole('heading', { name: '11 Participants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ 3 more' })).toBeInTheDocument();
  });

  it('says when the parent epic cannot be viewed, and links it otherwise', () => {
    const { unmount } = renderSidebar(fakeIssue({ epic: { id: 1, iid: 2, title: 'Secret', web_url: null, can_read: false } }));
    expect(screen.getByText(EPIC_NO_PERMISSION)).toBeInTheDocument();
    unmount();
    const hidden = renderSidebar(fakeIssue({ epic: null, has_epic: true }));
    expect(screen.getByText(EPIC_NO_PERMISSION)).toBeInTheDocument();
    hidden.unmount();
    renderSidebar(fakeIssue({ epic: { id: 1, iid: 2, title: 'Roadmap', web_url: '/groups/g/-/epics/2' } }));
    expect(screen.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/groups/g/-/epics/2');
  });

  it('shows the milestone with its state in the tooltip text', () => {
    renderSidebar(fakeIssue({ milestone: { id: 1, title: 'v1.0', start_date: '2000-01-01', due_date: '2000-02-01', web_url: '/m/1' } }));
    expect(screen.getByRole('link', { name: 'v1.0 · Past due' })).toBeInTheDocument();
  });

  it('shows weight, health status and due date', () => {
    renderSidebar(fakeIssue({ weight: 3, health_status: 'at_risk', due_date: '2026-12-24' }));
    expect(within(screen.getByRole('region', { name: 'Weight' })).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('At risk')).toBeInTheDocument();
    expect(screen.getByText('Dec 24, 2026')).toBeInTheDocument();
  });

  it('collapses and expands, publishing sidebar-collapse', () => {
    const events: AnyEventEnvelope[] = [];
    getEventBus().events$().subscribe((event) => events.push(event));
    renderSidebar(fakeIssue());
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(events.filter((event) => event.type === 'sidebar-collapse').map((event) => event.payload)).toEqual([
      { collapsed: false, sidebar: 'right' },
      { collapsed: true, sidebar: 'right' },
    ]);
  });

  it('reloads the participants when a note is added to this issue', async () => {
    renderSidebar(fakeIssue(), [user(1)]);
    expect(await screen.findByRole('heading', { name: '1 Participant' })).toBeInTheDocument();
    fakeRestApi(({ path }) => (path.endsWith('/participants') ? { status: 200, data: [user(1), user(2)] } : { status: 404, data: {} }));
    act(() => {
      getEventBus().publish('note-added', { noteableType: 'Issue', noteableId: 7, noteId: 1, discussionId: 'abc' }, { source: 'mf_notes' });
    });
    expect(await screen.findByRole('heading', { name: '2 Participants' })).toBeInTheDocument();
  });

  it('starts collapsed below 992 px', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(900);
    renderSidebar(fakeIssue());
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});
