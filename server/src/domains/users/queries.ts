import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import bcrypt from 'bcryptjs';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import { users, type UserRow } from './tables.ts';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Login by username or e-mail, case-insensitively (as GitLab). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lower = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lower), eq(sql`lower(${users.email})`, lower)));
  return row;
}

/** bcrypt cost of stored passwords (the seed's default, as Devise's stretches in GitLab). */
export const PASSWORD_BCRYPT_COST = 10;

/**
 * Compares against a real hash even for unknown users, so timing does not reveal which logins exist:
 * the dummy costs what a stored hash costs (it once used cost 4: 3 ms against 75 ms).
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= bcrypt.hash('not-a-password', PASSWORD_BCRYPT_COST));

export async function verifyPassword(user: UserRow | undefined, password: string): Promise<boolean> {
  const ok = await bcrypt.compare(password, user?.passwordHash ?? (await dummy()));
  // Internal users (the support bot) never sign in.
  return Boolean(user) && user?.userType === 'human' && ok;
}

export interface UserListFilter {
  username?: string | undefined;
  search?: string | undefined;
  /** Leave out blocked users (what search shows those who are not administrators). */
  activeOnly?: boolean | undefined;
}

export async function listUsers(db: Db, filter: UserListFilter, page: Page): Promise<{ rows: UserRow[]; total: number }> {
  const conditions = [];
  if (filter.username) conditions.push(eq(sql`lower(${users.username})`, filter.username.toLowerCase()));
  if (filter.search) {
    const term = `%${filter.search}%`;
    conditions.push(or(ilike(users.username, term), ilike(users.name, term), ilike(users.email, term)));
  }
  if (filter.activeOnly) conditions.push(eq(users.state, 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  // One query: the page and the total (count(*) over () before LIMIT/OFFSET).
  const found = await db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(users.id)
    .limit(page.perPage)
    .offset(page.offset);
  const total = found[0]?.total ?? (page.offset > 0 ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0) : 0);
  return { rows: found.map((row) => row.user), total };
}

/** Users a page mentions (editor, closer…), by id; `null`s and repeats are skipped. */
export async function usersById(db: Db, ids: (number | null)[]): Promise<Map<number, UserRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await db.select().from(users).where(inArray(users.id, wanted)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}
