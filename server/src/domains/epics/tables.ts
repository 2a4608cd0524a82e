import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from '../groups/tables.ts';
import { users } from '../users/tables.ts';

/** GitLab's epics, minimal: the epic page's issue extends this table (tree, dates, parent). */
export const epics = pgTable(
  'epics',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: text('state', { enum: ['opened', 'closed'] }).notNull().default('opened'),
    /** Hex colour (`#1068bf`, GitLab's default). */
    color: text('color').notNull().default('#1068bf'),
    confidential: boolean('confidential').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('epics_group_iid_idx').on(t.groupId, t.iid)],
);

export type EpicRow = typeof epics.$inferSelect;
