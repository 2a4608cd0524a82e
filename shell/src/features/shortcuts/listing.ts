import type { KeyChord, ShortcutListing } from 'shared-kernel/shortcuts';

const SCOPE_TITLES: Record<string, string> = {
  global: 'Global shortcuts',
  navigation: 'Navigation',
  issue: 'Issues',
  notes: 'Comments and threads',
  epic: 'Epics',
  diffs: 'Merge requests',
  page: 'This page',
};

/** The help dialog's heading for a registry scope. */
export function scopeTitle(scope: string): string {
  return SCOPE_TITLES[scope] ?? scope.charAt(0).toUpperCase() + scope.slice(1);
}

/** Listings grouped by scope, global first, each group in registration order, duplicates (same id) once. */
export function groupByScope(listings: readonly ShortcutListing[]): Array<[string, ShortcutListing[]]> {
  const groups = new Map<string, ShortcutListing[]>();
  const seen = new Set<string>();
  for (const listing of listings) {
    if (seen.has(listing.id)) continue;
    seen.add(listing.id);
    const group = groups.get(listing.scope) ?? [];
    group.push(listing);
    groups.set(listing.scope, group);
  }
  const order = Object.keys(SCOPE_TITLES);
  return [...groups.entries()].sort(([a], [b]) => rank(order, a) - rank(order, b));
}

function rank(order: string[], scope: string): number {
  const index = order.indexOf(scope);
  return index === -1 ? order.length : index;
}

/** Whether a listing matches the search box (description or keys, case-insensitive). */
export function matchesQuery(listing: ShortcutListing, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return listing.description.toLowerCase().includes(q) || listing.keys.some((spec) => spec.toLowerCase().includes(q));
}

/** The key spec of one pressed chord (`shift+p`, `mod+k`, `g`). */
export function chordToSpec(chord: KeyChord): string {
  const parts: string[] = [];
  if (chord.mod) parts.push('mod');
  if (chord.alt) parts.push('alt');
  // `?` and other shifted symbols carry their shift in the character itself.
  if (chord.shift && (/^[a-z0-9]$/.test(chord.key) || chord.key.length > 1)) parts.push('shift');
  parts.push(chord.key === ' ' ? 'space' : chord.key);
  return parts.join('+');
}
