import { restClient } from 'shared-kernel/api';
import type { PollResponse } from 'shared-kernel/polling';
import { notesPollPath, type NoteableRef } from '../../../lib/noteable';
import type { Note } from '../../../lib/types';

export interface NotesSince {
  notes: Note[];
  /** µs since the epoch, for the next request's `X-Last-Fetched-At`. */
  last_fetched_at: number;
  /** Notes deleted since `X-Last-Fetched-At` that this reader could see (our extension of GitLab's answer). */
  deleted_note_ids?: number[];
}

/**
 * `GET /:fullPath/noteable/issue/:id/notes` (or `/groups/:groupPath/-/epics/:iid/notes`) with
 * `X-Last-Fetched-At` (µs; 0 for all), in the poller's shape.
 */
export async function getNotesSince(ref: NoteableRef, lastFetchedAt: number, signal?: AbortSignal): Promise<PollResponse<NotesSince>> {
  const response = await restClient().get<NotesSince>(notesPollPath(ref), {
    headers: { 'X-Last-Fetched-At': String(Math.max(0, Math.floor(lastFetchedAt))) },
    signal,
  });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}
