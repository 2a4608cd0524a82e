import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from '../groups/tables.ts';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    namespaceId: integer('namespace_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    visibility: text('visibility', { enum: ['public', 'internal', 'private'] }).notNull().default('private'),
    description: text('description'),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** GitLab's merge method: a merge commit (`merge`), merge commit with semi-linear history (`rebase_merge`) or fast-forward (`ff`). */
    mergeMethod: text('merge_method', { enum: ['merge', 'rebase_merge', 'ff'] }).notNull().default('merge'),
    /** "All threads must be resolved" before merging. */
    onlyAllowMergeIfAllDiscussionsAreResolved: boolean('only_allow_merge_if_all_discussions_are_resolved').notNull().default(false),
    /** "Automatically resolve merge request diff threads when they become outdated" (a push changed their line). */
    resolveOutdatedDiffDiscussions: boolean('resolve_outdated_diff_discussions').notNull().default(false),
    /** The commit message template of applied suggestions (GitLab's %{…} placeholders); GitLab's default when null. */
    suggestionCommitMessage: text('suggestion_commit_message'),
  },
  (t) => [uniqueIndex('projects_namespace_path_idx').on(t.namespaceId, t.path)],
);

export type ProjectRow = typeof projects.$inferSelect;
