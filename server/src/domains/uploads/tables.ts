import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from '../groups/tables.ts';
import { projects } from '../projects/tables.ts';
import { users } from '../users/tables.ts';

/**
 * GitLab's `uploads` for markdown attachments: a file of a project (notes, descriptions) or of a group
 * (epics), reached at `/<project>/uploads/<secret>/<filename>` or `/groups/<group>/-/uploads/<secret>/<filename>`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** 32 hexadecimal characters: the unguessable part of the URL. */
    secret: text('secret').notNull(),
    /** The sanitised file name, as it appears in the URL. */
    filename: text('filename').notNull(),
    /** Path relative to `<dataDir>/uploads/`. */
    path: text('path').notNull(),
    size: integer('size').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_secret_idx').on(t.secret),
    index('uploads_project_idx').on(t.projectId),
    index('uploads_group_idx').on(t.groupId),
    check('uploads_one_owner', sql`(${t.projectId} IS NULL) <> (${t.groupId} IS NULL)`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
