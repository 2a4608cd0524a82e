import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups } from '../groups/tables.ts';
import { issues } from '../issues/tables.ts';
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

/** GitLab's label_links for issues. */
export const issueLabels = pgTable(
  'issue_labels',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.labelId] }), index('issue_labels_label_idx').on(t.labelId)],
);
