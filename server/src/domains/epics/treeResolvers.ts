import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { batchLoad } from '../../graphql/batch.ts';
import { connection, connectionPage, gid, parseGid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { fullMessages, RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';
import { findGroup, subtreeGroupIds } from '../groups/queries.ts';
import { groups } from '../groups/tables.ts';
import { visibleProjectsCondition } from '../projects/queries.ts';
import { projects } from '../projects/tables.ts';
import type { GroupRow } from '../groups/tables.ts';
import { loadIssue } from '../issues/context.ts';
import { issues } from '../issues/tables.ts';
import { findOrCreateGroupLabels } from '../labels/service.ts';
import { epicWebPath } from './paths.ts';
import { evaluateEpicAbilities } from './rules.ts';
import { createEpic, loadEpicById, loadEpicIn, type EpicContext } from './service.ts';
import { epics, type EpicRow } from './tables.ts';
import {
  ancestorEpics,
  childEpicRows,
  epicDates,
  EpicReadFilter,
  epicRollup,
  epicsByIds,
  epicsWithChildEpics,
  epicsWithIssues,
  readableEpicIssuesCount,
  readableEpicIssuesPage,
  readableEpicIssuesWeight,
  TREE_MESSAGES,
  type EpicDates,
  type EpicIssueRow,
  type EpicRollup,
} from './tree.ts';
import { linkIssueToEpic, parentProblem, reorderInTree, setEpicParent, type TreeNodeRef } from './treeService.ts';
import { availableEpicLabels, labelsOfEpics } from './queries.ts';
import { users } from '../users/tables.ts';

/**
 * GitLab 16.2's epic tree over GraphQL: `Epic.children`, `issues` (EpicIssue), `ancestors`, `parent`,
 * the roll-ups (descendantCounts, descendantWeightSum, healthStatus: only what the reader may see), the
 * dates (fixed or inherited), and the mutations createEpic, epicAddIssue and epicTreeReorder.
 */
export const epicTreeTypeDefs = /* GraphQL */ `
  scalar EpicTreeSortingID

  enum MoveType {
    after
    before
  }

  enum EpicSort {
    CREATED_AT_ASC
    CREATED_AT_DESC
    END_DATE_ASC
    END_DATE_DESC
    START_DATE_ASC
    START_DATE_DESC
    TITLE_ASC
    TITLE_DESC
    UPDATED_AT_ASC
    UPDATED_AT_DESC
  }

  type EpicDescendantCount {
    closedEpics: Int
    closedIssues: Int
    openedEpics: Int
    openedIssues: Int
  }

  type EpicDescendantWeights {
    closedIssues: Int
    openedIssues: Int
  }

  type EpicHealthStatus {
    issuesAtRisk: Int
    issuesNeedingAttention: Int
    issuesOnTrack: Int
  }

  type EpicIssue implements CurrentUserTodos & Todoable {
    assignees(after: String, before: String, first: Int, last: Int): UserCoreConnection
    author: UserCore!
    blocked: Boolean!
    blockedByCount: Int
    blockingCount: Int!
    closedAt: Time
    confidential: Boolean!
    createdAt: Time!
    currentUserTodos(after: String, before: String, first: Int, last: Int, state: TodoStateEnum): TodoConnection!
    description: String
    discussionLocked: Boolean!
    downvotes: Int!
    dueDate: Time
    epic: Epic
    epicIssueId: ID!
    hasEpic: Boolean!
    healthStatus: HealthStatus
    humanTimeEstimate: String
    humanTotalTimeSpent: String
    id: ID
    iid: ID!
    iteration: Iteration
    labels(after: String, before: String, first: Int, last: Int): LabelConnection
    milestone: Milestone
    participants(after: String, before: String, first: Int, last: Int): UserCoreConnection
    projectId: Int!
    reference(full: Boolean = false): String!
    relationPath: String
    relativePosition: Int
    state: IssueState!
    subscribed: Boolean!
    timeEstimate: Int!
    title: String!
    totalTimeSpent: Int!
    type: IssueType
    updatedAt: Time!
    upvotes: Int!
    userNotesCount: Int!
    webPath: String!
    webUrl: String!
    weight: Int
  }

  type EpicIssueEdge {
    cursor: String!
    node: EpicIssue
  }

  type EpicIssueConnection {
    count: Int!
    edges: [EpicIssueEdge]
    nodes: [EpicIssue]
    pageInfo: PageInfo!
    weight: Int!
  }

  extend type Epic {
    ancestors(after: String, authorUsername: String, before: String, confidential: Boolean, first: Int, labelName: [String!], last: Int, search: String, sort: EpicSort, state: EpicState): EpicConnection
    children(after: String, authorUsername: String, before: String, confidential: Boolean, first: Int, labelName: [String!], last: Int, search: String, sort: EpicSort, state: EpicState): EpicConnection
    issues(after: String, before: String, first: Int, last: Int): EpicIssueConnection
    descendantCounts: EpicDescendantCount
    descendantWeightSum: EpicDescendantWeights
    healthStatus: EpicHealthStatus
    hasChildren: Boolean!
    hasIssues: Boolean!
    hasParent: Boolean!
    parent: Epic
    relationPath: String
    relativePosition: Int
    startDate: Time
    startDateFixed: Time
    startDateFromInheritedSource: Time
    startDateFromMilestones: Time
    startDateIsFixed: Boolean
    dueDate: Time
    dueDateFixed: Time
    dueDateFromInheritedSource: Time
    dueDateFromMilestones: Time
    dueDateIsFixed: Boolean
    defaultProjectForIssueCreation: Project
  }

  input CreateEpicInput {
    addLabelIds: [ID!]
    addLabels: [String!]
    clientMutationId: String
    color: Color
    confidential: Boolean
    description: String
    dueDateFixed: String
    dueDateIsFixed: Boolean
    groupPath: ID!
    removeLabelIds: [ID!]
    startDateFixed: String
    startDateIsFixed: Boolean
    title: String
  }

  type CreateEpicPayload {
    clientMutationId: String
    epic: Epic
    errors: [String!]!
  }

  input EpicAddIssueInput {
    clientMutationId: String
    groupPath: ID!
    iid: ID!
    issueIid: String!
    projectPath: ID!
  }

  type EpicAddIssuePayload {
    clientMutationId: String
    epic: Epic
    epicIssue: EpicIssue
    errors: [String!]!
  }

  input EpicTreeNodeFieldsInputType {
    adjacentReferenceId: EpicTreeSortingID
    id: EpicTreeSortingID!
    newParentId: EpicID
    relativePosition: MoveType
  }

  input EpicTreeReorderInput {
    baseEpicId: EpicID!
    clientMutationId: String
    moved: EpicTreeNodeFieldsInputType!
  }

  type EpicTreeReorderPayload {
    clientMutationId: String
    errors: [String!]!
  }

  extend type Mutation {
    createEpic(input: CreateEpicInput!): CreateEpicPayload
    epicAddIssue(input: EpicAddIssueInput!): EpicAddIssuePayload
    epicTreeReorder(input: EpicTreeReorderInput!): EpicTreeReorderPayload
  }
`;

interface EpicParent {
  epic: EpicRow;
  group: GroupRow;
}

/** An EpicIssue node: the issue's parent shape plus the epic it hangs under. */
export interface EpicIssueParent extends EpicIssueRow {
  parentEpic: EpicParent;
}

interface TreeListArgs extends ConnectionArgs {
  authorUsername?: string | null;
  confidential?: boolean | null;
  labelName?: string[] | null;
  search?: string | null;
  sort?: string | null;
  state?: 'all' | 'opened' | 'closed' | null;
}

/** Per operation: one read filter (group access memoised), one roll-up and date computation per epic. */
interface TreeCache {
  reader: EpicReadFilter;
  rollups: Map<number, Promise<EpicRollup>>;
  dates: Map<number, Promise<EpicDates>>;
}
const caches = new WeakMap<GraphQLContext, TreeCache>();
function treeCache(context: GraphQLContext): TreeCache {
  let cache = caches.get(context);
  if (!cache) {
    cache = { reader: new EpicReadFilter(context.db, context.viewer), rollups: new Map(), dates: new Map() };
    caches.set(context, cache);
  }
  return cache;
}

/** Forgets what the tree read for an operation (a subscription's next event reads afresh, as its viewer now). */
export function forgetTreeCache(context: GraphQLContext): void {
  caches.delete(context);
}

function rollupOf(context: GraphQLContext, epic: EpicRow): Promise<EpicRollup> {
  const cache = treeCache(context);
  let found = cache.rollups.get(epic.id);
  if (!found) {
    found = epicRollup(context.db, context.viewer, cache.reader, epic);
    cache.rollups.set(epic.id, found);
  }
  return found;
}

function datesOf(context: GraphQLContext, epic: EpicRow): Promise<EpicDates> {
  const cache = treeCache(context);
  let found = cache.dates.get(epic.id);
  if (!found) {
    found = epicDates(context.db, epic);
    cache.dates.set(epic.id, found);
  }
  return found;
}

/** Readable epics as Epic parents (their groups loaded once). */
async function asParents(context: GraphQLContext, rows: EpicRow[]): Promise<EpicParent[]> {
  const reader = treeCache(context).reader;
  const readable = await reader.filter(rows);
  return readable.flatMap((epic) => {
    const group = reader.groupOf(epic);
    return group ? [{ epic, group }] : [];
  });
}

const SORTS: Record<string, (a: EpicRow, b: EpicRow) => number> = {
  CREATED_AT_ASC: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  CREATED_AT_DESC: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  UPDATED_AT_ASC: (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id,
  UPDATED_AT_DESC: (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id,
  TITLE_ASC: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
  TITLE_DESC: (a, b) => b.title.localeCompare(a.title) || b.id - a.id,
};

/** The epics' filters of `children` / `ancestors` (EpicsFinder's, on a short list), then its sort. */
async function filterList(context: GraphQLContext, list: EpicParent[], args: TreeListArgs): Promise<EpicParent[]> {
  let result = list;
  if (args.state === 'opened' || args.state === 'closed') result = result.filter(({ epic }) => epic.state === args.state);
  if (typeof args.confidential === 'boolean') result = result.filter(({ epic }) => epic.confidential === args.confidential);
  const term = args.search?.trim().toLowerCase();
  if (term) result = result.filter(({ epic }) => epic.title.toLowerCase().includes(term) || (epic.description ?? '').toLowerCase().includes(term));
  if (args.authorUsername) {
    const [author] = await context.db.select({ id: users.id }).from(users).where(eq(users.username, args.authorUsername));
    result = result.filter(({ epic }) => epic.authorId === author?.id);
  }
  if (args.labelName?.length) {
    const labels = await labelsOfEpics(context.db, result.map(({ epic }) => epic.id));
    const wanted = args.labelName.map((name) => name.toLowerCase());
    result = result.filter(({ epic }) => wanted.every((name) => (labels.get(epic.id) ?? []).some((label) => label.title.toLowerCase() === name)));
  }
  if (args.sort && args.sort in SORTS) {
    result = [...result].sort((a, b) => (SORTS[args.sort as string] as (x: EpicRow, y: EpicRow) => number)(a.epic, b.epic));
  } else if (args.sort?.startsWith('START_DATE') || args.sort?.startsWith('END_DATE')) {
    const withDates = await Promise.all(result.map(async (item) => ({ item, dates: await datesOf(context, item.epic) })));
    const key = (d: EpicDates) => (args.sort?.startsWith('START_DATE') ? d.startDate : d.dueDate);
    const asc = args.sort.endsWith('_ASC');
    withDates.sort((a, b) => {
      const x = key(a.dates);
      const y = key(b.dates);
      if (x === y) return a.item.epic.id - b.item.epic.id;
      if (x === null) return 1;
      if (y === null) return -1;
      return asc ? x.localeCompare(y) : y.localeCompare(x);
    });
    result = withDates.map(({ item }) => item);
  }
  return result;
}

function page<T>(items: T[], args: ConnectionArgs) {
  const { offset, limit } = connectionPage(args);
  return connection(items.slice(offset, offset + limit), offset, items.length);
}

/** `gid://gitlab/Epic/1` or `gid://gitlab/EpicIssue/1` (an EpicIssue's id is its issue's id). */
function parseTreeNode(value: string | null | undefined): TreeNodeRef | null {
  if (!value) return null;
  const epicId = parseGid(value, 'Epic');
  if (epicId !== undefined) return { kind: 'epic', id: epicId };
  const issueId = parseGid(value, 'EpicIssue');
  if (issueId !== undefined) return { kind: 'issue', id: issueId };
  return null;
}

const resourceError = (code: 'NOT_FOUND' | 'FORBIDDEN') => new AppError(code, RESOURCE_NOT_AVAILABLE);

async function loadEpicOr404(context: GraphQLContext, id: number | undefined): Promise<EpicContext> {
  if (id === undefined) throw resourceError('NOT_FOUND');
  try {
    return await loadEpicById(context.db, context.viewer, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw resourceError('NOT_FOUND');
    throw error;
  }
}

/** The issue behind an EpicIssue id, as the viewer may read it, and its epic. */
async function loadLinkedIssue(context: GraphQLContext, issueId: number) {
  const [row] = await context.db.select({ projectId: issues.projectId, iid: issues.iid, epicId: issues.epicId }).from(issues).where(eq(issues.id, issueId));
  if (!row || row.epicId === null) return null;
  try {
    return { ctx: await loadIssue(context.db, context.viewer, { id: row.projectId }, row.iid), epicId: row.epicId };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

interface ReorderInput {
  baseEpicId: string;
  clientMutationId?: string | null;
  moved: { id: string; adjacentReferenceId?: string | null; relativePosition?: 'before' | 'after' | null; newParentId?: string | null };
}

/**
 * Epics::TreeReorderService: moves a child epic or an epic's issue before or after a sibling, under its
 * parent (`baseEpicId`) or under a new parent (`newParentId`, with the checks of adding it there).
 * Needs update rights on the base epic, and on the new parent when there is one.
 */
async function epicTreeReorder(context: GraphQLContext, input: ReorderInput): Promise<string[]> {
  const user = context.viewer.user;
  if (!user) throw resourceError('NOT_FOUND');
  const base = await loadEpicOr404(context, parseGid(input.baseEpicId, 'Epic'));
  if (!base.abilities.adminEpic) throw resourceError('NOT_FOUND');
  const moving = parseTreeNode(input.moved.id);
  if (!moving) return [TREE_MESSAGES.reorderTypes];
  const adjacent = input.moved.adjacentReferenceId ? parseTreeNode(input.moved.adjacentReferenceId) : null;
  if (input.moved.adjacentReferenceId && !adjacent) return [TREE_MESSAGES.reorderTypes];
  if (adjacent && input.moved.relativePosition !== 'before' && input.moved.relativePosition !== 'after') return [TREE_MESSAGES.reorderPosition];

  let newParent: EpicContext | null = null;
  if (input.moved.newParentId) {
    newParent = await loadEpicOr404(context, parseGid(input.moved.newParentId, 'Epic'));
    if (!newParent.abilities.adminEpic) return [TREE_MESSAGES.reorderPermission];
    if (newParent.epic.id === base.epic.id) newParent = null;
  }
  const parentId = (newParent ?? base).epic.id;

  // The moving object: a child of the base epic the user may see (and, for an epic, administer).
  let movingEpic: EpicContext | null = null;
  let movingIssue: Awaited<ReturnType<typeof loadLinkedIssue>> = null;
  if (moving.kind === 'epic') {
    movingEpic = await loadEpicById(context.db, context.viewer, moving.id).catch(() => null);
    if (!movingEpic || movingEpic.epic.parentId !== base.epic.id || !movingEpic.abilities.adminEpic) return [TREE_MESSAGES.reorderPermission];
  } else {
    movingIssue = await loadLinkedIssue(context, moving.id);
    if (!movingIssue || movingIssue.epicId !== base.epic.id || !movingIssue.ctx.abilities.issue.setIssueMetadata) return [TREE_MESSAGES.reorderPermission];
  }

  if (adjacent) {
    const [adjacentParent] =
      adjacent.kind === 'epic'
        ? await context.db.select({ parentId: epics.parentId }).from(epics).where(eq(epics.id, adjacent.id))
        : await context.db.select({ parentId: issues.epicId }).from(issues).where(eq(issues.id, adjacent.id));
    if (!adjacentParent) return [TREE_MESSAGES.reorderPermission];
    if (adjacentParent.parentId !== parentId) return [newParent ? TREE_MESSAGES.reorderNewSibling : TREE_MESSAGES.reorderSibling];
  }
  // "before": the moved object goes before the adjacent one.
  const place = adjacent ? (input.moved.relativePosition === 'before' ? { before: adjacent } : { after: adjacent }) : {};

  if (newParent) {
    if (movingEpic) {
      const groups = new Map([
        [movingEpic.group.id, movingEpic.group],
        [newParent.group.id, newParent.group],
      ]);
      const problem = await parentProblem(context.db, movingEpic.epic, newParent.epic, groups);
      if (problem) return [problem];
      await setEpicParent(context.db, context.live, user, movingEpic.epic, newParent.epic, place);
      return [];
    }
    if (movingIssue) {
      const result = await linkIssueToEpic(context.db, context.live, user, newParent.epic, newParent.group, movingIssue.ctx, place);
      return result.kind === 'ok' ? [] : [result.message];
    }
  }
  await reorderInTree(context.db, context.live, parentId, moving, place);
  return [];
}

type CreateEpicArgs = {
  clientMutationId?: string | null;
  groupPath: string;
  title?: string | null;
  description?: string | null;
  confidential?: boolean | null;
  color?: string | null;
  addLabelIds?: string[] | null;
  addLabels?: string[] | null;
  removeLabelIds?: string[] | null;
  startDateFixed?: string | null;
  startDateIsFixed?: boolean | null;
  dueDateFixed?: string | null;
  dueDateIsFixed?: boolean | null;
};

/** `gid://gitlab/GroupLabel/1` (or a bare id) → 1. */
const labelId = (value: string) => Number(/^(?:gid:\/\/gitlab\/(?:Group|Project)?Label\/)?(\d{1,10})$/.exec(value)?.[1] ?? Number.NaN);

export const epicTreeResolvers = {
  Epic: {
    children: async ({ epic }: EpicParent, args: TreeListArgs, context: GraphQLContext) =>
      page(await filterList(context, await asParents(context, await childEpicRows(context.db, epic.id)), args), args),
    ancestors: async ({ epic }: EpicParent, args: TreeListArgs, context: GraphQLContext) => {
      // Root first, as GitLab's ancestors (hierarchy_order: :desc); only those the reader may see.
      const chain = (await ancestorEpics(context.db, epic)).reverse();
      return page(await filterList(context, await asParents(context, chain), args), args);
    },
    parent: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => {
      if (epic.parentId === null) return null;
      const [row] = await context.db.select().from(epics).where(eq(epics.id, epic.parentId));
      return row ? ((await asParents(context, [row]))[0] ?? null) : null;
    },
    hasParent: ({ epic }: EpicParent) => epic.parentId !== null,
    /** GitLab's: the project of the last issue the viewer created in the epic's group or its subgroups (readable still). */
    defaultProjectForIssueCreation: async ({ group }: EpicParent, _: unknown, context: GraphQLContext) => {
      const user = context.viewer.user;
      if (!user) return null;
      const [row] = await context.db
        .select({ project: projects, namespace: groups })
        .from(issues)
        .innerJoin(projects, eq(projects.id, issues.projectId))
        .innerJoin(groups, eq(groups.id, projects.namespaceId))
        .where(and(eq(issues.authorId, user.id), inArray(projects.namespaceId, await subtreeGroupIds(context.db, group)), await visibleProjectsCondition(context.viewer)))
        .orderBy(desc(issues.createdAt), desc(issues.id))
        .limit(1);
      return row ?? null;
    },
    // Batched over a list of epics (a tree level's children): one query for all of them.
    hasChildren: ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => batchLoad(context, 'epicHasChildren', (ids: number[]) => epicsWithChildEpics(context.db, ids), epic.id, () => false),
    hasIssues: ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => batchLoad(context, 'epicHasIssues', (ids: number[]) => epicsWithIssues(context.db, ids), epic.id, () => false),
    relativePosition: ({ epic }: EpicParent) => epic.relativePosition,
    relationPath: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => {
      if (epic.parentId === null) return null;
      const parent = await batchLoad(context, 'epicsById', (ids: number[]) => epicsByIds(context.db, ids), epic.parentId, () => null);
      const group = parent ? (await asParents(context, [parent]))[0]?.group : undefined;
      return parent && group ? `${epicWebPath(parent, group)}/links/${epic.id}` : null;
    },
    issues: async (parent: EpicParent, args: ConnectionArgs, context: GraphQLContext) => {
      const { offset, limit } = connectionPage(args);
      const { rows, hasNextPage } = await readableEpicIssuesPage(context.db, context.viewer, parent.epic.id, { offset, limit });
      const nodes: EpicIssueParent[] = rows.map((row) => ({ ...row, parentEpic: parent }));
      // The page tells whether more follow (`hasNextPage`); the count is read only when asked for.
      const page = connection(nodes, offset, hasNextPage ? Number.POSITIVE_INFINITY : offset + nodes.length);
      const whole = offset === 0 && !hasNextPage;
      // Read only when asked for (graphql-js calls a function-valued field): the tree does not ask.
      const count = () => (whole ? nodes.length : readableEpicIssuesCount(context.db, context.viewer, parent.epic.id));
      const weight = () => (whole ? nodes.reduce((sum, node) => sum + (node.issue.weight ?? 0), 0) : readableEpicIssuesWeight(context.db, context.viewer, parent.epic.id));
      return { ...page, count, weight };
    },
    descendantCounts: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await rollupOf(context, epic)).descendantCounts,
    descendantWeightSum: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await rollupOf(context, epic)).descendantWeightSum,
    healthStatus: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await rollupOf(context, epic)).healthStatus,
    startDate: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await datesOf(context, epic)).startDate,
    startDateFixed: ({ epic }: EpicParent) => epic.startDateFixed,
    startDateIsFixed: ({ epic }: EpicParent) => epic.startDateIsFixed,
    startDateFromMilestones: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await datesOf(context, epic)).startDateFromMilestones,
    startDateFromInheritedSource: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await datesOf(context, epic)).startDateFromInheritedSource,
    dueDate: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await datesOf(context, epic)).dueDate,
    dueDateFixed: ({ epic }: EpicParent) => epic.dueDateFixed,
    dueDateIsFixed: ({ epic }: EpicParent) => epic.dueDateIsFixed,
    dueDateFromMilestones: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await datesOf(context, epic)).dueDateFromMilestones,
    dueDateFromInheritedSource: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await datesOf(context, epic)).dueDateFromInheritedSource,
  },
  /** The fields only an EpicIssue has; the issue's own fields are the Issue resolvers (graphql/schema.ts). */
  EpicIssue: {
    id: ({ issue }: EpicIssueParent) => gid('Issue', issue.id),
    epicIssueId: ({ issue }: EpicIssueParent) => gid('EpicIssue', issue.id),
    relativePosition: ({ issue }: EpicIssueParent) => issue.epicRelativePosition,
    relationPath: ({ issue, parentEpic }: EpicIssueParent) => `${epicWebPath(parentEpic.epic, parentEpic.group)}/issues/${issue.id}`,
    webPath: ({ issue, project, namespace }: EpicIssueParent) => `/${namespace.fullPath}/${project.path}/-/issues/${issue.iid}`,
  },
  Mutation: {
    createEpic: async (_: unknown, { input }: { input: CreateEpicArgs }, context: GraphQLContext) => {
      const user = context.viewer.user;
      if (!user) throw resourceError('NOT_FOUND');
      const group = await findGroup(context.db, { fullPath: input.groupPath });
      if (!group) throw resourceError('NOT_FOUND');
      const level = await context.viewer.groupAccess(group);
      const can = evaluateEpicAbilities(context.viewer.facts, group, level, { confidential: false, authorId: 0 });
      if (!can.readEpic) throw resourceError('NOT_FOUND');
      if (!can.createEpic) throw resourceError('FORBIDDEN');
      const base = { clientMutationId: input.clientMutationId ?? null };
      const removing = new Set((input.removeLabelIds ?? []).map(labelId));
      let byTitle: { id: number }[] = [];
      if (input.addLabels?.length) {
        // GitLab creates the group labels `addLabels` names that the group (with its ancestors) lacks.
        await findOrCreateGroupLabels(context.db, group, input.addLabels);
        const titles = new Set(input.addLabels.map((title) => title.trim()));
        byTitle = (await availableEpicLabels(context.db, group)).filter((label) => titles.has(label.title));
      }
      const labelIds = [...(input.addLabelIds ?? []).map(labelId).filter(Number.isSafeInteger), ...byTitle.map((label) => label.id)].filter((id) => !removing.has(id));
      const result = await createEpic(context.db, context.live, user, group, {
        title: input.title ?? '',
        description: input.description ?? null,
        confidential: input.confidential ?? false,
        ...(input.color ? { color: input.color } : {}),
        labelIds,
        ...(input.startDateFixed !== undefined ? { startDateFixed: input.startDateFixed } : {}),
        ...(input.startDateIsFixed !== undefined && input.startDateIsFixed !== null ? { startDateIsFixed: input.startDateIsFixed } : {}),
        ...(input.dueDateFixed !== undefined ? { dueDateFixed: input.dueDateFixed } : {}),
        ...(input.dueDateIsFixed !== undefined && input.dueDateIsFixed !== null ? { dueDateIsFixed: input.dueDateIsFixed } : {}),
      });
      if (result.errors) return { ...base, epic: null, errors: fullMessages(result.errors) };
      return { ...base, epic: { epic: result.epic, group }, errors: [] };
    },
    epicAddIssue: async (_: unknown, { input }: { input: { clientMutationId?: string | null; groupPath: string; iid: string; projectPath: string; issueIid: string } }, context: GraphQLContext) => {
      const user = context.viewer.user;
      if (!user) throw resourceError('NOT_FOUND');
      const group = await findGroup(context.db, { fullPath: input.groupPath });
      const epicCtx = group && /^\d{1,10}$/.test(input.iid) ? await loadEpicIn(context.db, context.viewer, group, Number(input.iid)).catch(() => null) : null;
      if (!group || !epicCtx) throw resourceError('NOT_FOUND');
      if (!epicCtx.abilities.adminEpic) throw resourceError('FORBIDDEN');
      const base = { clientMutationId: input.clientMutationId ?? null };
      const issueCtx = /^\d{1,10}$/.test(input.issueIid) ? await loadIssue(context.db, context.viewer, { fullPath: input.projectPath }, Number(input.issueIid)).catch(() => null) : null;
      if (!issueCtx) return { ...base, epic: epicCtx, epicIssue: null, errors: [TREE_MESSAGES.noIssue] };
      const result = await linkIssueToEpic(context.db, context.live, user, epicCtx.epic, group, issueCtx);
      if (result.kind === 'error') return { ...base, epic: epicCtx, epicIssue: null, errors: [result.message] };
      const [fresh] = await context.db.select().from(issues).where(eq(issues.id, issueCtx.issue.id));
      const epicParent = { epic: epicCtx.epic, group };
      return {
        ...base,
        epic: epicParent,
        epicIssue: fresh ? { issue: fresh, project: issueCtx.project, namespace: issueCtx.namespace, author: issueCtx.author, parentEpic: epicParent } : null,
        errors: [],
      };
    },
    epicTreeReorder: async (_: unknown, { input }: { input: ReorderInput }, context: GraphQLContext) => ({
      clientMutationId: input.clientMutationId ?? null,
      errors: await epicTreeReorder(context, input),
    }),
  },
};
