import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { epics } from '../epics/tables.ts';
import { issues } from '../issues/tables.ts';
import { mergeRequests } from '../merge-requests/tables.ts';
import { users } from '../users/tables.ts';

/** GitLab's description_versions: the description of an issue, an epic or a merge request after each change (soft-deletable). */
export const descriptionVersions = pgTable(
  'description_versions',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'cascade' }),
    epicId: integer('epic_id').references(() => epics.id, { onDelete: 'cascade' }),
    mergeRequestId: integer('merge_request_id').references(() => mergeRequests.id, { onDelete: 'cascade' }),
    description: text('description'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('description_versions_issue_idx').on(t.issueId, t.id),
    index('description_versions_epic_idx').on(t.epicId, t.id),
    index('description_versions_merge_request_idx').on(t.mergeRequestId, t.id),
    check('description_versions_one_owner', sql`num_nonnulls(${t.issueId}, ${t.epicId}, ${t.mergeRequestId}) = 1`),
  ],
);

export type DescriptionVersionRow = typeof descriptionVersions.$inferSelect;
