import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const FREQUENT_ITEM_TYPES = ['project', 'group'] as const;
export type FrequentItemType = (typeof FREQUENT_ITEM_TYPES)[number];

/**
 * A user's visits to projects and groups (GitLab's frequent items, kept per user on the server).
 * No foreign key on `item_id` (it names a project or a group): reads join and drop what is gone.
 */
export const frequentItems = pgTable(
  'frequent_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: FREQUENT_ITEM_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    frequency: integer('frequency').notNull().default(1),
    lastAccessedOn: timestamp('last_accessed_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('frequent_items_user_type_idx').on(t.userId, t.itemType, t.frequency),
    check('frequent_items_frequency_positive', sql`${t.frequency} > 0`),
  ],
);

export type FrequentItemRow = typeof frequentItems.$inferSelect;
