import { isExpired } from './queries.ts';
import type { PersonalAccessTokenRow } from './tables.ts';

/** GitLab stores `expires_at` as a date: the token stops working at the start of that day (UTC). */
export function expiryDate(row: Pick<PersonalAccessTokenRow, 'expiresAt'>): string | null {
  return row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null;
}

/** GitLab's PersonalAccessToken entity (REST). */
export function tokenJson(row: PersonalAccessTokenRow) {
  return {
    id: row.id,
    name: row.name,
    revoked: row.revoked,
    created_at: row.createdAt.toISOString(),
    scopes: row.scopes,
    user_id: row.userId,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    active: !row.revoked && !isExpired(row),
    expires_at: expiryDate(row),
  };
}

/** GitLab's PersonalAccessTokenWithToken: the secret, shown once at creation. */
export function tokenWithSecretJson(row: PersonalAccessTokenRow, token: string) {
  return { ...tokenJson(row), token };
}
