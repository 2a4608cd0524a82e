import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { awardEmoji } from './tables.ts';

export interface Awardable {
  type: string;
  id: number;
}

/** Adds the user's award of `name` or removes it if present; returns whether it is now awarded. */
export async function toggleAwardEmoji(db: Db, awardable: Awardable, name: string, userId: number): Promise<boolean> {
  const where = and(eq(awardEmoji.awardableType, awardable.type), eq(awardEmoji.awardableId, awardable.id), eq(awardEmoji.name, name), eq(awardEmoji.userId, userId));
  const removed = await db.delete(awardEmoji).where(where).returning({ id: awardEmoji.id });
  if (removed.length > 0) return false;
  await db.insert(awardEmoji).values({ awardableType: awardable.type, awardableId: awardable.id, name, userId }).onConflictDoNothing();
  return true;
}

/** Removes every award of an awardable (when it is deleted). */
export async function deleteAwards(db: Db, awardable: Awardable): Promise<void> {
  await db.delete(awardEmoji).where(and(eq(awardEmoji.awardableType, awardable.type), eq(awardEmoji.awardableId, awardable.id)));
}
