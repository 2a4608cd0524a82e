import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceType: text('source_type', { enum: ['group', 'project'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    accessLevel: integer('access_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memberships_user_source_idx').on(t.userId, t.sourceType, t.sourceId)],
);

export type MembershipRow = typeof memberships.$inferSelect;
