import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { epics } from '../epics/tables.ts';
import { labels } from '../labels/tables.ts';
import { iterations, milestones } from '../milestones/tables.ts';
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
    /** Optimistic locking: every update bumps it; a stale value is a 409. */
    lockVersion: integer('lock_version').notNull().default(0),
    discussionLocked: boolean('discussion_locked').notNull().default(false),
    movedToId: integer('moved_to_id').references((): AnyPgColumn => issues.id, { onDelete: 'set null' }),
    duplicatedToId: integer('duplicated_to_id').references((): AnyPgColumn => issues.id, { onDelete: 'set null' }),
    /** Until epics exist: the URL of the epic this issue was promoted to. */
    promotedToEpicUrl: text('promoted_to_epic_url'),
    weight: integer('weight'),
    dueDate: date('due_date', { mode: 'string' }),
    healthStatus: text('health_status', { enum: ['on_track', 'needs_attention', 'at_risk'] }),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true, mode: 'date' }),
    lastEditedById: integer('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    closedById: integer('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    zoomMeetingUrl: text('zoom_meeting_url'),
    publishedIncidentUrl: text('published_incident_url'),
    serviceDeskReplyTo: text('service_desk_reply_to'),
    /** The per-issue reply address (service desk / incoming email), when the project has one. */
    issueEmail: text('issue_email'),
    /** The author is banned: the issue is hidden from everybody but admins. */
    hidden: boolean('hidden').notNull().default(false),
    firstContribution: boolean('first_contribution').notNull().default(false),
    milestoneId: integer('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    /** The parent epic (GitLab's epic_issues link: one epic per issue; the link's id is the issue's). */
    epicId: integer('epic_id').references(() => epics.id, { onDelete: 'set null' }),
    /** Order among the epic's issues (GitLab's epic_issues.relative_position; null sorts last, by id). */
    epicRelativePosition: integer('epic_relative_position'),
    iterationId: integer('iteration_id').references(() => iterations.id, { onDelete: 'set null' }),
    promotedToEpicId: integer('promoted_to_epic_id').references(() => epics.id, { onDelete: 'set null' }),
    /** Seconds (GitLab's time_estimate). */
    timeEstimate: integer('time_estimate').notNull().default(0),
  },
  (t) => [uniqueIndex('issues_project_iid_idx').on(t.projectId, t.iid), index('issues_updated_at_idx').on(t.updatedAt), index('issues_epic_idx').on(t.epicId)],
);

export type IssueRow = typeof issues.$inferSelect;

/** GitLab's issue_assignees. */
export const issueAssignees = pgTable(
  'issue_assignees',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.userId] }), index('issue_assignees_user_idx').on(t.userId)],
);

/** GitLab's label_links for issues (the issue owns its label links: labels know no issuable kind). */
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
