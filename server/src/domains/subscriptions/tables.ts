import { boolean, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from '../groups/tables.ts';

/** One subscription per top-level group (GitLab.com's gitlab_subscriptions). */
export const gitlabSubscriptions = pgTable(
  'gitlab_subscriptions',
  {
    id: serial('id').primaryKey(),
    namespaceId: integer('namespace_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    trial: boolean('trial').notNull().default(false),
    autoRenew: boolean('auto_renew').notNull().default(false),
    seats: integer('seats').notNull().default(0),
    maxSeatsUsed: integer('max_seats_used').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    trialStartsOn: date('trial_starts_on', { mode: 'string' }),
    trialEndsOn: date('trial_ends_on', { mode: 'string' }),
  },
  (t) => [uniqueIndex('gitlab_subscriptions_namespace_idx').on(t.namespaceId)],
);

export type GitlabSubscriptionRow = typeof gitlabSubscriptions.$inferSelect;
