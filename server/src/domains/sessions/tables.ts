import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const sessions = pgTable('sessions', {
  /** sha256 of the cookie value, so a leaked table cannot be replayed as cookies. */
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Sign-in throttling shared by every API process on the database (domains/sessions/throttle.ts): one
 * row per account (`user:<id>`, Devise's failed_attempts/locked_at) and per client address
 * (`address:<ip>`, failures in the current window).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

export type SignInThrottleRow = typeof signInThrottles.$inferSelect;
