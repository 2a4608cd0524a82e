import { integer, boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

/**
 * GitLab's subscriptions: a user's explicit notification choice on one subscribable (an Issue, an Epic…).
 * Without a row, participants are subscribed (see notifications/rules.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribableType: text('subscribable_type', { enum: ['Issue', 'Epic', 'MergeRequest'] }).notNull(),
    subscribableId: integer('subscribable_id').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_subscribable_user_idx').on(t.subscribableType, t.subscribableId, t.userId)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
