import { restClient } from 'shared-kernel/api';
import type { PollResponse } from 'shared-kernel/polling';
import type { Note } from '../../../lib/types';

export interface NotesSince {
  notes: Note[];
  /** µs since the epoch, for the next request's `X-Last-Fetched-At`. */
  last_fetched_at: number;
  /** Notes deleted since `X-Last-Fetched-At` that this reader could see (our extension of GitLab's answer). */
  deleted_note_ids?: number[];
}

/**
 * `GET {notes_path}` (the noteable JSON's) with `X-Last-Fetched-At` (µs; 0 for all), in the poller's shape.
 */
export async function getNotesSince(notesPath: string, lastFetchedAt: number, signal?: AbortSignal): Promise<PollResponse<NotesSince>> {
  const response = await restClient().get<NotesSince>(notesPath, {
    headers: { 'X-Last-Fetched-At': String(Math.max(0, Math.floor(lastFetchedAt))) },
    signal,
  });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}
