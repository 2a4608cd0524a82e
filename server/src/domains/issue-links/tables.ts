import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { issues } from '../issues/tables.ts';

export const LINK_TYPES = ['relates_to', 'blocks', 'is_blocked_by'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/**
 * GitLab's issue_links: `source` relates to / blocks `target`. Like GitLab, `is_blocked_by` is stored
 * as the reverse `blocks` link; the stored type is relates_to or blocks.
 */
export const issueLinks = pgTable(
  'issue_links',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    linkType: text('link_type', { enum: ['relates_to', 'blocks'] }).notNull().default('relates_to'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issue_links_source_target_idx').on(t.sourceId, t.targetId),
    index('issue_links_target_idx').on(t.targetId),
    check('issue_links_not_self', sql`${t.sourceId} <> ${t.targetId}`),
  ],
);

export type IssueLinkRow = typeof issueLinks.$inferSelect;
