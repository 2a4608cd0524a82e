import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups } from '../groups/tables.ts';
import { projects } from '../projects/tables.ts';

/** A project milestone (`project_id`) or a group milestone (`group_id`); iid counts per owner. */
export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: text('state', { enum: ['active', 'closed'] }).notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('milestones_project_title_idx').on(t.projectId, t.title),
    uniqueIndex('milestones_group_title_idx').on(t.groupId, t.title),
    uniqueIndex('milestones_project_iid_idx').on(t.projectId, t.iid),
    uniqueIndex('milestones_group_iid_idx').on(t.groupId, t.iid),
    check('milestones_one_owner', sql`(${t.projectId} is null) <> (${t.groupId} is null)`),
  ],
);

export type MilestoneRow = typeof milestones.$inferSelect;

/** Group iterations (cadence-less: a title and a date range). */
export const iterations = pgTable(
  'iterations',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    title: text('title'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iterations_group_iid_idx').on(t.groupId, t.iid)],
);

export type IterationRow = typeof iterations.$inferSelect;
