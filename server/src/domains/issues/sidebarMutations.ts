import { inArray, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../graphql/context.ts';
import { availableIterations } from '../milestones/queries.ts';
import { users } from '../users/tables.ts';
import { applyChanges, authorizedIssue, gidNumber, type IssueRef } from './mutations.ts';
import { isIsoDate } from './sidebar.ts';
import type { IssueChanges, IssueContext } from './service.ts';

/**
 * The sidebar's one-field mutations (GitLab 16.2's names and shapes). Each needs `setIssueMetadata`
 * (reporter+, the rule the web PUT applies to the same fields) and goes through Issues::UpdateService
 * (`updateIssue`): one transaction, system notes, the live `issues:<id>` event.
 */
export const issueSidebarMutationTypeDefs = /* GraphQL */ `
  enum MutationOperationMode {
    REPLACE
    APPEND
    REMOVE
  }

  scalar IterationID

  input IssueSetAssigneesInput {
    clientMutationId: String
    projectPath: ID!
    iid: String!
    assigneeUsernames: [String!]!
    operationMode: MutationOperationMode = REPLACE
  }

  type IssueSetAssigneesPayload {
    clientMutationId: String
    errors: [String!]!
    issue: Issue
  }

  input IssueSetIterationInput {
    clientMutationId: String
    projectPath: ID!
    iid: String!
    iterationId: IterationID
  }

  type IssueSetIterationPayload {
    clientMutationId: String
    errors: [String!]!
    issue: Issue
  }

  input IssueSetWeightInput {
    clientMutationId: String
    projectPath: ID!
    iid: String!
    weight: Int
  }

  type IssueSetWeightPayload {
    clientMutationId: String
    errors: [String!]!
    issue: Issue
  }

  input IssueSetDueDateInput {
    clientMutationId: String
    projectPath: ID!
    iid: String!
    dueDate: Time
  }

  type IssueSetDueDatePayload {
    clientMutationId: String
    errors: [String!]!
    issue: Issue
  }

  input IssueSetEpicInput {
    clientMutationId: String
    projectPath: ID!
    iid: String!
    epicId: EpicID
  }

  type IssueSetEpicPayload {
    clientMutationId: String
    errors: [String!]!
    issue: Issue
  }

  extend type Mutation {
    issueSetAssignees(input: IssueSetAssigneesInput!): IssueSetAssigneesPayload
    issueSetIteration(input: IssueSetIterationInput!): IssueSetIterationPayload
    issueSetWeight(input: IssueSetWeightInput!): IssueSetWeightPayload
    issueSetDueDate(input: IssueSetDueDateInput!): IssueSetDueDatePayload
    issueSetEpic(input: IssueSetEpicInput!): IssueSetEpicPayload
  }
`;

const canSetMetadata = (ctx: IssueContext) => ctx.abilities.issue.setIssueMetadata;

/** Runs one sidebar change for a reporter+ (anyone else gets GitLab's "resource not available"). */
async function setField(context: GraphQLContext, input: IssueRef, changes: (ctx: IssueContext) => Promise<IssueChanges | string>) {
  const { user, ctx } = await authorizedIssue(context, input, canSetMetadata);
  const resolved = await changes(ctx);
  if (typeof resolved === 'string') return { clientMutationId: input.clientMutationId ?? null, errors: [resolved], issue: ctx };
  return applyChanges(context, user, ctx, resolved, input.clientMutationId);
}

/** Active users by username (case-insensitive, like GitLab's UsersFinder); unknown names are dropped. */
async function userIdsByUsername(context: GraphQLContext, usernames: string[]): Promise<number[]> {
  const wanted = [...new Set(usernames.map((name) => name.trim().replace(/^@/, '').toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await context.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, wanted));
  const byName = new Map(rows.map((row) => [row.username.toLowerCase(), row.id]));
  return wanted.map((name) => byName.get(name)).filter((id): id is number => id !== undefined);
}

/** GraphQL `Time` → the date part (`2026-12-31T00:00:00Z` → `2026-12-31`), or null when it is no date. */
export function dueDateFromTime(value: string): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(?:$|[T ]\d{2}:\d{2})/.exec(value.trim())?.[1];
  return date && isIsoDate(date) ? date : null;
}

/** GitLab caps usernames per request like it caps assignees (200); more is a client bug. */
const MAX_USERNAMES = 200;

export const issueSidebarMutationResolvers = {
  Mutation: {
    issueSetAssignees: (_: unknown, { input }: { input: IssueRef & { assigneeUsernames: string[]; operationMode?: 'REPLACE' | 'APPEND' | 'REMOVE' | null } }, context: GraphQLContext) =>
      setField(context, input, async () => {
        if (input.assigneeUsernames.length > MAX_USERNAMES) return `Assignees total must be less than or equal to ${MAX_USERNAMES}`;
        const ids = await userIdsByUsername(context, input.assigneeUsernames);
        const mode = input.operationMode ?? 'REPLACE';
        if (mode === 'APPEND') return { addAssigneeIds: ids };
        if (mode === 'REMOVE') return { removeAssigneeIds: ids };
        return { assigneeIds: ids };
      }),
    issueSetIteration: (_: unknown, { input }: { input: IssueRef & { iterationId?: string | null } }, context: GraphQLContext) =>
      setField(context, input, async (ctx) => {
        if (input.iterationId === undefined || input.iterationId === null) return { iterationId: null };
        const id = gidNumber(input.iterationId);
        // The REST and web routes ignore unknown iterations like GitLab's finders; this mutation names one, so it says so.
        if (ctx.issue.issueType !== 'incident' && !(await availableIterations(context.db, ctx.namespace)).some((iteration) => iteration.id === id)) return 'Iteration not found';
        return { iterationId: id };
      }),
    issueSetWeight: (_: unknown, { input }: { input: IssueRef & { weight?: number | null } }, context: GraphQLContext) =>
      setField(context, input, async () => ({ weight: input.weight ?? null })),
    issueSetDueDate: (_: unknown, { input }: { input: IssueRef & { dueDate?: string | null } }, context: GraphQLContext) =>
      setField(context, input, async () => {
        if (input.dueDate === undefined || input.dueDate === null || input.dueDate === '') return { dueDate: null };
        const date = dueDateFromTime(input.dueDate);
        return date === null ? 'Due date is not a valid date' : { dueDate: date };
      }),
    issueSetEpic: (_: unknown, { input }: { input: IssueRef & { epicId?: string | null } }, context: GraphQLContext) =>
      setField(context, input, async () => {
        if (input.epicId === undefined || input.epicId === null) return { epicId: null };
        const id = gidNumber(input.epicId);
        return id === 0 ? 'Epic not found' : { epicId: id };
      }),
  },
};
