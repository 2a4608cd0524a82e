import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from '../users/tables.ts';
import { exclusiveWith } from './rules.ts';
import { awardEmoji, type AwardEmojiRow } from './tables.ts';

export interface Awardable {
  type: string;
  id: number;
}

const ofAwardable = (awardable: Awardable) => and(eq(awardEmoji.awardableType, awardable.type), eq(awardEmoji.awardableId, awardable.id));

/**
 * Adds the user's award of `name` (removing their thumbsdown for a thumbsup and the reverse, in the same
 * transaction); returns the new row, or undefined when the user had already awarded it.
 */
export async function addAwardEmoji(db: Db, awardable: Awardable, name: string, userId: number): Promise<AwardEmojiRow | undefined> {
  return db.transaction(async (tx) => {
    const opposite = exclusiveWith(name);
    if (opposite.length) await tx.delete(awardEmoji).where(and(ofAwardable(awardable), eq(awardEmoji.userId, userId), inArray(awardEmoji.name, opposite)));
    const [row] = await tx.insert(awardEmoji).values({ awardableType: awardable.type, awardableId: awardable.id, name, userId }).onConflictDoNothing().returning();
    return row;
  });
}

/** Adds the user's award of `name` or removes it if present; returns whether it is now awarded. */
export async function toggleAwardEmoji(db: Db, awardable: Awardable, name: string, userId: number): Promise<boolean> {
  const where = and(ofAwardable(awardable), eq(awardEmoji.name, name), eq(awardEmoji.userId, userId));
  const removed = await db.delete(awardEmoji).where(where).returning({ id: awardEmoji.id });
  if (removed.length > 0) return false;
  return (await addAwardEmoji(db, awardable, name, userId)) !== undefined;
}

export interface AwardWithAuthor {
  award: AwardEmojiRow;
  user: UserRow;
}

/** One page of an awardable's awards, oldest first, with the total (GitLab orders by id). */
export async function awardsPage(db: Db, awardable: Awardable, page: { limit: number; offset: number }): Promise<{ rows: AwardWithAuthor[]; total: number }> {
  const rows = await db
    .select({ award: awardEmoji, user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(awardEmoji)
    .innerJoin(users, eq(users.id, awardEmoji.userId))
    .where(ofAwardable(awardable))
    .orderBy(asc(awardEmoji.id))
    .limit(page.limit)
    .offset(page.offset);
  const total =
    rows[0]?.total ?? (page.offset > 0 ? ((await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(awardEmoji).where(ofAwardable(awardable)))[0]?.n ?? 0) : 0);
  return { rows: rows.map(({ award, user }) => ({ award, user })), total };
}

export async function findAward(db: Db, awardable: Awardable, id: number): Promise<AwardWithAuthor | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select({ award: awardEmoji, user: users })
    .from(awardEmoji)
    .innerJoin(users, eq(users.id, awardEmoji.userId))
    .where(and(ofAwardable(awardable), eq(awardEmoji.id, id)));
  return row;
}

export async function deleteAward(db: Db, id: number): Promise<void> {
  await db.delete(awardEmoji).where(eq(awardEmoji.id, id));
}

/** Removes every award of an awardable (when it is deleted). */
export async function deleteAwards(db: Db, awardable: Awardable): Promise<void> {
  await db.delete(awardEmoji).where(ofAwardable(awardable));
}
