import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { epics } from '../epics/tables.ts';
import { issues } from '../issues/tables.ts';
import { users } from '../users/tables.ts';

/** GitLab's description_versions: the description of an issue or an epic after each change (soft-deletable). */
export const descriptionVersions = pgTable(
  'description_versions',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'cascade' }),
    epicId: integer('epic_id').references(() => epics.id, { onDelete: 'cascade' }),
    description: text('description'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('description_versions_issue_idx').on(t.issueId, t.id),
    index('description_versions_epic_idx').on(t.epicId, t.id),
    check('description_versions_one_owner', sql`(${t.issueId} is null) <> (${t.epicId} is null)`),
  ],
);

export type DescriptionVersionRow = typeof descriptionVersions.$inferSelect;
