import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { personalAccessTokens, users, type UserRow } from '../users/tables.ts';
import { sessions, type SessionRow } from './tables.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The stored form of a session id: HMAC with SESSION_SECRET when set, else sha256. */
export function sessionDigest(rawId: string, secret: string | undefined): string {
  return secret ? createHmac('sha256', secret).update(rawId).digest('hex') : sha256(rawId);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

export interface CreatedSession {
  rawId: string;
  row: SessionRow;
}

export async function createSession(db: Db, userId: number | null, secret: string | undefined): Promise<CreatedSession> {
  const rawId = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({ id: sessionDigest(rawId, secret), userId, csrfToken: randomBytes(32).toString('base64url'), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { rawId, row };
}

export async function findSession(db: Db, rawId: string, secret: string | undefined): Promise<{ session: SessionRow; user: UserRow | null } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionDigest(rawId, secret)), gt(sessions.expiresAt, new Date())));
  return row;
}

export async function destroySession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export type TokenLookup = { user: UserRow; scopes: string[]; expiresAt: Date | null } | undefined;

function buildTokenLookup(db: Db) {
  return db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(and(eq(personalAccessTokens.tokenDigest, sql.placeholder('digest')), eq(personalAccessTokens.revoked, false)))
    .prepare('find_user_by_token');
}

/** Built once per database: every authenticated API request runs it. */
const tokenLookups = new WeakMap<Db, ReturnType<typeof buildTokenLookup>>();

/**
 * A personal access token that exists, is not revoked and has not expired. plugins/auth.ts keeps
 * successful lookups in the read cache (emptied by every write) and re-checks `expiresAt` on each use.
 */
export async function findUserByToken(db: Db, token: string): Promise<TokenLookup> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = buildTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ digest: sha256(token) });
  if (!row) return undefined;
  if (row.token.expiresAt && row.token.expiresAt.getTime() <= Date.now()) return undefined;
  return { user: row.user, scopes: row.token.scopes, expiresAt: row.token.expiresAt };
}

export async function createPersonalAccessToken(
  db: Db,
  values: { userId: number; name: string; token: string; scopes: string[]; expiresAt?: Date | null },
): Promise<void> {
  await db.insert(personalAccessTokens).values({
    userId: values.userId,
    name: values.name,
    tokenDigest: sha256(values.token),
    scopes: values.scopes,
    expiresAt: values.expiresAt ?? null,
  });
}
