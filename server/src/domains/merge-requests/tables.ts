import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { labels } from '../labels/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

export const MERGE_REQUEST_STATES = ['opened', 'closed', 'merged', 'locked'] as const;
export type MergeRequestState = (typeof MERGE_REQUEST_STATES)[number];

/** GitLab's merge_requests: the issuable part, the branches, the merge. Its project is the target project. */
export const mergeRequests = pgTable(
  'merge_requests',
  {
    id: serial('id').primaryKey(),
    /** The target project (GitLab's `target_project_id`; `project_id` of its notes). */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceProjectId: integer('source_project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: text('state', { enum: MERGE_REQUEST_STATES }).notNull().default('opened'),
    draft: boolean('draft').notNull().default(false),
    sourceBranch: text('source_branch').notNull(),
    targetBranch: text('target_branch').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    milestoneId: integer('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    /** Merge requests are never confidential; the column keeps the core's row shape. */
    confidential: boolean('confidential').notNull().default(false),
    discussionLocked: boolean('discussion_locked').notNull().default(false),
    squash: boolean('squash').notNull().default(false),
    shouldRemoveSourceBranch: boolean('should_remove_source_branch').notNull().default(false),
    mergeCommitSha: text('merge_commit_sha'),
    mergeUserId: integer('merge_user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedById: integer('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockVersion: integer('lock_version').notNull().default(0),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true, mode: 'date' }),
    lastEditedById: integer('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('merge_requests_project_iid_idx').on(t.projectId, t.iid),
    index('merge_requests_source_branch_idx').on(t.sourceProjectId, t.sourceBranch),
    index('merge_requests_author_idx').on(t.authorId),
  ],
);

export type MergeRequestRow = typeof mergeRequests.$inferSelect;

/** GitLab's merge_request_assignees. */
export const mergeRequestAssignees = pgTable(
  'merge_request_assignees',
  {
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mergeRequestId, t.userId] }), index('merge_request_assignees_user_idx').on(t.userId)],
);

/** GitLab's merge_request_reviewers (state: unreviewed, reviewed, requested_changes, approved). */
export const mergeRequestReviewers = pgTable(
  'merge_request_reviewers',
  {
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['unreviewed', 'reviewed', 'requested_changes', 'approved'] }).notNull().default('unreviewed'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mergeRequestId, t.userId] }), index('merge_request_reviewers_user_idx').on(t.userId)],
);

/** GitLab's label_links for merge requests. */
export const mergeRequestLabels = pgTable(
  'merge_request_labels',
  {
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mergeRequestId, t.labelId] }), index('merge_request_labels_label_idx').on(t.labelId)],
);

/**
 * GitLab's merge_request_diffs: one version per push to the source branch (base = merge base with the
 * target, start = the target's tip, head = the source's tip). The files are computed from git on demand.
 */
export const mergeRequestDiffs = pgTable(
  'merge_request_diffs',
  {
    id: serial('id').primaryKey(),
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    baseCommitSha: text('base_commit_sha'),
    startCommitSha: text('start_commit_sha'),
    headCommitSha: text('head_commit_sha'),
    /** collected, overflow (over the hard limits) or empty. */
    state: text('state', { enum: ['collected', 'overflow', 'empty'] }).notNull().default('collected'),
    filesCount: integer('files_count').notNull().default(0),
    /** GitLab's real_size: the changed files count, `1000+` on overflow. */
    realSize: text('real_size').notNull().default('0'),
    commitsCount: integer('commits_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('merge_request_diffs_merge_request_idx').on(t.mergeRequestId, t.id)],
);

export type MergeRequestDiffRow = typeof mergeRequestDiffs.$inferSelect;

/**
 * GitLab's draft_notes: a reviewer's pending comments on a merge request, visible only to their author
 * until the review is submitted (published as notes). A draft either starts a thread (with a `position`
 * for a diff comment) or replies to `discussion_id`; `resolve_discussion` resolves that thread on publish.
 */
export const draftNotes = pgTable(
  'draft_notes',
  {
    id: serial('id').primaryKey(),
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    discussionId: text('discussion_id'),
    resolveDiscussion: boolean('resolve_discussion').notNull().default(false),
    internal: boolean('internal').notNull().default(false),
    position: jsonb('position'),
    originalPosition: jsonb('original_position'),
    changePosition: jsonb('change_position'),
    lineCode: text('line_code'),
    commitId: text('commit_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('draft_notes_merge_request_author_idx').on(t.mergeRequestId, t.authorId, t.id)],
);

/** GitLab's approvals: who approved a merge request (one row per user; revoking deletes it). */
export const mergeRequestApprovals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approvals_merge_request_user_idx').on(t.mergeRequestId, t.userId)],
);
