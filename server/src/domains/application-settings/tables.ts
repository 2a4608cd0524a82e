import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * GitLab's application_settings: one row of instance-wide settings an administrator changes. A column
 * left NULL falls back to the operator's environment (e.g. SIGNUP_ENABLED), so a fresh instance needs no row.
 */
export const applicationSettings = pgTable('application_settings', {
  id: integer('id').primaryKey().default(1),
  signupEnabled: boolean('signup_enabled'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ApplicationSettingsRow = typeof applicationSettings.$inferSelect;
