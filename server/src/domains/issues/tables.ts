import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: text('state', { enum: ['opened', 'closed'] }).notNull().default('opened'),
    issueType: text('issue_type', { enum: ['issue', 'incident'] }).notNull().default('issue'),
    confidential: boolean('confidential').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('issues_project_iid_idx').on(t.projectId, t.iid), index('issues_updated_at_idx').on(t.updatedAt)],
);

export type IssueRow = typeof issues.$inferSelect;
