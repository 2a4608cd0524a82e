import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { ProjectRow } from '../projects/tables.ts';

/**
 * The `autocomplete_sources` an issuable kind supplies (GitLab's `epics`, `merge_requests`): the editor
 * domain serves the route, the kind answers it, so the editor imports no kind. Registered from
 * domains/kinds.ts; a kind that is not registered (yet) contributes nothing to reference.
 */
export type KindAutocompleteSource = 'epics' | 'merge_requests';

/** The names every project answers under `/-/autocomplete_sources/`, registered or not. */
export const KIND_AUTOCOMPLETE_SOURCES: readonly KindAutocompleteSource[] = ['epics', 'merge_requests'];

/**
 * Where the editor asks from, already known readable by the reader: a project and its namespace, or a
 * group (`project` null) for a group's text such as an epic's.
 */
export interface AutocompleteScope {
  db: Db;
  viewer: Viewer;
  project: ProjectRow | null;
  namespace: GroupRow;
}

/** One entry as GitLab's issues-like sources list it: `#`/`!`/`&` items (`reference` is inserted). */
export interface AutocompleteReferenceItem {
  id: number;
  iid: number;
  title: string;
  reference: string;
  [extra: string]: unknown;
}

/** Lists what the reader may see and reference from `scope` (the permission rule is the kind's read rule). */
export type AutocompleteSourceProvider = (scope: AutocompleteScope) => Promise<AutocompleteReferenceItem[]>;

const providers = new Map<KindAutocompleteSource, AutocompleteSourceProvider>();

/** A kind registers its source (a later registration replaces an earlier one). */
export function registerAutocompleteSource(name: KindAutocompleteSource, provider: AutocompleteSourceProvider): void {
  providers.set(name, provider);
}

/** The registered provider of `name`, if any. */
export function autocompleteSourceProvider(name: KindAutocompleteSource): AutocompleteSourceProvider | undefined {
  return providers.get(name);
}
