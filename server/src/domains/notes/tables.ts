import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { descriptionVersions } from '../description-versions/tables.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

/** Noteable types a note may belong to (GitLab's polymorphic `noteable_type`); Issue covers incidents. */
export const NOTEABLE_TYPES = ['Issue', 'Epic', 'MergeRequest', 'Snippet', 'DesignManagement::Design', 'Commit'] as const;
export type NoteableType = (typeof NOTEABLE_TYPES)[number];

/**
 * GitLab's notes: one row per comment or system note. Notes sharing `discussion_id` form a thread
 * (`type` 'DiscussionNote'); an individual note has `type` null and a discussion id of its own.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    noteableType: text('noteable_type', { enum: NOTEABLE_TYPES }).notNull(),
    noteableId: integer('noteable_id').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    discussionId: text('discussion_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    noteHtml: text('note_html').notNull(),
    system: boolean('system').notNull().default(false),
    systemNoteIconName: text('system_note_icon_name'),
    internal: boolean('internal').notNull().default(false),
    resolvable: boolean('resolvable').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Resolved automatically because a push outdated the diff thread (the project's resolve_outdated_diff_discussions). */
    resolvedByPush: boolean('resolved_by_push').notNull().default(false),
    type: text('type', { enum: ['DiscussionNote', 'DiffNote'] }),
    /**
     * A DiffNote's place in the diff, GitLab's position JSON (`base_sha`, `start_sha`, `head_sha`,
     * `old_path`, `new_path`, `position_type` text|image|file, `old_line`, `new_line`, `line_range`,
     * `width`/`height`/`x`/`y` for images): `position` follows the line to the latest diff version,
     * `original_position` is where it was written, `change_position` where a push changed its line.
     */
    position: jsonb('position'),
    originalPosition: jsonb('original_position'),
    changePosition: jsonb('change_position'),
    /** GitLab's line code (`<sha1 of the path>_<old>_<new>`) of the position's line. */
    lineCode: text('line_code'),
    /** The commit a note on a single commit's diff is about (`commit_id`). */
    commitId: text('commit_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true, mode: 'date' }),
    lastEditedById: integer('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('notes_noteable_idx').on(t.noteableType, t.noteableId, t.createdAt, t.id),
    index('notes_discussion_idx').on(t.discussionId),
    index('notes_noteable_updated_idx').on(t.noteableType, t.noteableId, t.updatedAt),
  ],
);

export type NoteRow = typeof notes.$inferSelect;

/**
 * The notes filter a user last chose per noteable type (GitLab keeps it in user_preferences as
 * issue_notes_filter / merge_request_notes_filter): 0 all activity, 1 comments only, 2 history only.
 */
export const userNotesFilters = pgTable(
  'user_notes_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noteableType: text('noteable_type', { enum: NOTEABLE_TYPES }).notNull(),
    notesFilter: integer('notes_filter').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_notes_filters_user_type_idx').on(t.userId, t.noteableType)],
);

/**
 * GitLab's system_note_metadata: what a system note records (`action`: description, label, assignee,
 * milestone, …) and, for description changes, the version it produced.
 */
export const systemNoteMetadata = pgTable(
  'system_note_metadata',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    descriptionVersionId: integer('description_version_id').references(() => descriptionVersions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('system_note_metadata_note_idx').on(t.noteId)],
);

export type SystemNoteMetadataRow = typeof systemNoteMetadata.$inferSelect;

/**
 * Tombstones of deleted notes, written in the deleting transaction, so the notes poll can tell a
 * reconnecting client which notes to remove (`deleted_note_ids`). `deleted_at` is the deleting
 * transaction's `now()`, the same clock as `notes.updated_at`, so the poll's watermark covers both.
 * No foreign key on the noteable (polymorphic, and the noteable may be gone too).
 */
export const deletedNotes = pgTable(
  'deleted_notes',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id').notNull(),
    noteableType: text('noteable_type', { enum: NOTEABLE_TYPES }).notNull(),
    noteableId: integer('noteable_id').notNull(),
    discussionId: text('discussion_id').notNull(),
    internal: boolean('internal').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('deleted_notes_noteable_deleted_at_idx').on(t.noteableType, t.noteableId, t.deletedAt)],
);

export type DeletedNoteRow = typeof deletedNotes.$inferSelect;

/**
 * GitLab's note_diff_files: the diff excerpt a DiffNote was written against (the hunk up to its line),
 * kept so an outdated thread still shows what it was about.
 */
export const noteDiffFiles = pgTable('note_diff_files', {
  id: serial('id').primaryKey(),
  noteId: integer('note_id')
    .notNull()
    .unique()
    .references(() => notes.id, { onDelete: 'cascade' }),
  diff: text('diff').notNull(),
  newFile: boolean('new_file').notNull().default(false),
  renamedFile: boolean('renamed_file').notNull().default(false),
  deletedFile: boolean('deleted_file').notNull().default(false),
  aMode: text('a_mode').notNull().default('100644'),
  bMode: text('b_mode').notNull().default('100644'),
  oldPath: text('old_path').notNull(),
  newPath: text('new_path').notNull(),
});

export type NoteDiffFileRow = typeof noteDiffFiles.$inferSelect;

/**
 * GitLab's suggestions: each ```suggestion block of a DiffNote, in order. `from_content` is the text the
 * suggestion replaces (lines `lines_above` before to `lines_below` after the note's line), `to_content`
 * the suggested text; applying one makes a commit (`commit_id`) on the source branch.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    relativeOrder: integer('relative_order').notNull(),
    fromContent: text('from_content').notNull(),
    toContent: text('to_content').notNull(),
    linesAbove: integer('lines_above').notNull().default(0),
    linesBelow: integer('lines_below').notNull().default(0),
    applied: boolean('applied').notNull().default(false),
    outdated: boolean('outdated').notNull().default(false),
    commitId: text('commit_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suggestions_note_order_idx').on(t.noteId, t.relativeOrder)],
);
