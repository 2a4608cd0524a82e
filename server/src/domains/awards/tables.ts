import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** GitLab's award_emoji: one reaction of one user on one awardable (a Note, an Issue, …). */
export const awardEmoji = pgTable(
  'award_emoji',
  {
    id: serial('id').primaryKey(),
    awardableType: text('awardable_type').notNull(),
    awardableId: integer('awardable_id').notNull(),
    name: text('name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('award_emoji_awardable_name_user_idx').on(t.awardableType, t.awardableId, t.name, t.userId),
    index('award_emoji_awardable_idx').on(t.awardableType, t.awardableId),
  ],
);

export type AwardEmojiRow = typeof awardEmoji.$inferSelect;
