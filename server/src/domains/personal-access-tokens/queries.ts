import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from '../users/tables.ts';
import { personalAccessTokens, type PersonalAccessTokenRow } from './tables.ts';

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** GitLab's format: `glpat-` and 20 random characters (base64url alphabet). */
export function generateToken(): string {
  const bytes = randomBytes(20);
  let body = '';
  for (const byte of bytes) body += TOKEN_ALPHABET[byte & 63];
  return `glpat-${body}`;
}

/** The result of presenting a token: usable, or GitLab's reason for refusing it. */
export type TokenCheck =
  | { status: 'ok'; token: PersonalAccessTokenRow; user: UserRow }
  | { status: 'revoked' | 'expired'; token: PersonalAccessTokenRow; user: UserRow }
  | { status: 'not_found' };

function buildTokenLookup(db: Db) {
  return db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenDigest, sql.placeholder('digest')))
    .prepare('find_personal_access_token');
}

/** Built once per database: every authenticated API request runs it. */
const tokenLookups = new WeakMap<Db, ReturnType<typeof buildTokenLookup>>();

export function isExpired(token: Pick<PersonalAccessTokenRow, 'expiresAt'>, now = Date.now()): boolean {
  return !!token.expiresAt && token.expiresAt.getTime() <= now;
}

/** Looks a presented token up by its digest and says whether it may be used (revoked before expired, as GitLab). */
export async function checkToken(db: Db, token: string): Promise<TokenCheck> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = buildTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ digest: tokenDigest(token) });
  if (!row) return { status: 'not_found' };
  if (row.token.revoked) return { status: 'revoked', ...row };
  if (isExpired(row.token)) return { status: 'expired', ...row };
  return { status: 'ok', ...row };
}

export type TokenLookup = { user: UserRow; scopes: string[]; expiresAt: Date | null; tokenId: number } | undefined;

/** A personal access token that exists, is not revoked and has not expired. */
export async function findUserByToken(db: Db, token: string): Promise<TokenLookup> {
  const found = await checkToken(db, token);
  if (found.status !== 'ok') return undefined;
  return { user: found.user, scopes: found.token.scopes, expiresAt: found.token.expiresAt, tokenId: found.token.id };
}

export async function createPersonalAccessToken(
  db: Db,
  values: { userId: number; name: string; token: string; scopes: string[]; expiresAt?: Date | null },
): Promise<PersonalAccessTokenRow> {
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId: values.userId, name: values.name, tokenDigest: tokenDigest(values.token), scopes: values.scopes, expiresAt: values.expiresAt ?? null })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Creates a token with a fresh secret; the secret is returned this once and never stored. */
export async function issuePersonalAccessToken(
  db: Db,
  values: { userId: number; name: string; scopes: string[]; expiresAt: Date | null },
): Promise<{ row: PersonalAccessTokenRow; token: string }> {
  const token = generateToken();
  const row = await createPersonalAccessToken(db, { ...values, token });
  return { row, token };
}

export interface TokenFilter {
  userId?: number;
  /** `active`: not revoked and not expired; `inactive`: the others. */
  state?: 'active' | 'inactive';
  revoked?: boolean;
}

function filterWhere(filter: TokenFilter): SQL | undefined {
  const now = new Date();
  const active = and(eq(personalAccessTokens.revoked, false), or(isNull(personalAccessTokens.expiresAt), sql`${personalAccessTokens.expiresAt} > ${now}`));
  return and(
    filter.userId === undefined ? undefined : eq(personalAccessTokens.userId, filter.userId),
    filter.revoked === undefined ? undefined : eq(personalAccessTokens.revoked, filter.revoked),
    filter.state === 'active' ? active : filter.state === 'inactive' ? or(eq(personalAccessTokens.revoked, true), lt(personalAccessTokens.expiresAt, now), eq(personalAccessTokens.expiresAt, now)) : undefined,
  );
}

export async function listTokens(db: Db, filter: TokenFilter, page?: { perPage: number; offset: number }): Promise<{ rows: PersonalAccessTokenRow[]; total: number }> {
  const where = filterWhere(filter);
  const base = db.select().from(personalAccessTokens).where(where).orderBy(asc(personalAccessTokens.id));
  const rows = page ? await base.limit(page.perPage).offset(page.offset) : await base;
  const [total] = await db.select({ n: count() }).from(personalAccessTokens).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findToken(db: Db, id: number): Promise<PersonalAccessTokenRow | undefined> {
  const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
  return row;
}

/** Revokes a token (kept, as GitLab keeps it, so it can be listed as revoked). False when it already was. */
export async function revokeToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(personalAccessTokens)
    .set({ revoked: true })
    .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.revoked, false)))
    .returning({ id: personalAccessTokens.id });
  return rows.length > 0;
}

/** GitLab updates `last_used_at` at most every 10 minutes per token. */
export const LAST_USED_UPDATE_MS = 10 * 60 * 1000;

export async function touchLastUsed(db: Db, id: number, now = new Date()): Promise<void> {
  const threshold = new Date(now.getTime() - LAST_USED_UPDATE_MS);
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(personalAccessTokens.id, id), or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, threshold))));
}
