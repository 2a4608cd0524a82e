import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups } from '../groups/tables.ts';
import { projects } from '../projects/tables.ts';

/**
 * GitLab's labels: a project label (`project_id`) or a group label (`group_id`, usable in every project
 * below the group). `scope::name` titles are scoped labels. The text colour is derived from `color`.
 */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('labels_project_title_idx').on(t.projectId, t.title),
    uniqueIndex('labels_group_title_idx').on(t.groupId, t.title),
    check('labels_one_owner', sql`(${t.projectId} is null) <> (${t.groupId} is null)`),
  ],
);

export type LabelRow = typeof labels.$inferSelect;
