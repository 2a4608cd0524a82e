import { restClient } from 'shared-kernel/api';
import type { PollResponse } from 'shared-kernel/polling';
import type { Note, NotesFilter } from '../../../lib/types';

export interface NotesSince {
  notes: Note[];
  /** µs since the epoch, for the next request's `X-Last-Fetched-At`. */
  last_fetched_at: number;
  /** Notes deleted since `X-Last-Fetched-At` that this reader could see (our extension of GitLab's answer). */
  deleted_note_ids?: number[];
}

/**
 * `GET {notes_path}` (the noteable JSON's) with `X-Last-Fetched-At` (µs; 0 for all), in the poller's shape.
 * `filter`: the notes filter the list shows (`notes_filter`, our extension: without it the server
 * applies the one the user chose last, which another browser may have changed).
 */
export async function getNotesSince(notesPath: string, lastFetchedAt: number, signal?: AbortSignal, filter?: NotesFilter): Promise<PollResponse<NotesSince>> {
  const response = await restClient().get<NotesSince>(notesPath, {
    ...(filter === undefined ? {} : { params: { notes_filter: filter } }),
    headers: { 'X-Last-Fetched-At': String(Math.max(0, Math.floor(lastFetchedAt))) },
    signal,
  });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}
