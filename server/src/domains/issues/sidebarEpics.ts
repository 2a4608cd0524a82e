import { and, asc, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { connection, connectionPage, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { canReadEpic } from '../epics/rules.ts';
import { epicLabels, epics } from '../epics/tables.ts';
import { labels } from '../labels/tables.ts';
import { users } from '../users/tables.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';
import { escapeLike } from '../../lib/sqlLike.ts';

/**
 * GitLab 16.2's `Group.epics` (a subset of its arguments): what the issue sidebar's parent-epic picker
 * lists. Each epic is checked with the epic read rule of its own group.
 */
export const groupEpicsTypeDefs = /* GraphQL */ `
  type EpicEdge {
    cursor: String!
    node: Epic
  }

  type EpicConnection {
    count: Int!
    edges: [EpicEdge]
    nodes: [Epic]
    pageInfo: PageInfo!
  }

  extend type Group {
    epics(
      after: String
      before: String
      first: Int
      last: Int
      iid: ID
      iidStartsWith: String
      includeAncestorGroups: Boolean = false
      includeDescendantGroups: Boolean = true
      search: String
      state: EpicState
      authorUsername: String
      confidential: Boolean
      labelName: [String!]
      sort: EpicSort
    ): EpicConnection
  }
`;

interface GroupEpicsArgs extends ConnectionArgs {
  iid?: string | null;
  iidStartsWith?: string | null;
  includeAncestorGroups?: boolean | null;
  includeDescendantGroups?: boolean | null;
  search?: string | null;
  state?: 'all' | 'opened' | 'closed' | null;
  authorUsername?: string | null;
  confidential?: boolean | null;
  labelName?: string[] | null;
  sort?: string | null;
}

/** EpicSort → ORDER BY (dates: the fixed ones when fixed, as stored; unset last). */
function epicOrder(sort: string | null | undefined): SQL[] {
  const start = sql`(case when ${epics.startDateIsFixed} then ${epics.startDateFixed} end)`;
  const due = sql`(case when ${epics.dueDateIsFixed} then ${epics.dueDateFixed} end)`;
  switch (sort) {
    case 'CREATED_AT_ASC':
      return [asc(epics.createdAt), asc(epics.id)];
    case 'UPDATED_AT_ASC':
      return [asc(epics.updatedAt), asc(epics.id)];
    case 'UPDATED_AT_DESC':
      return [desc(epics.updatedAt), desc(epics.id)];
    case 'TITLE_ASC':
      return [asc(epics.title), asc(epics.id)];
    case 'TITLE_DESC':
      return [desc(epics.title), desc(epics.id)];
    case 'START_DATE_ASC':
      return [sql`${start} asc nulls last`, asc(epics.id)];
    case 'START_DATE_DESC':
      return [sql`${start} desc nulls last`, desc(epics.id)];
    case 'END_DATE_ASC':
      return [sql`${due} asc nulls last`, asc(epics.id)];
    case 'END_DATE_DESC':
      return [sql`${due} desc nulls last`, desc(epics.id)];
    default:
      return [desc(epics.createdAt), desc(epics.id)];
  }
}


/** The group, its ancestors and/or descendants as the arguments ask (GitLab's EpicsFinder). */
async function scopeGroups(context: GraphQLContext, group: GroupRow, args: GroupEpicsArgs): Promise<GroupRow[]> {
  const ids = new Set(args.includeAncestorGroups ? await groupAndAncestorIds(context.db, group) : [group.id]);
  const conditions: SQL[] = [inArray(groups.id, [...ids])];
  if (args.includeDescendantGroups !== false) conditions.push(like(groups.fullPath, `${escapeLike(group.fullPath)}/%`));
  return context.db
    .select()
    .from(groups)
    .where(or(...conditions));
}

async function groupEpics(context: GraphQLContext, group: GroupRow, args: GroupEpicsArgs) {
  const owners = await scopeGroups(context, group, args);
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const conditions: (SQL | undefined)[] = [inArray(epics.groupId, owners.map((owner) => owner.id))];
  if (args.state === 'opened' || args.state === 'closed') conditions.push(eq(epics.state, args.state));
  if (args.iid) conditions.push(eq(epics.iid, /^\d{1,9}$/.test(args.iid) ? Number(args.iid) : 0));
  if (args.iidStartsWith) conditions.push(/^\d{1,9}$/.test(args.iidStartsWith) ? like(sql`cast(${epics.iid} as text)`, `${args.iidStartsWith}%`) : eq(epics.id, 0));
  if (args.search?.trim()) {
    const term = `%${escapeLike(args.search.trim())}%`;
    conditions.push(or(ilike(epics.title, term), ilike(epics.description, term)));
  }
  if (typeof args.confidential === 'boolean') conditions.push(eq(epics.confidential, args.confidential));
  if (args.authorUsername) conditions.push(sql`${epics.authorId} = (select ${users.id} from ${users} where lower(${users.username}) = lower(${args.authorUsername}))`);
  for (const name of args.labelName ?? []) {
    conditions.push(sql`exists (select 1 from ${epicLabels} join ${labels} on ${labels.id} = ${epicLabels.labelId} where ${epicLabels.epicId} = ${epics.id} and lower(${labels.title}) = lower(${name}))`);
  }
  const rows = await context.db
    .select()
    .from(epics)
    .where(and(...conditions))
    .orderBy(...epicOrder(args.sort));
  const access = new Map<number, number>();
  for (const owner of owners) access.set(owner.id, await context.viewer.groupAccess(owner));
  const readable = rows.flatMap((epic) => {
    const owner = byId.get(epic.groupId);
    return owner && canReadEpic(context.viewer.facts, owner, access.get(owner.id) ?? 0, epic) ? [{ epic, group: owner }] : [];
  });
  const { offset, limit } = connectionPage(args);
  return connection(readable.slice(offset, offset + limit), offset, readable.length);
}

export const groupEpicsResolvers = {
  Group: {
    epics: (group: GroupRow, args: GroupEpicsArgs, context: GraphQLContext) => groupEpics(context, group, args),
  },
};
