import { eq } from 'drizzle-orm';
import { isSubscribed, userNotesCount, votesOfOne } from '../issuables/queries.ts';
import { AppError } from '../../errors.ts';
import { connection, gid, type GraphQLContext } from '../../graphql/context.ts';
import { findGroup, findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';
import { fullMessages } from '../../lib/validation.ts';
import { loadIssue, loadIssueIn } from '../issues/service.ts';
import { ancestorPaths, ACCESS } from '../memberships/rules.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { IssueTextRenderer } from '../references/render.ts';
import { users } from '../users/tables.ts';
import { epicParticipants, labelsOfEpics } from './queries.ts';
import { batchLoad } from '../../graphql/batch.ts';
import { epicTextColor, STALE_EPIC_MESSAGE } from './rules.ts';
import { epicReference, epicWebPath } from './serializers.ts';
import { epicContext, loadEpicIn, promoteIssueToEpic, updateEpic, type EpicContext } from './service.ts';
import type { EpicRow } from './tables.ts';

export const epicTypeDefs = /* GraphQL */ `
  enum EpicState {
    all
    opened
    closed
  }

  enum EpicStateEvent {
    CLOSE
    REOPEN
  }

  scalar Color

  type EpicPermissions {
    adminEpic: Boolean!
    awardEmoji: Boolean!
    createEpic: Boolean!
    createNote: Boolean!
    destroyEpic: Boolean!
    readEpic: Boolean!
    readEpicIid: Boolean!
    updateEpic: Boolean!
  }

  type Epic {
    id: ID!
    iid: ID!
    title: String
    titleHtml: String
    description: String
    descriptionHtml: String
    state: EpicState!
    color: String
    textColor: String
    confidential: Boolean
    webPath: String!
    webUrl: String!
    reference(full: Boolean = false): String!
    author: UserCore!
    group: Group!
    createdAt: Time
    updatedAt: Time
    closedAt: Time
    labels(after: String, before: String, first: Int, last: Int): LabelConnection
    participants(after: String, before: String, first: Int, last: Int): UserCoreConnection
    subscribed: Boolean!
    upvotes: Int!
    downvotes: Int!
    userNotesCount: Int!
    userPermissions: EpicPermissions!
  }

  extend type Group {
    epic(iid: ID): Epic
  }

  input PromoteToEpicInput {
    clientMutationId: String
    groupPath: ID
    iid: String!
    projectPath: ID!
  }

  type PromoteToEpicPayload {
    clientMutationId: String
    epic: Epic
    errors: [String!]!
    issue: Issue
  }

  input UpdateEpicInput {
    clientMutationId: String
    groupPath: ID!
    iid: ID!
    color: Color
    title: String
    description: String
    confidential: Boolean
    stateEvent: EpicStateEvent
    addLabelIds: [ID!]
    removeLabelIds: [ID!]
    startDateFixed: String
    startDateIsFixed: Boolean
    dueDateFixed: String
    dueDateIsFixed: Boolean
  }

  type UpdateEpicPayload {
    clientMutationId: String
    epic: Epic
    errors: [String!]!
  }

  extend type Mutation {
    promoteToEpic(input: PromoteToEpicInput!): PromoteToEpicPayload
    updateEpic(input: UpdateEpicInput!): UpdateEpicPayload
  }
`;

export interface EpicParent {
  epic: EpicRow;
  group: GroupRow;
}

/** An epic the viewer may read, else null. */
export async function readableEpic(context: GraphQLContext, group: GroupRow, iid: number): Promise<EpicParent | null> {
  try {
    const ctx = await loadEpicIn(context.db, context.viewer, group, iid);
    return { epic: ctx.epic, group: ctx.group };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The viewer's context on an epic the field resolvers already know readable. */
async function contextOf(context: GraphQLContext, { epic, group }: EpicParent): Promise<EpicContext> {
  const [author] = await context.db.select().from(users).where(eq(users.id, epic.authorId));
  if (!author) throw new AppError('EPIC_NOT_FOUND');
  return epicContext(context.viewer, group, await context.viewer.groupAccess(group), epic, author);
}

/** `gid://gitlab/GroupLabel/1` (or a bare id) → 1. */
const labelId = (value: string) => Number(/^(?:gid:\/\/gitlab\/(?:Group|Project)?Label\/)?(\d{1,10})$/.exec(value)?.[1] ?? Number.NaN);

/** One renderer per operation: `titleHtml` and `descriptionHtml` share a render, nothing outlives the request. */
const renderers = new WeakMap<GraphQLContext, IssueTextRenderer>();
function textRenderer(context: GraphQLContext): IssueTextRenderer {
  let renderer = renderers.get(context);
  if (!renderer) {
    renderer = new IssueTextRenderer(context.db, () => 0);
    renderers.set(context, renderer);
  }
  return renderer;
}

type UpdateEpicArgs = {
  clientMutationId?: string | null;
  groupPath: string;
  iid: string;
  color?: string | null;
  title?: string | null;
  description?: string | null;
  confidential?: boolean | null;
  stateEvent?: 'CLOSE' | 'REOPEN' | null;
  addLabelIds?: string[] | null;
  removeLabelIds?: string[] | null;
  startDateFixed?: string | null;
  startDateIsFixed?: boolean | null;
  dueDateFixed?: string | null;
  dueDateIsFixed?: boolean | null;
};

export const epicResolvers = {
  Group: {
    epic: async (group: GroupRow, args: { iid?: string | null }, context: GraphQLContext) =>
      args.iid && /^\d{1,10}$/.test(args.iid) ? readableEpic(context, group, Number(args.iid)) : null,
  },
  Epic: {
    id: ({ epic }: EpicParent) => gid('Epic', epic.id),
    iid: ({ epic }: EpicParent) => String(epic.iid),
    title: ({ epic }: EpicParent) => epic.title,
    titleHtml: async ({ epic, group }: EpicParent, _: unknown, context: GraphQLContext) => (await textRenderer(context).renderInGroup(context.viewer, group.fullPath, epic)).titleHtml,
    description: ({ epic }: EpicParent) => epic.description,
    descriptionHtml: async ({ epic, group }: EpicParent, _: unknown, context: GraphQLContext) =>
      (await textRenderer(context).renderInGroup(context.viewer, group.fullPath, epic)).descriptionHtml,
    state: ({ epic }: EpicParent) => epic.state,
    color: ({ epic }: EpicParent) => epic.color,
    textColor: ({ epic }: EpicParent) => epicTextColor(epic.color),
    confidential: ({ epic }: EpicParent) => epic.confidential,
    webPath: ({ epic, group }: EpicParent) => epicWebPath(epic, group),
    webUrl: ({ epic, group }: EpicParent, _: unknown, context: GraphQLContext) => `${context.config.externalUrl}${epicWebPath(epic, group)}`,
    reference: ({ epic, group }: EpicParent, args: { full?: boolean | null }) => epicReference(epic, group, Boolean(args.full)),
    author: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await context.db.select().from(users).where(eq(users.id, epic.authorId)))[0],
    group: ({ group }: EpicParent) => group,
    createdAt: ({ epic }: EpicParent) => epic.createdAt.toISOString(),
    updatedAt: ({ epic }: EpicParent) => epic.updatedAt.toISOString(),
    closedAt: ({ epic }: EpicParent) => epic.closedAt?.toISOString() ?? null,
    labels: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => {
      // Batched over a list of epics (a tree level's children): one query for all of them.
      const labels = await batchLoad(context, 'epicLabels', (ids: number[]) => labelsOfEpics(context.db, ids), epic.id, () => []);
      return connection(labels, 0, labels.length);
    },
    participants: async (parent: EpicParent, _: unknown, context: GraphQLContext) => {
      const ctx = await contextOf(context, parent);
      const includeInternal = canReadInternalNotes({ viewer: context.viewer.facts, accessLevel: ctx.accessLevel, noteableAuthorId: parent.epic.authorId, discussionLocked: false, archived: false });
      const participants = await epicParticipants(context.db, parent.epic, includeInternal);
      return connection(participants, 0, participants.length);
    },
    subscribed: ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => isSubscribed(context.db, context.viewer.user?.id ?? null, { type: 'Epic', id: epic.id, authorId: epic.authorId }),
    upvotes: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await votesOfOne(context.db, { type: 'Epic', id: epic.id })).upvotes,
    downvotes: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await votesOfOne(context.db, { type: 'Epic', id: epic.id })).downvotes,
    userNotesCount: async (parent: EpicParent, _: unknown, context: GraphQLContext) => {
      const ctx = await contextOf(context, parent);
      return userNotesCount(context.db, { type: 'Epic', id: parent.epic.id }, ctx.abilities.createConfidentialNote);
    },
    userPermissions: async (parent: EpicParent, _: unknown, context: GraphQLContext) => {
      const can = (await contextOf(context, parent)).abilities;
      return {
        adminEpic: can.adminEpic,
        awardEmoji: can.awardEmoji,
        createEpic: can.createEpic,
        createNote: can.createNote,
        destroyEpic: can.destroyEpic,
        readEpic: can.readEpic,
        readEpicIid: can.readEpic,
        updateEpic: can.updateEpic,
      };
    },
  },
  Mutation: {
    promoteToEpic: async (_: unknown, { input }: { input: { clientMutationId?: string | null; projectPath: string; iid: string; groupPath?: string | null } }, context: GraphQLContext) => {
      const user = context.viewer.user;
      if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
      const ctx = await loadIssue(context.db, context.viewer, { fullPath: input.projectPath }, /^\d{1,10}$/.test(input.iid) ? Number(input.iid) : 0).catch((error: unknown) => {
        if (error instanceof AppError) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
        throw error;
      });
      if (!ctx.abilities.issue.promoteToEpic) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
      // The epic goes to the project's group or one of its ancestors, where the user is reporter+.
      const allowedPaths = [...ancestorPaths(ctx.namespace.fullPath), ctx.namespace.fullPath];
      const group = input.groupPath ? await findGroup(context.db, { fullPath: input.groupPath }) : ctx.namespace;
      const base = { clientMutationId: input.clientMutationId ?? null };
      if (!group || !allowedPaths.includes(group.fullPath) || (!user.isAdmin && (await context.viewer.groupAccess(group)) < ACCESS.REPORTER)) {
        return { ...base, epic: null, issue: ctx, errors: ['Cannot promote issue due to insufficient permissions.'] };
      }
      const result = await promoteIssueToEpic(context.db, context.live, user, ctx, group);
      if ('error' in result) return { ...base, epic: null, issue: ctx, errors: [result.error] };
      return { ...base, epic: { epic: result.epic, group }, issue: await loadIssueIn(context.db, context.viewer, ctx, ctx.issue.iid), errors: [] };
    },
    /**
     * Epics::UpdateService through GraphQL (16.2's UpdateEpicInput): title, description, confidential,
     * stateEvent, labels and colour (one of the suggested colours). update_epic (reporter+) or FORBIDDEN;
     * validation problems come back in `errors`.
     */
    updateEpic: async (_: unknown, { input }: { input: UpdateEpicArgs }, context: GraphQLContext) => {
      const user = context.viewer.user;
      if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
      const group = await findGroup(context.db, { fullPath: input.groupPath });
      const found = group && /^\d{1,10}$/.test(input.iid) ? await readableEpic(context, group, Number(input.iid)) : null;
      if (!group || !found) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
      const ctx = await contextOf(context, found);
      if (!ctx.abilities.updateEpic) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
      const base = { clientMutationId: input.clientMutationId ?? null };
      const result = await updateEpic(context.db, context.live, user, ctx, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.confidential !== undefined && input.confidential !== null ? { confidential: input.confidential } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.stateEvent ? { stateEvent: input.stateEvent === 'CLOSE' ? ('close' as const) : ('reopen' as const) } : {}),
        ...(input.addLabelIds ? { addLabelIds: input.addLabelIds.map(labelId).filter(Number.isSafeInteger) } : {}),
        ...(input.removeLabelIds ? { removeLabelIds: input.removeLabelIds.map(labelId).filter(Number.isSafeInteger) } : {}),
        ...(input.startDateFixed !== undefined ? { startDateFixed: input.startDateFixed } : {}),
        ...(typeof input.startDateIsFixed === 'boolean' ? { startDateIsFixed: input.startDateIsFixed } : {}),
        ...(input.dueDateFixed !== undefined ? { dueDateFixed: input.dueDateFixed } : {}),
        ...(typeof input.dueDateIsFixed === 'boolean' ? { dueDateIsFixed: input.dueDateIsFixed } : {}),
      });
      if (result.kind === 'invalid') return { ...base, epic: found, errors: fullMessages(result.errors) };
      if (result.kind === 'conflict') return { ...base, epic: found, errors: [STALE_EPIC_MESSAGE] };
      return { ...base, epic: { epic: result.epic, group }, errors: [] };
    },
  },
};

/** The epics of groups by id (for issue fields). */
export async function epicParents(context: GraphQLContext, rows: EpicRow[]): Promise<Map<number, EpicParent>> {
  const groups = new Map((await findGroupsByIds(context.db, [...new Set(rows.map((r) => r.groupId))])).map((g) => [g.id, g]));
  return new Map(rows.flatMap((epic) => (groups.has(epic.groupId) ? [[epic.id, { epic, group: groups.get(epic.groupId) as GroupRow }] as const] : [])));
}
