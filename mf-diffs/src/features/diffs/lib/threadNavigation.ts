import { createContext, useContext, useEffect } from 'react';
import type { DiffDiscussion } from '../types';
import { showsLines, type FileEntry } from './rows';

/** An unresolved thread's place in the diff: its file, and its line (null for a file or image thread). */
export interface ThreadPlace {
  discussionId: string;
  fileIndex: number;
  lineCode: string | null;
}

const unresolved = (discussion: DiffDiscussion) => discussion.resolvable && !discussion.resolved;

/**
 * The unresolved threads in diff-position order (GitLab's discussions sorted by their diff position):
 * files in the list's order, in a file its file and image threads first, then the line threads from top
 * to bottom.
 */
export function unresolvedThreadsInOrder(entries: readonly FileEntry[]): ThreadPlace[] {
  const out: ThreadPlace[] = [];
  entries.forEach((entry, fileIndex) => {
    const diff = entry.diff;
    if (!diff) return;
    for (const discussion of diff.discussions ?? []) if (unresolved(discussion)) out.push({ discussionId: discussion.id, fileIndex, lineCode: null });
    const seen = new Set<string>();
    for (const line of diff.highlighted_diff_lines ?? []) {
      for (const discussion of line.discussions ?? []) {
        if (!unresolved(discussion) || seen.has(discussion.id)) continue;
        seen.add(discussion.id);
        out.push({ discussionId: discussion.id, fileIndex, lineCode: showsLines(entry) ? line.line_code : null });
      }
    }
  });
  return out;
}

/**
 * The thread after (or before) `current` in `order`, wrapping around as GitLab's navigator does; the first
 * (or last) one when `current` is not an unresolved thread.
 */
export function adjacentThread(order: readonly ThreadPlace[], current: string | null, direction: 1 | -1): ThreadPlace | null {
  if (order.length === 0) return null;
  const index = current === null ? -1 : order.findIndex((place) => place.discussionId === current);
  if (index === -1) return direction === 1 ? order[0]! : order[order.length - 1]!;
  return order[(index + direction + order.length) % order.length]!;
}

/** The thread holding the note `noteId` (a `#note_<id>` anchor), with its place. */
export function threadOfNote(entries: readonly FileEntry[], noteId: string): ThreadPlace | null {
  for (const [fileIndex, entry] of entries.entries()) {
    const diff = entry.diff;
    if (!diff) continue;
    if ((diff.discussions ?? []).some((d) => d.notes.some((n) => String(n.id) === noteId))) {
      return { discussionId: diff.discussions!.find((d) => d.notes.some((n) => String(n.id) === noteId))!.id, fileIndex, lineCode: null };
    }
    for (const line of diff.highlighted_diff_lines ?? []) {
      const found = (line.discussions ?? []).find((d) => d.notes.some((n) => String(n.id) === noteId));
      if (found) return { discussionId: found.id, fileIndex, lineCode: line.line_code };
    }
  }
  return null;
}

/** What the Changes tab offers the header's unresolved-threads counter: go to the next or previous thread. */
export interface ThreadNavigator {
  next: () => void;
  previous: () => void;
}

/** Set by the frame around the tabs; the Changes tab registers its navigator while it is shown. */
export const ThreadNavigatorContext = createContext<((navigator: ThreadNavigator | null) => void) | null>(null);

export function useRegisterThreadNavigator(navigator: ThreadNavigator): void {
  const register = useContext(ThreadNavigatorContext);
  useEffect(() => {
    register?.(navigator);
    return () => register?.(null);
  }, [register, navigator]);
}
