import { graphqlQuery } from 'shared-kernel/api';

const ROADMAP_EPICS = /* GraphQL */ `
  query epicRoadmap($fullPath: ID!, $iid: ID, $after: String) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        children(first: 100, after: $after) {
          nodes {
            id
            iid
            title
            state
            webPath
            reference(full: true)
            startDate
            dueDate
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

/** A child epic on the roadmap. */
export interface RoadmapEpic {
  id: string;
  iid: string;
  title: string;
  state: 'opened' | 'closed';
  webPath: string;
  reference: string;
  startDate: string | null;
  dueDate: string | null;
}

interface Answer {
  group: { epic: { children: { nodes: (RoadmapEpic | null)[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null } | null } | null;
}

/** The roadmap reads at most this many pages of 100 child epics. */
const MAX_PAGES = 10;

/** Every child epic of `fullPath&iid` (up to 1,000) with its start and due dates (fixed or inherited). */
export async function getRoadmapEpics({ fullPath, iid }: { fullPath: string; iid: number }): Promise<RoadmapEpic[]> {
  const found: RoadmapEpic[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data: Answer = await graphqlQuery<Answer>(ROADMAP_EPICS, { fullPath, iid: String(iid), after });
    const children = data.group?.epic?.children;
    if (!children) throw new Error('epic not found');
    for (const node of children.nodes) if (node) found.push(node);
    if (!children.pageInfo.hasNextPage) break;
    after = children.pageInfo.endCursor;
  }
  return found;
}

/** The first and last day the roadmap shows: whole months around every dated epic; null without one. */
export function roadmapRange(epics: readonly RoadmapEpic[]): { start: Date; end: Date } | null {
  const days = epics.flatMap((epic) => [epic.startDate, epic.dueDate]).filter((day): day is string => Boolean(day)).map((day) => Date.parse(day.slice(0, 10)));
  if (days.length === 0) return null;
  const first = new Date(Math.min(...days));
  const last = new Date(Math.max(...days));
  return { start: new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)), end: new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1)) };
}

/** The months between `start` and `end` (exclusive), for the time line's header. */
export function monthsOf(range: { start: Date; end: Date }): Date[] {
  const months: Date[] = [];
  for (let month = new Date(range.start); month < range.end; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) months.push(month);
  return months;
}
