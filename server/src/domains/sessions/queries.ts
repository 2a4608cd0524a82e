import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from '../users/tables.ts';
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

// Tokens live in domains/personal-access-tokens; kept here for existing callers.
export { createPersonalAccessToken, findUserByToken, type TokenLookup } from '../personal-access-tokens/queries.ts';
