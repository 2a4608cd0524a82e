import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { monthsOf, roadmapRange, type RoadmapEpic } from '../api/getRoadmapEpics';
import { Roadmap } from './Roadmap';

const graphql = vi.hoisted(() => ({ graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: graphql.graphqlQuery }));

const epic = (iid: number, title: string, startDate: string | null, dueDate: string | null): RoadmapEpic => ({
  id: `gid://gitlab/Epic/${iid}`, iid: String(iid), title, state: 'opened', webPath: `/groups/gitlab-org/-/epics/${iid}`, reference: `gitlab-org&${iid}`, startDate, dueDate,
});

const page = (nodes: RoadmapEpic[], next: string | null) => ({ group: { epic: { children: { nodes, pageInfo: { hasNextPage: next !== null, endCursor: next } } } } });

function renderRoadmap() {
  return render(
    <ThemeProvider>
      <Roadmap groupPath="gitlab-org" iid={6} />
    </ThemeProvider>,
  );
}

describe('Roadmap', () => {
  beforeEach(() => graphql.graphqlQuery.mockReset());

  it('spans whole months around the dated epics', () => {
    const range = roadmapRange([epic(1, 'a', '2026-11-15', '2027-01-03'), epic(2, 'b', null, null)]);
    expect(range).toEqual({ start: new Date('2026-11-01T00:00:00Z'), end: new Date('2027-02-01T00:00:00Z') });
    expect(monthsOf(range!).map((month) => month.toISOString().slice(0, 7))).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(roadmapRange([epic(2, 'b', null, null)])).toBeNull();
  });

  it('reads every page of child epics and draws the dated ones on the time line, earliest first', async () => {
    graphql.graphqlQuery
      .mockResolvedValueOnce(page([epic(3, 'Later', '2026-12-01', '2026-12-31'), epic(4, 'Undated', null, null)], 'C1'))
      .mockResolvedValueOnce(page([epic(5, 'Earlier', '2026-11-01', null)], null));
    renderRoadmap();
    const bars = await screen.findByRole('list', { name: 'Child epics on the roadmap' });
    expect(within(bars).getAllByRole('listitem').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Earlier: 2026-11-01 – No due date', 'Later: 2026-12-01 – 2026-12-31']);
    expect(within(bars).getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics/3');
    expect(screen.getByRole('region', { name: 'Roadmap' })).toHaveTextContent('Nov 2026Dec 2026');
    expect(graphql.graphqlQuery).toHaveBeenLastCalledWith(expect.stringContaining('query epicRoadmap'), { fullPath: 'gitlab-org', iid: '6', after: 'C1' });
  });

  it('says so without dated child epics, and shows the spec\'s text when they cannot be read', async () => {
    graphql.graphqlQuery.mockResolvedValueOnce(page([epic(4, 'Undated', null, null)], null));
    const { unmount } = renderRoadmap();
    expect(await screen.findByText('To view the roadmap, add a start or due date to one of the child epics.')).toBeInTheDocument();
    unmount();
    graphql.graphqlQuery.mockRejectedValueOnce(new Error('boom'));
    renderRoadmap();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Roadmap');
  });
});
