import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { groups } from '../groups/tables.ts';
import { notes } from '../notes/tables.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

/** The kinds a to-do may point at (GitLab's `target_type`); merge requests join with their kind. */
export const TODO_TARGET_TYPES = ['Issue', 'Epic', 'MergeRequest'] as const;
export type TodoTargetType = (typeof TODO_TARGET_TYPES)[number];

/**
 * GitLab's `todos`: one entry of a user's to-do list, pointing polymorphically at its target (deleted
 * with the target by issuables/destroy.ts). `action` holds GitLab's Todo action codes (todos/rules.ts);
 * project-level targets carry `project_id`, group-level ones (epics) `group_id`.
 */
export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: TODO_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    action: smallint('action').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    /** The note whose mention created it (mentions and direct addresses in comments). */
    noteId: integer('note_id').references(() => notes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('todos_user_state_idx').on(t.userId, t.state), index('todos_target_idx').on(t.targetType, t.targetId)],
);

export type TodoRow = typeof todos.$inferSelect;
export type TodoState = TodoRow['state'];
