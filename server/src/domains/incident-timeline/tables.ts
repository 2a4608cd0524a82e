import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { issues } from '../issues/tables.ts';
import { notes } from '../notes/tables.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

/**
 * GitLab's incident_management_timeline_events (16.2): what happened on an incident and when.
 * `promoted_from_note_id` is set when a comment was promoted ("Add comment to incident timeline");
 * deleting that note keeps the event (GitLab's foreign key nullifies).
 */
export const incidentTimelineEvents = pgTable(
  'incident_timeline_events',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    promotedFromNoteId: integer('promoted_from_note_id').references(() => notes.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    noteHtml: text('note_html').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Icon of the event: 'comment' for user-made events (GitLab also has 'issues', 'status', …). */
    action: text('action').notNull().default('comment'),
    editable: boolean('editable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('incident_timeline_events_issue_occurred_idx').on(t.issueId, t.occurredAt, t.id), index('incident_timeline_events_note_idx').on(t.promotedFromNoteId)],
);

export type IncidentTimelineEventRow = typeof incidentTimelineEvents.$inferSelect;
