import type { Discussion, Note } from './types';

/** A new discussion holding one note (a note the list has not seen, e.g. from polling or a create). */
export function discussionOf(note: Note): Discussion {
  return {
    id: note.discussion_id,
    reply_id: note.discussion_id,
    individual_note: note.type === null,
    notes: [note],
    expanded: true,
    resolvable: note.resolvable,
    resolved: note.resolved,
    resolved_by: note.resolved_by,
    // A thread started in this page load is resolved through its note's path (no reload needed).
    resolve_path: note.resolve_path ?? null,
    confidential: note.internal,
  };
}

function withNotes(discussion: Discussion, notes: Note[]): Discussion {
  const resolvable = notes.filter((n) => n.resolvable);
  const resolved = resolvable.length > 0 && resolvable.every((n) => n.resolved);
  return {
    ...discussion,
    notes,
    individual_note: notes.length === 1 && notes[0]?.type === null,
    resolvable: resolvable.length > 0,
    resolved,
  };
}

/**
 * Merges notes (from polling or a save) into the list: a known note is replaced, a note of a known
 * discussion is appended to it, any other note starts a new discussion at the end.
 */
export function mergeNotes(discussions: readonly Discussion[], notes: readonly Note[]): Discussion[] {
  let result = [...discussions];
  for (const note of notes) {
    const index = result.findIndex((d) => d.id === note.discussion_id);
    if (index === -1) {
      result = [...result, discussionOf(note)];
      continue;
    }
    const discussion = result[index]!;
    const known = discussion.notes.some((n) => n.id === note.id);
    const notesOf = known ? discussion.notes.map((n) => (n.id === note.id ? note : n)) : [...discussion.notes, note];
    // A thread that gains a note opens (spec §4: updates set it expanded).
    result[index] = withNotes(known ? discussion : { ...discussion, expanded: true }, notesOf);
  }
  return result;
}

/** Replaces (or appends) a whole discussion, e.g. the answer of a reply or a resolve. */
export function replaceDiscussion(discussions: readonly Discussion[], discussion: Discussion): Discussion[] {
  const found = discussions.some((d) => d.id === discussion.id);
  return found
    ? discussions.map((d) => (d.id === discussion.id ? { ...discussion, expanded: discussion.resolved === d.resolved ? d.expanded : !discussion.resolved } : d))
    : [...discussions, discussion];
}

/** Removes a note; a discussion left without notes disappears. */
export function removeNote(discussions: readonly Discussion[], noteId: string): Discussion[] {
  return discussions.flatMap((d) => {
    if (!d.notes.some((n) => n.id === noteId)) return [d];
    const notes = d.notes.filter((n) => n.id !== noteId);
    return notes.length === 0 ? [] : [withNotes(d, notes)];
  });
}

/** Appends discussions of a further page, skipping any already listed. */
export function appendDiscussions(discussions: readonly Discussion[], page: readonly Discussion[]): Discussion[] {
  const known = new Set(discussions.map((d) => d.id));
  return [...discussions, ...page.filter((d) => !known.has(d.id))];
}

/** The µs timestamp to poll from: the newest `updated_at` seen (minus 1 ms, overlaps merge harmlessly), else 0. */
export function lastFetchedAtOf(discussions: readonly Discussion[]): number {
  let newest = 0;
  for (const d of discussions) for (const n of d.notes) newest = Math.max(newest, Date.parse(n.updated_at) || 0);
  return newest === 0 ? 0 : (newest - 1) * 1000;
}

/** Opens or closes a thread (Show thread / Hide thread, anchors, unresolved-thread navigation). */
export function setExpanded(discussions: readonly Discussion[], id: string, expanded: boolean): Discussion[] {
  return discussions.map((d) => (d.id === id && d.expanded !== expanded ? { ...d, expanded } : d));
}

/** The discussion holding note `noteId`, if listed. */
export function discussionOfNote(discussions: readonly Discussion[], noteId: string): Discussion | undefined {
  return discussions.find((d) => d.notes.some((n) => n.id === noteId));
}
