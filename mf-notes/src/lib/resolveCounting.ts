import type { Discussion } from './types';

/** Resolvable and unresolved thread counts (spec §4: recomputed after every change). */
export interface ResolveCounts {
  resolvable: number;
  unresolved: number;
}

/** A thread counts as resolved when all its resolvable notes are resolved. */
export function isThreadResolved(discussion: Pick<Discussion, 'notes'>): boolean {
  const resolvable = discussion.notes.filter((note) => note.resolvable);
  return resolvable.length > 0 && resolvable.every((note) => note.resolved);
}

/** A thread is resolvable when any of its notes is. */
export function isThreadResolvable(discussion: Pick<Discussion, 'notes' | 'individual_note'>): boolean {
  return !discussion.individual_note && discussion.notes.some((note) => note.resolvable);
}

/** Counts the resolvable threads and those still unresolved. */
export function countResolvable(discussions: readonly Discussion[]): ResolveCounts {
  let resolvable = 0;
  let unresolved = 0;
  for (const discussion of discussions) {
    if (!isThreadResolvable(discussion)) continue;
    resolvable += 1;
    if (!isThreadResolved(discussion)) unresolved += 1;
  }
  return { resolvable, unresolved };
}

/**
 * The unresolved thread after (`next`) or before (`previous`) `currentId` in display order, wrapping
 * around at either end (spec §4). Without a current thread, the first (or last) one. `null` when none.
 */
export function adjacentUnresolvedId(discussions: readonly Discussion[], currentId: string | null, direction: 'next' | 'previous'): string | null {
  const ids = discussions.filter((d) => isThreadResolvable(d) && !isThreadResolved(d)).map((d) => d.id);
  if (ids.length === 0) return null;
  const order = discussions.map((d) => d.id);
  const position = currentId === null ? -1 : order.indexOf(currentId);
  if (direction === 'next') {
    const after = ids.find((id) => order.indexOf(id) > position);
    return after ?? ids[0]!;
  }
  if (position === -1) return ids[ids.length - 1]!;
  const before = [...ids].reverse().find((id) => order.indexOf(id) < position);
  return before ?? ids[ids.length - 1]!;
}
