/**
 * What a search term asks for in the issues scope: a reference (`#12` in the searched area, or
 * `group/project#12` anywhere) or words of the title and description, as GitLab's search treats them.
 */
export type IssueSearch = { kind: 'iid'; iid: number; projectPath?: string } | { kind: 'text'; words: string[] };

const REFERENCE = /^(?:([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+))?#(\d{1,10})$/;

/** At most 20 words, like the issue lists' `search` (IssuableFinder). */
export function parseIssueSearch(term: string): IssueSearch {
  const trimmed = term.trim();
  const reference = REFERENCE.exec(trimmed);
  if (reference) {
    const iid = Number(reference[2]);
    return reference[1] ? { kind: 'iid', iid, projectPath: reference[1] } : { kind: 'iid', iid };
  }
  return { kind: 'text', words: trimmed.split(/\s+/).filter(Boolean).slice(0, 20) };
}

/** The scopes each area searches (GitLab's search API: global, group and project). */
export const SEARCH_SCOPES = {
  global: ['projects', 'issues', 'users'],
  group: ['projects', 'issues'],
  project: ['issues'],
} as const;

export type SearchArea = keyof typeof SEARCH_SCOPES;
export type SearchScope = (typeof SEARCH_SCOPES)[SearchArea][number];

export function isSearchScope(area: SearchArea, scope: string): scope is SearchScope {
  return (SEARCH_SCOPES[area] as readonly string[]).includes(scope);
}
