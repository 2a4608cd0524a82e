import { type AnyPgColumn, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** Denormalised full path ("parent/child"), unique; kept in sync on create. */
    fullPath: text('full_path').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => groups.id, { onDelete: 'cascade' }),
    visibility: text('visibility', { enum: ['public', 'internal', 'private'] }).notNull().default('private'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_full_path_idx').on(t.fullPath)],
);

export type GroupRow = typeof groups.$inferSelect;
