import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mergeRequests } from '../merge-requests/tables.ts';
import { projects } from '../projects/tables.ts';

/**
 * GitLab's external status checks (MergeRequests::ExternalStatusCheck): a project's external service,
 * told of merge request changes, answering passed or failed per head sha. Name and URL are unique per
 * project, as GitLab validates them.
 */
export const externalStatusChecks = pgTable(
  'external_status_checks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    externalUrl: text('external_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_status_checks_project_name_idx').on(t.projectId, t.name), uniqueIndex('external_status_checks_project_url_idx').on(t.projectId, t.externalUrl)],
);

export type ExternalStatusCheckRow = typeof externalStatusChecks.$inferSelect;

/**
 * MergeRequests::StatusCheckResponse: one answer (or a retry's `pending`) of a check for a merge
 * request at a sha; the latest for the merge request's head sha is the check's status.
 */
export const statusCheckResponses = pgTable(
  'status_check_responses',
  {
    id: serial('id').primaryKey(),
    mergeRequestId: integer('merge_request_id')
      .notNull()
      .references(() => mergeRequests.id, { onDelete: 'cascade' }),
    externalStatusCheckId: integer('external_status_check_id')
      .notNull()
      .references(() => externalStatusChecks.id, { onDelete: 'cascade' }),
    sha: text('sha').notNull(),
    status: text('status', { enum: ['pending', 'passed', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('status_check_responses_mr_check_idx').on(t.mergeRequestId, t.externalStatusCheckId, t.sha)],
);

export type StatusCheckResponseRow = typeof statusCheckResponses.$inferSelect;
