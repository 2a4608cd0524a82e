import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { issues } from '../issues/tables.ts';
import { notes } from '../notes/tables.ts';
import { users } from '../users/tables.ts';

/** GitLab's timelogs (`/spend`): seconds spent, negative to subtract. */
export const timelogs = pgTable(
  'timelogs',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noteId: integer('note_id').references(() => notes.id, { onDelete: 'set null' }),
    timeSpent: integer('time_spent').notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('timelogs_issue_idx').on(t.issueId)],
);

export type TimelogRow = typeof timelogs.$inferSelect;
