import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signInThrottles } from './tables.ts';

/**
 * GitLab's sign-in protection, with its state in the database so every API process shares it:
 *
 * - **Account lock** (Devise `:lockable`, GitLab's defaults): 10 failed sign-ins to one account, from
 *   any address, lock it for 10 minutes; it unlocks by itself when they are over (the next attempt
 *   starts from zero). While locked even the right password is refused with "Your account is locked.";
 *   failures still count but do not extend the lock. A successful sign-in resets the count.
 * - **Per-address limit** (GitLab's protected-paths throttle, 10 per 60 s): 10 failed sign-ins from one
 *   client address within 60 seconds, whatever the logins, and that address gets 429 until the
 *   window is over. Successful sign-ins do not count, so one office address is not shut out by its
 *   own colleagues signing in.
 */
export const MAX_LOGIN_ATTEMPTS = 10;
export const UNLOCK_PERIOD_MS = 10 * 60 * 1000;
export const ADDRESS_LIMIT = 10;
export const ADDRESS_WINDOW_MS = 60 * 1000;

export const accountKey = (userId: number) => `user:${userId}`;
export const addressKey = (address: string) => `address:${address}`;

/** Whether this address used up its failures for the current window. */
export async function addressLimited(db: Db, address: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.key, addressKey(address)));
  return Boolean(row && row.failures >= ADDRESS_LIMIT && row.windowStartedAt.getTime() + ADDRESS_WINDOW_MS > now.getTime());
}

/** Counts a failed sign-in from this address (a new window once the last one is over). */
export async function recordAddressFailure(db: Db, address: string, now = new Date()): Promise<void> {
  const windowOver = sql`${signInThrottles.windowStartedAt} <= ${new Date(now.getTime() - ADDRESS_WINDOW_MS)}`;
  await db
    .insert(signInThrottles)
    .values({ key: addressKey(address), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${signInThrottles.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowOver} THEN ${now}::timestamptz ELSE ${signInThrottles.windowStartedAt} END`,
      },
    });
}

/** Whether the account is locked now; a lock whose 10 minutes are over is lifted (and its count reset). */
export async function accountLocked(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.key, accountKey(userId)));
  if (!row?.lockedUntil) return false;
  if (row.lockedUntil.getTime() > now.getTime()) return true;
  await db.delete(signInThrottles).where(sql`${signInThrottles.key} = ${accountKey(userId)} AND ${signInThrottles.lockedUntil} <= ${now}`);
  return false;
}

/** Counts a failed sign-in to the account; the tenth locks it for 10 minutes. Returns whether it is locked. */
export async function recordAccountFailure(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + UNLOCK_PERIOD_MS);
  const [row] = await db
    .insert(signInThrottles)
    .values({ key: accountKey(userId), failures: 1, windowStartedAt: now, lockedUntil: MAX_LOGIN_ATTEMPTS <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`${signInThrottles.failures} + 1`,
        lockedUntil: sql`COALESCE(${signInThrottles.lockedUntil}, CASE WHEN ${signInThrottles.failures} + 1 >= ${MAX_LOGIN_ATTEMPTS} THEN ${lockUntil}::timestamptz END)`,
      },
    })
    .returning({ lockedUntil: signInThrottles.lockedUntil });
  return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > now.getTime());
}

/** A successful sign-in: the account's failure count starts again from zero. */
export async function resetAccount(db: Db, userId: number): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, accountKey(userId)));
}
