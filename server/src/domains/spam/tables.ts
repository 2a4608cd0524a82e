import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/**
 * GitLab's spam_logs (loosely): one row per spammable an administrator submitted as spam. `user_id` is
 * the spammable's author (the spammer), not the administrator. `noteable_type` + `target_id` name the
 * spammable (polymorphic, no foreign key: the log outlives a deleted issue). GitLab also logs its own
 * spam checks here; this platform has no spam checker, so every row is a submission and one per target
 * is enough (the unique index makes a second submission a no-op, also under concurrency).
 * `source_ip`, `user_agent` and `via_api` describe how the spammable was created (GitLab keeps them in
 * user_agent_details); they stay null/false because issues do not record them.
 */
export const spamLogs = pgTable(
  'spam_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sourceIp: text('source_ip'),
    userAgent: text('user_agent'),
    viaApi: boolean('via_api').notNull().default(false),
    noteableType: text('noteable_type', { enum: ['Issue'] }).notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title'),
    description: text('description'),
    submittedAsHam: boolean('submitted_as_ham').notNull().default(false),
    recaptchaVerified: boolean('recaptcha_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('spam_logs_target_idx').on(t.noteableType, t.targetId), index('spam_logs_user_idx').on(t.userId)],
);

export type SpamLogRow = typeof spamLogs.$inferSelect;
