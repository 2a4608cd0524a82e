import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { issues } from '../issues/tables.ts';
import { users } from '../users/tables.ts';

/** GitLab's description_versions: the description after each change (soft-deletable). */
export const descriptionVersions = pgTable(
  'description_versions',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    description: text('description'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('description_versions_issue_idx').on(t.issueId, t.id)],
);

export type DescriptionVersionRow = typeof descriptionVersions.$inferSelect;
