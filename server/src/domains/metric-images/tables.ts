import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { issues } from '../issues/tables.ts';

/** GitLab's issuable_metric_images: an uploaded file under `<dataDir>/uploads/` with an optional link. */
export const issueMetricImages = pgTable(
  'issue_metric_images',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    /** File name as uploaded. */
    file: text('file').notNull(),
    /** Path relative to `<dataDir>/uploads/` (`metric_images/<32 hex>/<file>`). */
    filePath: text('file_path').notNull(),
    url: text('url'),
    urlText: text('url_text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('issue_metric_images_issue_idx').on(t.issueId)],
);

export type MetricImageRow = typeof issueMetricImages.$inferSelect;
