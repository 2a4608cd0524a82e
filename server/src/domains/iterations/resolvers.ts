import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { connection, connectionPage, gid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { readableGroupOrNull } from '../groups/resolvers.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { IssueRow } from '../issues/tables.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';
import { iterationsByIds } from '../milestones/queries.ts';
import { iterationState } from '../milestones/rules.ts';
import { iterations, type IterationRow } from '../milestones/tables.ts';
import { escapeLike } from '../../lib/sqlLike.ts';

/**
 * Group iterations over GraphQL (GitLab 16.2's `Iteration`, `Group.iterations`, `Issue.iteration`):
 * what the issue sidebar's iteration widget reads and lists. Iterations here have no cadence, so
 * `iterationCadence` is not served.
 */
export const iterationTypeDefs = /* GraphQL */ `
  enum IterationState {
    upcoming
    current
    opened
    closed
    all
  }

  enum IterationSort {
    CADENCE_AND_DUE_DATE_ASC
    CADENCE_AND_DUE_DATE_DESC
  }

  type Iteration {
    id: ID!
    iid: ID!
    sequence: Int!
    title: String
    description: String
    state: IterationState!
    startDate: Time
    dueDate: Time
    webPath: String!
    webUrl: String!
    createdAt: Time!
    updatedAt: Time!
  }

  type IterationEdge {
    cursor: String!
    node: Iteration
  }

  type IterationConnection {
    edges: [IterationEdge]
    nodes: [Iteration]
    pageInfo: PageInfo!
  }

  extend type Group {
    iterations(
      after: String
      before: String
      first: Int
      last: Int
      id: ID
      iid: ID
      includeAncestors: Boolean
      search: String
      sort: IterationSort
      state: IterationState
    ): IterationConnection
  }

  extend type Issue {
    iteration: Iteration
  }
`;

interface IterationParent {
  iteration: IterationRow;
  group: GroupRow;
}

interface IterationsArgs extends ConnectionArgs {
  id?: string | null;
  iid?: string | null;
  includeAncestors?: boolean | null;
  search?: string | null;
  sort?: 'CADENCE_AND_DUE_DATE_ASC' | 'CADENCE_AND_DUE_DATE_DESC' | null;
  state?: 'upcoming' | 'current' | 'opened' | 'closed' | 'all' | null;
}

const today = () => new Date().toISOString().slice(0, 10);
const dateTime = (date: string | null) => (date ? `${date}T00:00:00Z` : null);

function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** GitLab's state filter, from the dates (milestones/rules.ts `iterationState`): opened = upcoming or current. */
function stateCondition(state: IterationsArgs['state']): SQL | undefined {
  const day = today();
  switch (state) {
    case 'upcoming':
      return gte(iterations.startDate, shiftDay(day, 1));
    case 'current':
      return and(lte(iterations.startDate, day), gte(iterations.dueDate, day));
    case 'opened':
      return gte(iterations.dueDate, day);
    case 'closed':
      return lte(iterations.dueDate, shiftDay(day, -1));
    default:
      return undefined;
  }
}

/** The group's iterations (and its ancestors' unless `includeAncestors: false`), filtered and paged. */
async function groupIterations(context: GraphQLContext, group: GroupRow, args: IterationsArgs) {
  const groupIds = args.includeAncestors === false ? [group.id] : await groupAndAncestorIds(context.db, group);
  const conditions: (SQL | undefined)[] = [inArray(iterations.groupId, groupIds), stateCondition(args.state)];
  if (args.search?.trim()) conditions.push(ilike(iterations.title, `%${escapeLike(args.search.trim())}%`));
  if (args.id) conditions.push(eq(iterations.id, Number(/^gid:\/\/gitlab\/Iteration\/(\d{1,9})$/.exec(args.id)?.[1] ?? 0)));
  if (args.iid) conditions.push(eq(iterations.iid, /^\d{1,9}$/.test(args.iid) ? Number(args.iid) : 0));
  const order = args.sort === 'CADENCE_AND_DUE_DATE_DESC' ? [desc(iterations.dueDate), desc(iterations.id)] : [asc(iterations.dueDate), asc(iterations.id)];
  const rows = await context.db
    .select()
    .from(iterations)
    .where(and(...conditions))
    .orderBy(...order);
  const { offset, limit } = connectionPage(args);
  const owners = new Map<number, GroupRow>([[group.id, group]]);
  for (const id of new Set(rows.map((row) => row.groupId))) {
    if (owners.has(id)) continue;
    const owner = await context.loaders.group(id);
    if (owner) owners.set(id, owner);
  }
  const nodes = rows.slice(offset, offset + limit).flatMap((iteration) => {
    const owner = owners.get(iteration.groupId);
    return owner ? [{ iteration, group: owner }] : [];
  });
  return connection(nodes, offset, rows.length);
}

const webPath = ({ iteration, group }: IterationParent) => `/groups/${group.fullPath}/-/iterations/${iteration.id}`;

export const iterationResolvers = {
  Group: {
    iterations: (group: GroupRow, args: IterationsArgs, context: GraphQLContext) => groupIterations(context, group, args),
  },
  Issue: {
    /** The issue's iteration when the viewer may read its group (the issue itself is readable here). */
    iteration: async ({ issue }: { issue: IssueRow }, _: unknown, context: GraphQLContext): Promise<IterationParent | null> => {
      if (issue.iterationId === null) return null;
      const iteration = (await iterationsByIds(context.db, [issue.iterationId])).get(issue.iterationId);
      if (!iteration) return null;
      const group = await readableGroupOrNull(context, await context.loaders.group(iteration.groupId));
      return group ? { iteration, group } : null;
    },
  },
  Iteration: {
    id: ({ iteration }: IterationParent) => gid('Iteration', iteration.id),
    iid: ({ iteration }: IterationParent) => String(iteration.iid),
    sequence: ({ iteration }: IterationParent) => iteration.iid,
    title: ({ iteration }: IterationParent) => iteration.title,
    description: () => null,
    state: ({ iteration }: IterationParent) => iterationState(iteration),
    startDate: ({ iteration }: IterationParent) => dateTime(iteration.startDate),
    dueDate: ({ iteration }: IterationParent) => dateTime(iteration.dueDate),
    webPath,
    webUrl: (parent: IterationParent, _: unknown, context: GraphQLContext) => `${context.config.externalUrl}${webPath(parent)}`,
    createdAt: ({ iteration }: IterationParent) => iteration.createdAt.toISOString(),
    updatedAt: ({ iteration }: IterationParent) => iteration.updatedAt.toISOString(),
  },
};
