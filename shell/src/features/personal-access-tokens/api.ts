import { restClient } from 'shared-kernel/api';

/** A token as the settings page lists it (GitLab's PersonalAccessToken entity; never the secret). */
export interface PersonalAccessToken {
  id: number;
  name: string;
  revoked: boolean;
  created_at: string;
  scopes: string[];
  user_id: number;
  last_used_at: string | null;
  active: boolean;
  expires_at: string | null;
}

export interface TokenList {
  active_access_tokens: PersonalAccessToken[];
}

export interface NewTokenInput {
  name: string;
  scopes: string[];
  /** YYYY-MM-DD, or empty for none. */
  expires_at: string;
}

export const TOKENS_PATH = '/-/profile/personal_access_tokens';

export async function listTokens(signal?: AbortSignal): Promise<TokenList> {
  const { data } = await restClient().get<TokenList>(TOKENS_PATH, { signal, headers: { Accept: 'application/json' } });
  return data;
}

/** Creates a token; `new_token` is the secret, answered this once. */
export async function createToken(input: NewTokenInput): Promise<TokenList & { new_token: string }> {
  const { data } = await restClient().post<TokenList & { new_token: string }>(TOKENS_PATH, { ...input, expires_at: input.expires_at || null });
  return data;
}

export async function revokeToken(id: number): Promise<TokenList> {
  const { data } = await restClient().put<TokenList>(`${TOKENS_PATH}/${id}/revoke`);
  return data;
}
