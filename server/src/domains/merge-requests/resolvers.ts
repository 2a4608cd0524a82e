import { inArray } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { connection, connectionPage, gid, parseGid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { fullMessages, RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';
import { isSubscribed, userNotesCount, votesOfOne } from '../issuables/queries.ts';
import type { ProjectWithNamespace } from '../projects/queries.ts';
import { IssueTextRenderer } from '../references/render.ts';
import { avatarUrlOf } from '../users/avatars.ts';
import { userWebUrl } from '../users/serializers.ts';
import { users, type UserRow } from '../users/tables.ts';
import { APPROVALS_REQUIRED, approvalsLeft, approvalsOf, requestReReview } from './approvals.ts';
import { branchSha, hasConflicts } from './git.ts';
import { listMergeRequests, mrRelations, type MrListFilters } from './queries.ts';
import { MR_MESSAGES } from './rules.ts';
import { mrReference, mrWebPath } from './serializers.ts';
import { diffVersions, loadMergeRequest, loadMergeRequestIn, loadMrProject, repoOf, unresolvedThreadsCount, updateMergeRequest, versionDiff, type MergeRequestContext } from './service.ts';

/** The parent of MergeRequest fields: the loaded merge request (read rule already applied). */
type Parent = MergeRequestContext;

const personFields = `
    id: ID!
    username: String!
    name: String!
    avatarUrl: String
    webUrl: String!
    webPath: String!
    state: UserState!
    bot: Boolean!`;

export const mergeRequestTypeDefs = /* GraphQL */ `
  enum MergeRequestState {
    all
    closed
    locked
    merged
    opened
  }

  enum MergeRequestNewState {
    CLOSED
    OPEN
  }

  type MergeRequestAuthor {${personFields}
  }

  type MergeRequestAssignee {${personFields}
  }

  type MergeRequestAssigneeEdge {
    cursor: String!
    node: MergeRequestAssignee
  }

  type MergeRequestAssigneeConnection {
    edges: [MergeRequestAssigneeEdge]
    nodes: [MergeRequestAssignee]
    pageInfo: PageInfo!
  }

  type MergeRequestReviewer {${personFields}
  }

  type MergeRequestReviewerEdge {
    cursor: String!
    node: MergeRequestReviewer
  }

  type MergeRequestReviewerConnection {
    edges: [MergeRequestReviewerEdge]
    nodes: [MergeRequestReviewer]
    pageInfo: PageInfo!
  }

  type DiffRefs {
    baseSha: String
    headSha: String!
    startSha: String!
  }

  type DiffStats {
    additions: Int!
    deletions: Int!
    path: String!
  }

  type DiffStatsSummary {
    additions: Int!
    changes: Int!
    deletions: Int!
    fileCount: Int!
  }

  type MergeRequestPermissions {
    adminMergeRequest: Boolean!
    canMerge: Boolean!
    createNote: Boolean!
    pushToSourceBranch: Boolean!
    readMergeRequest: Boolean!
    removeSourceBranch: Boolean!
    updateMergeRequest: Boolean!
  }

  enum ApprovalRuleType {
    ANY_APPROVER
    CODE_OWNER
    REGULAR
    REPORT_APPROVER
  }

  "GitLab's GlobalID scalar (a global id string, as ID)."
  scalar GlobalID

  type ApprovalRule {
    approvalsRequired: Int
    approved: Boolean
    id: GlobalID!
    name: String
    type: ApprovalRuleType
  }

  type MergeRequestApprovalState {
    approvalRulesOverwritten: Boolean
    invalidApproversRules: [ApprovalRule!]
    rules: [ApprovalRule!]
  }

  type MergeRequest {
    id: ID!
    approvalState: MergeRequestApprovalState!
    approvalsLeft: Int
    approvalsRequired: Int
    approved: Boolean!
    approvedBy(after: String, before: String, first: Int, last: Int): UserCoreConnection
    iid: String!
    title: String!
    titleHtml: String
    description: String
    descriptionHtml: String
    state: MergeRequestState!
    draft: Boolean!
    sourceBranch: String!
    targetBranch: String!
    sourceBranchExists: Boolean!
    targetBranchExists: Boolean!
    sourceProjectId: Int
    targetProjectId: Int!
    projectId: Int!
    project: Project!
    author: MergeRequestAuthor
    assignees(after: String, before: String, first: Int, last: Int): MergeRequestAssigneeConnection
    reviewers(after: String, before: String, first: Int, last: Int): MergeRequestReviewerConnection
    labels(after: String, before: String, first: Int, last: Int): LabelConnection
    diffStats(path: String): [DiffStats!]
    diffStatsSummary: DiffStatsSummary
    diffRefs: DiffRefs
    diffHeadSha: String
    commitCount: Int
    conflicts: Boolean!
    mergeable: Boolean!
    mergeCommitSha: String
    mergeUser: UserCore
    mergedAt: Time
    discussionLocked: Boolean!
    shouldRemoveSourceBranch: Boolean
    squash: Boolean!
    squashOnMerge: Boolean!
    createdAt: Time!
    updatedAt: Time!
    webUrl: String
    reference(full: Boolean = false): String!
    subscribed: Boolean!
    upvotes: Int!
    downvotes: Int!
    userNotesCount: Int
    userPermissions: MergeRequestPermissions!
  }

  type MergeRequestEdge {
    cursor: String!
    node: MergeRequest
  }

  type MergeRequestConnection {
    count: Int!
    edges: [MergeRequestEdge]
    nodes: [MergeRequest]
    pageInfo: PageInfo!
  }

  extend type Project {
    mergeRequest(iid: String!): MergeRequest
    mergeRequests(after: String, before: String, first: Int, last: Int, iids: [String!], state: MergeRequestState, draft: Boolean, labels: [String!], authorUsername: String, sourceBranches: [String!], targetBranches: [String!]): MergeRequestConnection
  }

  input MergeRequestSetDraftInput {
    clientMutationId: String
    draft: Boolean!
    iid: String!
    projectPath: ID!
  }

  type MergeRequestSetDraftPayload {
    clientMutationId: String
    errors: [String!]!
    mergeRequest: MergeRequest
  }

  input MergeRequestUpdateInput {
    clientMutationId: String
    description: String
    iid: String!
    projectPath: ID!
    state: MergeRequestNewState
    targetBranch: String
    title: String
  }

  type MergeRequestUpdatePayload {
    clientMutationId: String
    errors: [String!]!
    mergeRequest: MergeRequest
  }

  scalar UserID

  input MergeRequestReviewerRereviewInput {
    clientMutationId: String
    iid: String!
    projectPath: ID!
    userId: UserID!
  }

  type MergeRequestReviewerRereviewPayload {
    clientMutationId: String
    errors: [String!]!
    mergeRequest: MergeRequest
  }

  input MergeRequestSetAssigneesInput {
    assigneeUsernames: [String!]!
    clientMutationId: String
    iid: String!
    operationMode: MutationOperationMode = REPLACE
    projectPath: ID!
  }

  type MergeRequestSetAssigneesPayload {
    clientMutationId: String
    errors: [String!]!
    mergeRequest: MergeRequest
  }

  input MergeRequestSetReviewersInput {
    clientMutationId: String
    iid: String!
    operationMode: MutationOperationMode = REPLACE
    projectPath: ID!
    reviewerUsernames: [String!]!
  }

  type MergeRequestSetReviewersPayload {
    clientMutationId: String
    errors: [String!]!
    mergeRequest: MergeRequest
  }

  extend type Mutation {
    mergeRequestSetAssignees(input: MergeRequestSetAssigneesInput!): MergeRequestSetAssigneesPayload
    mergeRequestSetReviewers(input: MergeRequestSetReviewersInput!): MergeRequestSetReviewersPayload
    mergeRequestReviewerRereview(input: MergeRequestReviewerRereviewInput!): MergeRequestReviewerRereviewPayload
    mergeRequestSetDraft(input: MergeRequestSetDraftInput!): MergeRequestSetDraftPayload
    mergeRequestUpdate(input: MergeRequestUpdateInput!): MergeRequestUpdatePayload
  }
`;

/** One renderer per operation (its memo lives as long as the operation: nothing stale is served later). */
const renderers = new WeakMap<GraphQLContext, IssueTextRenderer>();
function rendererFor(context: GraphQLContext): IssueTextRenderer {
  let found = renderers.get(context);
  if (!found) {
    found = new IssueTextRenderer(context.db, () => 0, 200);
    renderers.set(context, found);
  }
  return found;
}

const person = {
  id: (user: UserRow) => gid('User', user.id),
  avatarUrl: (user: UserRow, _: unknown, context: GraphQLContext) => avatarUrlOf(context.config.externalUrl, user),
  webUrl: (user: UserRow, _: unknown, context: GraphQLContext) => userWebUrl(context.config.externalUrl, user),
  webPath: (user: UserRow) => `/${user.username}`,
  bot: () => false,
};

async function relationsOf(context: GraphQLContext, parent: Parent) {
  const rels = await mrRelations(context.db, [parent.mr]);
  return rels.get(parent.mr.id);
}

const latestOf = async (context: GraphQLContext, parent: Parent) => (await diffVersions(context.db, parent.mr.id))[0] ?? null;

async function diffOf(context: GraphQLContext, parent: Parent) {
  const latest = await latestOf(context, parent);
  return latest ? (await versionDiff(repoOf(context.config.dataDir, parent), latest)).files : [];
}

type Input = { clientMutationId?: string | null; projectPath: string; iid: string } & Record<string, unknown>;

async function authorizedUpdate(context: GraphQLContext, input: Input): Promise<{ user: UserRow; ctx: MergeRequestContext }> {
  const user = context.viewer.user;
  if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
  let ctx: MergeRequestContext;
  try {
    ctx = await loadMergeRequest(context.db, context.viewer, { fullPath: input.projectPath }, /^\d{1,10}$/.test(input.iid) ? Number(input.iid) : 0);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
    throw error;
  }
  if (!ctx.abilities.update) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
  return { user, ctx };
}

export const mergeRequestResolvers = {
  MergeRequestAuthor: person,
  MergeRequestAssignee: person,
  MergeRequestReviewer: person,
  MergeRequest: {
    id: (p: Parent) => gid('MergeRequest', p.mr.id),
    iid: (p: Parent) => String(p.mr.iid),
    // GitLab Free: no approval rules (approvals.ts).
    approvalState: () => ({ approvalRulesOverwritten: false, invalidApproversRules: [], rules: [] }),
    approvalsLeft: async (p: Parent, _: unknown, context: GraphQLContext) => approvalsLeft(await approvalsOf(context.db, p.mr.id)),
    approvalsRequired: () => APPROVALS_REQUIRED,
    approved: async (p: Parent, _: unknown, context: GraphQLContext) => (await approvalsOf(context.db, p.mr.id)).length > 0,
    approvedBy: async (p: Parent, args: ConnectionArgs, context: GraphQLContext) => {
      const list = (await approvalsOf(context.db, p.mr.id)).map((a) => a.user);
      const { offset, limit } = connectionPage(args);
      return connection(list.slice(offset, offset + limit), offset, list.length);
    },
    title: (p: Parent) => p.mr.title,
    titleHtml: async (p: Parent, _: unknown, context: GraphQLContext) => (await rendererFor(context).render(context.viewer, { fullPath: p.fullPath, id: p.project.id, accessLevel: p.accessLevel }, p.mr)).titleHtml,
    description: (p: Parent) => p.mr.description,
    descriptionHtml: async (p: Parent, _: unknown, context: GraphQLContext) => (await rendererFor(context).render(context.viewer, { fullPath: p.fullPath, id: p.project.id, accessLevel: p.accessLevel }, p.mr)).descriptionHtml,
    state: (p: Parent) => p.mr.state,
    draft: (p: Parent) => p.mr.draft,
    sourceBranch: (p: Parent) => p.mr.sourceBranch,
    targetBranch: (p: Parent) => p.mr.targetBranch,
    sourceBranchExists: async (p: Parent, _: unknown, context: GraphQLContext) => (await branchSha(repoOf(context.config.dataDir, p), p.mr.sourceBranch)) !== null,
    targetBranchExists: async (p: Parent, _: unknown, context: GraphQLContext) => (await branchSha(repoOf(context.config.dataDir, p), p.mr.targetBranch)) !== null,
    sourceProjectId: (p: Parent) => p.mr.sourceProjectId,
    targetProjectId: (p: Parent) => p.mr.projectId,
    projectId: (p: Parent) => p.mr.projectId,
    project: (p: Parent) => ({ project: p.project, namespace: p.namespace }),
    author: (p: Parent) => p.author,
    assignees: async (p: Parent, args: ConnectionArgs, context: GraphQLContext) => {
      const list = (await relationsOf(context, p))?.assignees ?? [];
      const { offset, limit } = connectionPage(args);
      return connection(list.slice(offset, offset + limit), offset, list.length);
    },
    reviewers: async (p: Parent, args: ConnectionArgs, context: GraphQLContext) => {
      const list = (await relationsOf(context, p))?.reviewers ?? [];
      const { offset, limit } = connectionPage(args);
      return connection(list.slice(offset, offset + limit), offset, list.length);
    },
    labels: async (p: Parent, _: unknown, context: GraphQLContext) => {
      const list = (await relationsOf(context, p))?.labels ?? [];
      return connection(list, 0, list.length);
    },
    diffStats: async (p: Parent, args: { path?: string | null }, context: GraphQLContext) =>
      (await diffOf(context, p))
        .filter((f) => !args.path || f.new_path === args.path || f.old_path === args.path)
        .map((f) => ({ path: f.new_path || f.old_path, additions: f.added_lines, deletions: f.removed_lines })),
    diffStatsSummary: async (p: Parent, _: unknown, context: GraphQLContext) => {
      const files = await diffOf(context, p);
      const additions = files.reduce((n, f) => n + f.added_lines, 0);
      const deletions = files.reduce((n, f) => n + f.removed_lines, 0);
      return { additions, deletions, changes: additions + deletions, fileCount: files.length };
    },
    diffRefs: async (p: Parent, _: unknown, context: GraphQLContext) => {
      const latest = await latestOf(context, p);
      return latest?.headCommitSha ? { baseSha: latest.baseCommitSha, headSha: latest.headCommitSha, startSha: latest.startCommitSha } : null;
    },
    diffHeadSha: async (p: Parent, _: unknown, context: GraphQLContext) => (await latestOf(context, p))?.headCommitSha ?? null,
    commitCount: async (p: Parent, _: unknown, context: GraphQLContext) => (await latestOf(context, p))?.commitsCount ?? 0,
    conflicts: async (p: Parent, _: unknown, context: GraphQLContext) => {
      const latest = await latestOf(context, p);
      return p.mr.state === 'opened' && latest?.startCommitSha && latest.headCommitSha ? hasConflicts(repoOf(context.config.dataDir, p), latest.startCommitSha, latest.headCommitSha) : false;
    },
    /** GitLab's `mergeable`: open, not a draft, no conflicts, threads resolved when the project requires it. */
    mergeable: async (p: Parent, _: unknown, context: GraphQLContext) => {
      if (p.mr.state !== 'opened' || p.mr.draft) return false;
      const latest = await latestOf(context, p);
      if (!latest?.startCommitSha || !latest.headCommitSha) return false;
      if (await hasConflicts(repoOf(context.config.dataDir, p), latest.startCommitSha, latest.headCommitSha)) return false;
      return !p.project.onlyAllowMergeIfAllDiscussionsAreResolved || (await unresolvedThreadsCount(context.db, p.mr.id)) === 0;
    },
    mergeCommitSha: (p: Parent) => p.mr.mergeCommitSha,
    mergeUser: async (p: Parent, _: unknown, context: GraphQLContext) => (await relationsOf(context, p))?.mergeUser ?? null,
    mergedAt: (p: Parent) => p.mr.mergedAt,
    discussionLocked: (p: Parent) => p.mr.discussionLocked,
    shouldRemoveSourceBranch: (p: Parent) => p.mr.shouldRemoveSourceBranch,
    squash: (p: Parent) => p.mr.squash,
    squashOnMerge: (p: Parent) => p.mr.squash,
    createdAt: (p: Parent) => p.mr.createdAt,
    updatedAt: (p: Parent) => p.mr.updatedAt,
    webUrl: (p: Parent, _: unknown, context: GraphQLContext) => `${context.config.externalUrl}${mrWebPath(p.fullPath, p.mr)}`,
    reference: (p: Parent, args: { full?: boolean | null }) => mrReference(p.mr, p.fullPath, args.full === true),
    subscribed: (p: Parent, _: unknown, context: GraphQLContext) => isSubscribed(context.db, context.viewer.user?.id ?? null, { type: 'MergeRequest', id: p.mr.id, authorId: p.mr.authorId }),
    upvotes: async (p: Parent, _: unknown, context: GraphQLContext) => (await votesOfOne(context.db, { type: 'MergeRequest', id: p.mr.id })).upvotes,
    downvotes: async (p: Parent, _: unknown, context: GraphQLContext) => (await votesOfOne(context.db, { type: 'MergeRequest', id: p.mr.id })).downvotes,
    userNotesCount: (p: Parent, _: unknown, context: GraphQLContext) => userNotesCount(context.db, { type: 'MergeRequest', id: p.mr.id }, false),
    userPermissions: (p: Parent) => ({
      adminMergeRequest: p.abilities.admin,
      canMerge: p.abilities.merge,
      createNote: p.abilities.createNote,
      pushToSourceBranch: p.abilities.merge,
      readMergeRequest: p.abilities.read,
      removeSourceBranch: p.abilities.merge,
      updateMergeRequest: p.abilities.update,
    }),
  },
  Project: {
    mergeRequest: async ({ project }: ProjectWithNamespace, args: { iid: string }, context: GraphQLContext) => {
      if (!/^\d{1,10}$/.test(args.iid)) return null;
      try {
        return await loadMergeRequestIn(context.db, context.viewer, await loadMrProject(context.db, context.viewer, { id: project.id }), Number(args.iid));
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
    mergeRequests: async (
      { project }: ProjectWithNamespace,
      args: ConnectionArgs & { iids?: string[] | null; state?: string | null; draft?: boolean | null; labels?: string[] | null; authorUsername?: string | null; sourceBranches?: string[] | null; targetBranches?: string[] | null },
      context: GraphQLContext,
    ) => {
      let mrProject;
      try {
        mrProject = await loadMrProject(context.db, context.viewer, { id: project.id });
      } catch (error) {
        if (error instanceof AppError) return connection([], 0, 0);
        throw error;
      }
      const { offset, limit } = connectionPage(args);
      const filters: MrListFilters = {
        projectId: project.id,
        state: (args.state ?? undefined) as MrListFilters['state'],
        draft: args.draft ?? undefined,
        labels: args.labels ?? undefined,
        authorUsername: args.authorUsername ?? undefined,
        iids: args.iids?.map(Number).filter((n) => Number.isSafeInteger(n)),
        sourceBranch: args.sourceBranches?.[0],
        targetBranch: args.targetBranches?.[0],
        orderBy: 'created_at',
        sort: 'desc',
      };
      const { rows, total } = await listMergeRequests(context.db, context.viewer, filters, { page: 1, perPage: limit, offset });
      const contexts = await Promise.all(rows.map((mr) => loadMergeRequestIn(context.db, context.viewer, mrProject, mr.iid)));
      return connection(contexts, offset, total);
    },
  },
  Mutation: {
    mergeRequestSetAssignees: async (_parent: unknown, { input }: { input: Input & { assigneeUsernames: string[]; operationMode?: OperationMode | null } }, context: GraphQLContext) => {
      const { user, ctx } = await authorizedUpdate(context, input);
      const current = (await relationsOf(context, ctx))?.assignees ?? [];
      const ids = await usersByOperation(context, current, input.assigneeUsernames, input.operationMode);
      return payload(context, input, ctx, await updateMergeRequest(context.db, context.live, context.config.dataDir, user, ctx, { assigneeIds: ids }));
    },
    mergeRequestSetReviewers: async (_parent: unknown, { input }: { input: Input & { reviewerUsernames: string[]; operationMode?: OperationMode | null } }, context: GraphQLContext) => {
      const { user, ctx } = await authorizedUpdate(context, input);
      const current = (await relationsOf(context, ctx))?.reviewers ?? [];
      const ids = await usersByOperation(context, current, input.reviewerUsernames, input.operationMode);
      return payload(context, input, ctx, await updateMergeRequest(context.db, context.live, context.config.dataDir, user, ctx, { reviewerIds: ids }));
    },
    mergeRequestReviewerRereview: async (_parent: unknown, { input }: { input: Input & { userId: string } }, context: GraphQLContext) => {
      const { user, ctx } = await authorizedUpdate(context, input);
      const reviewerId = parseGid(String(input.userId), 'User');
      const { error } = reviewerId === undefined ? { error: 'Reviewer not found' } : await requestReReview(context.db, context.live, user, ctx, reviewerId);
      return { clientMutationId: input.clientMutationId ?? null, errors: error ? [error] : [], mergeRequest: await loadMergeRequestIn(context.db, context.viewer, ctx, ctx.mr.iid) };
    },
    mergeRequestSetDraft: async (_parent: unknown, { input }: { input: Input & { draft: boolean } }, context: GraphQLContext) => {
      const { user, ctx } = await authorizedUpdate(context, input);
      const result = await updateMergeRequest(context.db, context.live, context.config.dataDir, user, ctx, { draft: input.draft });
      return payload(context, input, ctx, result);
    },
    mergeRequestUpdate: async (_parent: unknown, { input }: { input: Input & { title?: string | null; description?: string | null; targetBranch?: string | null; state?: 'CLOSED' | 'OPEN' | null } }, context: GraphQLContext) => {
      const { user, ctx } = await authorizedUpdate(context, input);
      const result = await updateMergeRequest(context.db, context.live, context.config.dataDir, user, ctx, {
        title: input.title ?? undefined,
        description: input.description === undefined ? undefined : input.description,
        targetBranch: input.targetBranch ?? undefined,
        stateEvent: input.state === 'CLOSED' ? 'close' : input.state === 'OPEN' ? 'reopen' : undefined,
      });
      return payload(context, input, ctx, result);
    },
  },
};

type OperationMode = 'REPLACE' | 'APPEND' | 'REMOVE';

/** The users a set mutation leaves (GitLab's MutationOperationMode over usernames; unknown ones are dropped). */
async function usersByOperation(context: GraphQLContext, current: readonly UserRow[], usernames: readonly string[], mode: OperationMode | null | undefined): Promise<number[]> {
  const named = usernames.length ? await context.db.select({ id: users.id }).from(users).where(inArray(users.username, [...usernames])) : [];
  const ids = named.map((u) => u.id);
  if (mode === 'APPEND') return [...new Set([...current.map((u) => u.id), ...ids])];
  if (mode === 'REMOVE') return current.map((u) => u.id).filter((id) => !ids.includes(id));
  return ids;
}

async function payload(context: GraphQLContext, input: Input, ctx: MergeRequestContext, result: Awaited<ReturnType<typeof updateMergeRequest>>) {
  const base = { clientMutationId: input.clientMutationId ?? null };
  if (result.kind === 'conflict') return { ...base, errors: [MR_MESSAGES.stale], mergeRequest: ctx };
  if (result.kind === 'invalid') return { ...base, errors: Array.isArray(result.errors) ? result.errors : fullMessages(result.errors), mergeRequest: ctx };
  return { ...base, errors: [], mergeRequest: await loadMergeRequestIn(context.db, context.viewer, ctx, ctx.mr.iid) };
}
