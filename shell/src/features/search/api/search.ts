import { useQuery } from 'shared-kernel/react';
import type { Group, IssueSummary, Project } from '../../../lib/gitlabTypes';
import { getListed, type Listed } from '../../../lib/listed';

/** A user as GitLab's search answers it (UserBasic). */
export interface UserSummary {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  web_url: string;
}

/** What each scope of the search page lists. */
export interface SearchResults {
  projects: Project;
  issues: IssueSummary;
  groups: Group;
  users: UserSummary;
}

export type SearchScope = keyof SearchResults;

/** The results page's tabs, in GitLab's order. */
export const SEARCH_SCOPES: readonly { scope: SearchScope; label: string }[] = [
  { scope: 'projects', label: 'Projects' },
  { scope: 'issues', label: 'Issues' },
  { scope: 'groups', label: 'Groups' },
  { scope: 'users', label: 'Users' },
];

export function isSearchScope(value: string | null): value is SearchScope {
  return SEARCH_SCOPES.some((entry) => entry.scope === value);
}

/**
 * One page of a scope's results: `GET /api/v4/search?scope=…` (projects, issues, users), or the
 * groups list's `search` for groups (GitLab's search API has no groups scope). The server keeps to
 * what the reader may see.
 */
export function searchScope<S extends SearchScope>(scope: S, term: string, { page = 1, perPage = 20 }: { page?: number; perPage?: number }, signal?: AbortSignal): Promise<Listed<SearchResults[S]>> {
  const paging = { page, per_page: perPage };
  if (scope === 'groups') return getListed<SearchResults[S]>('/api/v4/groups', { search: term, ...paging }, signal);
  return getListed<SearchResults[S]>('/api/v4/search', { scope, search: term, ...paging }, signal);
}

/** A scope's results for the search page or the top bar's suggestions (`enabled` false: not asked). */
export function useSearchScope<S extends SearchScope>(scope: S, term: string, options: { page?: number; perPage?: number; enabled?: boolean } = {}) {
  const { page = 1, perPage = 20, enabled = true } = options;
  return useQuery({
    queryKey: ['shell', 'search', scope, term, page, perPage],
    queryFn: ({ signal }) => searchScope(scope, term, { page, perPage }, signal),
    enabled: enabled && term.trim().length > 0,
  });
}
