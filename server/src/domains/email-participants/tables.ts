import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { issues } from '../issues/tables.ts';

/** GitLab's issue_email_participants: external addresses a service-desk issue's public comments are emailed to. */
export const issueEmailParticipants = pgTable(
  'issue_email_participants',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    /** Stored as given; unique per issue regardless of case (GitLab's `lower(email)` index). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('issue_email_participants_issue_email_idx').on(t.issueId, sql`lower(${t.email})`)],
);

export type IssueEmailParticipantRow = typeof issueEmailParticipants.$inferSelect;
