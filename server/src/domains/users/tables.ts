import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    state: text('state', { enum: ['active', 'blocked'] }).notNull().default('active'),
    avatarUrl: text('avatar_url'),
    /** GitLab's user_type: `support_bot` authors service-desk issues and cannot sign in. */
    userType: text('user_type', { enum: ['human', 'support_bot'] }).notNull().default('human'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_idx').on(t.username), uniqueIndex('users_email_idx').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;
