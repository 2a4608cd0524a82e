import type { GraphQLContext } from '../../graphql/context.ts';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../users/tables.ts';
import { parseDuration } from '../time-tracking/rules.ts';
import { fullMessages, STALE_LOCK_VERSION_MESSAGE } from './rules.ts';
import { PG_INTEGER_MAX } from './sidebar.ts';
import { loadIssue, loadIssueIn, updateIssue, type IssueChanges, type IssueContext } from './service.ts';
import { RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';

/**
 * Issue mutations (GitLab 16.2's names and shapes). Kept apart from resolvers.ts because they reach the
 * notes domain's system notes, which itself imports resolvers.ts.
 */
export const issueMutationTypeDefs = /* GraphQL */ `
  enum IssueStateEvent {
    CLOSE
    REOPEN
  }

  input UpdateIssueInput {
    clientMutationId: String
    projectPath: ID!
    iid: String!
    title: String
    description: String
    confidential: Boolean
    locked: Boolean
    stateEvent: IssueStateEvent
    type: IssueType
    addLabelIds: [ID!]
    labelIds: [ID!]
    removeLabelIds: [ID!]
    milestoneId: ID
    healthStatus: HealthStatus
    weight: Int
    dueDate: ISO8601Date
    epicId: EpicID
    timeEstimate: String
  }

  scalar ISO8601Date
  scalar EpicID

  type UpdateIssuePayload {
    clientMutationId: String
    errors: [String!]!
    issue: Issue
  }

  type Mutation {
    updateIssue(input: UpdateIssueInput!): UpdateIssuePayload
  }
`;

export interface IssueRef {
  clientMutationId?: string | null;
  projectPath: string;
  iid: string;
}

/** authorized_find!: the issue, if the viewer may read it and `allowed(ctx)` holds. */
export async function authorizedIssue(context: GraphQLContext, ref: IssueRef, allowed: (ctx: IssueContext) => boolean): Promise<{ user: UserRow; ctx: IssueContext }> {
  const user = context.viewer.user;
  if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
  let ctx: IssueContext;
  try {
    ctx = await loadIssue(context.db, context.viewer, { fullPath: ref.projectPath }, /^\d{1,10}$/.test(ref.iid) ? Number(ref.iid) : 0);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
    throw error;
  }
  if (!allowed(ctx)) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
  return { user, ctx };
}

/** Issues::UpdateService for a mutation: `{ issue, errors }` (validation problems in `errors`). */
export async function applyChanges(context: GraphQLContext, user: UserRow, ctx: IssueContext, changes: IssueChanges, clientMutationId: string | null | undefined) {
  const result = await updateIssue(context.db, context.live, user, ctx, changes);
  const base = { clientMutationId: clientMutationId ?? null };
  if (result.kind === 'conflict') return { ...base, errors: [STALE_LOCK_VERSION_MESSAGE], issue: ctx };
  if (result.kind === 'invalid') return { ...base, errors: fullMessages(result.errors), issue: ctx };
  const fresh = await loadIssueIn(context.db, context.viewer, ctx, ctx.issue.iid);
  return { ...base, errors: [], issue: fresh };
}

interface UpdateIssueArgs extends IssueRef, SidebarArgs {
  title?: string | null;
  description?: string | null;
  confidential?: boolean | null;
  locked?: boolean | null;
  stateEvent?: 'CLOSE' | 'REOPEN' | null;
  type?: string | null;
}

interface SidebarArgs {
  addLabelIds?: string[] | null;
  labelIds?: string[] | null;
  removeLabelIds?: string[] | null;
  milestoneId?: string | null;
  healthStatus?: 'onTrack' | 'needsAttention' | 'atRisk' | null;
  weight?: number | null;
  dueDate?: string | null;
  epicId?: string | null;
  timeEstimate?: string | null;
}

/** `gid://gitlab/ProjectLabel/3` (or a bare id) → 3; anything else → 0 (ignored like an unknown id). */
export const gidNumber = (value: string) => {
  const id = Number(/(?:^|\/)(\d{1,10})$/.exec(value)?.[1] ?? 0);
  return id > PG_INTEGER_MAX ? 0 : id;
};
const ids = (values: string[] | null | undefined) => (values ? values.map(gidNumber) : undefined);
const HEALTH = { onTrack: 'on_track', needsAttention: 'needs_attention', atRisk: 'at_risk' } as const;

/** The sidebar arguments of updateIssue (explicit null clears, absent leaves alone). */
function sidebarChanges(input: SidebarArgs): Partial<IssueChanges> | { invalid: string } {
  const estimate = input.timeEstimate === undefined || input.timeEstimate === null ? undefined : input.timeEstimate.trim() === '0' ? 0 : parseDuration(input.timeEstimate);
  if (estimate === null || (estimate !== undefined && estimate < 0)) return { invalid: 'Time estimate must have a valid format and be greater than or equal to zero.' };
  return {
    addLabelIds: ids(input.addLabelIds),
    labelIds: ids(input.labelIds),
    removeLabelIds: ids(input.removeLabelIds),
    milestoneId: input.milestoneId === undefined ? undefined : input.milestoneId === null ? null : gidNumber(input.milestoneId),
    healthStatus: input.healthStatus === undefined ? undefined : input.healthStatus === null ? null : HEALTH[input.healthStatus],
    weight: input.weight,
    dueDate: input.dueDate,
    epicId: input.epicId === undefined ? undefined : input.epicId === null ? null : gidNumber(input.epicId),
    timeEstimate: estimate,
  };
}

const issueType = (type: string | null | undefined): IssueChanges['issueType'] => (type === 'ISSUE' ? 'issue' : type === 'INCIDENT' ? 'incident' : undefined);

export const issueMutationResolvers = {
  Mutation: {
    updateIssue: async (_: unknown, { input }: { input: UpdateIssueArgs }, context: GraphQLContext) => {
      const { user, ctx } = await authorizedIssue(context, input, (c) => c.abilities.issue.updateIssue);
      const sidebar = sidebarChanges(input);
      if ('invalid' in sidebar) return { clientMutationId: input.clientMutationId ?? null, errors: [sidebar.invalid], issue: ctx };
      return applyChanges(
        context,
        user,
        ctx,
        {
          title: input.title ?? undefined,
          description: input.description === undefined ? undefined : input.description,
          confidential: input.confidential ?? undefined,
          discussionLocked: input.locked ?? undefined,
          stateEvent: input.stateEvent === 'CLOSE' ? 'close' : input.stateEvent === 'REOPEN' ? 'reopen' : undefined,
          issueType: issueType(input.type),
          ...sidebar,
        },
        input.clientMutationId,
      );
    },
  },
};
