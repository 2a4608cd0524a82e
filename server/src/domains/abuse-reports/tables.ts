import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const ABUSE_CATEGORIES = ['spam', 'offensive', 'phishing', 'crypto', 'credentials', 'copyright', 'malware', 'other'] as const;
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];

/** GitLab's abuse_reports: a signed-in user reports another user to the administrators. */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ABUSE_CATEGORIES }).notNull(),
    message: text('message'),
    reportedFromUrl: text('reported_from_url'),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('abuse_reports_user_idx').on(t.userId)],
);

export type AbuseReportRow = typeof abuseReports.$inferSelect;
