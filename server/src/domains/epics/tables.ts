import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { groups } from '../groups/tables.ts';
import { labels } from '../labels/tables.ts';
import { users } from '../users/tables.ts';

/** GitLab's epics: the issuable part, the tree (parent, position) and the fixed dates. */
export const epics = pgTable(
  'epics',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: text('state', { enum: ['opened', 'closed'] }).notNull().default('opened'),
    /** Hex colour (`#1068bf`, GitLab's default). */
    color: text('color').notNull().default('#1068bf'),
    confidential: boolean('confidential').notNull().default(false),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Optimistic locking, as on issues: every save bumps it; a stale value is a 409. */
    lockVersion: integer('lock_version').notNull().default(0),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Title or description changed ("Edited … by …"). */
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true, mode: 'date' }),
    lastEditedById: integer('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    closedById: integer('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The parent epic (GitLab's sub-epics); deleting a parent leaves its children at the top. */
    parentId: integer('parent_id').references((): AnyPgColumn => epics.id, { onDelete: 'set null' }),
    /** Order among the parent's children (GitLab's RelativePositioning; null sorts last, by id). */
    relativePosition: integer('relative_position'),
    /** Fixed dates; when `*_is_fixed` is false the date is inherited from the children (epics/dates.ts). */
    startDateFixed: date('start_date_fixed', { mode: 'string' }),
    startDateIsFixed: boolean('start_date_is_fixed').notNull().default(false),
    dueDateFixed: date('due_date_fixed', { mode: 'string' }),
    dueDateIsFixed: boolean('due_date_is_fixed').notNull().default(false),
  },
  (t) => [uniqueIndex('epics_group_iid_idx').on(t.groupId, t.iid), index('epics_parent_idx').on(t.parentId)],
);

export type EpicRow = typeof epics.$inferSelect;

/** GitLab's label_links for epics: group labels of the epic's group or its ancestors. */
export const epicLabels = pgTable(
  'epic_labels',
  {
    epicId: integer('epic_id')
      .notNull()
      .references(() => epics.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.epicId, t.labelId] }), index('epic_labels_label_idx').on(t.labelId)],
);
