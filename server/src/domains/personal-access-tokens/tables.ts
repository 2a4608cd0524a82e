import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** GitLab's personal access token scopes (the ones this platform knows). */
export const TOKEN_SCOPES = ['api', 'read_api', 'read_user', 'read_repository', 'write_repository'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A credential of one user: only the sha256 digest of the token is stored, never the token. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenDigest: text('token_digest').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revoked: boolean('revoked').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personal_access_tokens_digest_idx').on(t.tokenDigest)],
);

export type PersonalAccessTokenRow = typeof personalAccessTokens.$inferSelect;
