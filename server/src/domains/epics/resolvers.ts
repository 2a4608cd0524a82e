import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { gid, type GraphQLContext } from '../../graphql/context.ts';
import { findGroup, findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { RESOURCE_NOT_AVAILABLE } from '../issues/mutations.ts';
import { loadIssue, loadIssueIn } from '../issues/service.ts';
import { ancestorPaths, ACCESS } from '../memberships/rules.ts';
import { users } from '../users/tables.ts';
import { canReadEpic, EPIC_COLOR } from './rules.ts';
import { epicReference, epicWebPath } from './serializers.ts';
import { promoteIssueToEpic } from './service.ts';
import { epics, type EpicRow } from './tables.ts';

export const epicTypeDefs = /* GraphQL */ `
  enum EpicState {
    all
    opened
    closed
  }

  scalar Color

  type Epic {
    id: ID!
    iid: ID!
    title: String
    description: String
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
  const [epic] = await context.db
    .select()
    .from(epics)
    .where(and(eq(epics.groupId, group.id), eq(epics.iid, iid)));
  if (!epic) return null;
  return canReadEpic(context.viewer.facts, group, await context.viewer.groupAccess(group), epic) ? { epic, group } : null;
}

const textColor = (color: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  return r * 0.299 + g * 0.587 + b * 0.114 > 186 ? '#1F1E24' : '#FFFFFF';
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
    description: ({ epic }: EpicParent) => epic.description,
    state: ({ epic }: EpicParent) => epic.state,
    color: ({ epic }: EpicParent) => epic.color,
    textColor: ({ epic }: EpicParent) => textColor(epic.color),
    confidential: ({ epic }: EpicParent) => epic.confidential,
    webPath: ({ epic, group }: EpicParent) => epicWebPath(epic, group),
    webUrl: ({ epic, group }: EpicParent, _: unknown, context: GraphQLContext) => `${context.config.externalUrl}${epicWebPath(epic, group)}`,
    reference: ({ epic, group }: EpicParent, args: { full?: boolean | null }) => epicReference(epic, group, Boolean(args.full)),
    author: async ({ epic }: EpicParent, _: unknown, context: GraphQLContext) => (await context.db.select().from(users).where(eq(users.id, epic.authorId)))[0],
    group: ({ group }: EpicParent) => group,
    createdAt: ({ epic }: EpicParent) => epic.createdAt.toISOString(),
    updatedAt: ({ epic }: EpicParent) => epic.updatedAt.toISOString(),
    closedAt: ({ epic }: EpicParent) => epic.closedAt?.toISOString() ?? null,
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
    updateEpic: async (
      _: unknown,
      { input }: { input: { clientMutationId?: string | null; groupPath: string; iid: string; color?: string | null; title?: string | null; description?: string | null; confidential?: boolean | null } },
      context: GraphQLContext,
    ) => {
      const user = context.viewer.user;
      if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
      const group = await findGroup(context.db, { fullPath: input.groupPath });
      const found = group && /^\d{1,10}$/.test(input.iid) ? await readableEpic(context, group, Number(input.iid)) : null;
      if (!group || !found) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
      if (!user.isAdmin && (await context.viewer.groupAccess(group)) < ACCESS.REPORTER) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
      const base = { clientMutationId: input.clientMutationId ?? null };
      const errors: string[] = [];
      if (input.color !== undefined && input.color !== null && !EPIC_COLOR.test(input.color)) errors.push('Color must be a valid color code');
      if (input.title !== undefined && (input.title === null || input.title.trim() === '')) errors.push("Title can't be blank");
      if (input.title && input.title.length > 255) errors.push('Title is too long (maximum is 255 characters)');
      if (errors.length > 0) return { ...base, epic: found, errors };
      const [epic] = await context.db
        .update(epics)
        .set({
          ...(input.color ? { color: input.color.toLowerCase() } : {}),
          ...(input.title ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.confidential !== undefined && input.confidential !== null ? { confidential: input.confidential } : {}),
          updatedAt: new Date(),
        })
        .where(eq(epics.id, found.epic.id))
        .returning();
      return { ...base, epic: { epic: epic ?? found.epic, group }, errors: [] };
    },
  },
};

/** The epics of groups by id (for issue fields). */
export async function epicParents(context: GraphQLContext, rows: EpicRow[]): Promise<Map<number, EpicParent>> {
  const groups = new Map((await findGroupsByIds(context.db, [...new Set(rows.map((r) => r.groupId))])).map((g) => [g.id, g]));
  return new Map(rows.flatMap((epic) => (groups.has(epic.groupId) ? [[epic.id, { epic, group: groups.get(epic.groupId) as GroupRow }] as const] : [])));
}
