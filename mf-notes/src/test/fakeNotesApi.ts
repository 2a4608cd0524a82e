import { fakeRestApi, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import type { Discussion, Note, Noteable } from '../lib/types';
import { fakeNote, fakeNoteable } from './fakes';

/** A request as the fake routes see it: the path without its query, the query merged into `params`. */
export type NotesApiRequest = FakeRequest & { method: string; body: unknown };

export interface FakeNotesServer {
  noteable?: Noteable;
  discussions?: Discussion[];
  /** Overrides for any request (return `undefined` to fall through to the defaults). */
  override?: (request: NotesApiRequest) => FakeReply | Promise<FakeReply> | undefined;
}

/** Splits `/a/b?x=1` into its path and query (the noteable JSON's paths carry queries). */
function withQuery(request: FakeRequest): FakeRequest {
  const [path = '', query] = request.path.split('?');
  if (query === undefined) return request;
  return { ...request, path, params: { ...Object.fromEntries(new URLSearchParams(query)), ...request.params } };
}

/** `/close` or `/reopen` lines of a note: the state the server leaves the noteable in. */
function stateAfterCommands(text: string, state: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines.includes('/close')) return 'closed';
  if (lines.includes('/reopen')) return 'opened';
  return state;
}

/**
 * A noteable's routes: its JSON at `jsonPath`, the rest at the paths the JSON names; `note(text, id)`
 * is the note a create answers. The server's copy of the noteable (`server.noteable`) follows close,
 * reopen and `/close` / `/reopen`, so a refetch of the JSON answers what a real server would. Unit tests only.
 */
export function fakeNoteableRoutes({ jsonPath, noteable, discussions, note, override }: { jsonPath: string; noteable: Noteable; discussions: Discussion[]; note: (text: string, id: string) => Note; override?: FakeNotesServer['override'] }) {
  let created = 500;
  const server = { noteable: { ...noteable } };
  const pathOf = (url: string) => url.split('?')[0];
  const api = fakeRestApi((raw) => {
    const request = withQuery(raw);
    const method = (request.config.method ?? 'get').toUpperCase();
    const body = typeof request.config.data === 'string' ? (JSON.parse(request.config.data) as unknown) : request.config.data;
    const { path } = request;
    if (path === pathOf(noteable.create_note_path) && method === 'POST') {
      server.noteable = { ...server.noteable, state: stateAfterCommands((body as { note: { note: string } }).note.note, server.noteable.state) };
    }
    const custom = override?.({ ...request, method, body });
    if (custom) return custom;
    if (path === pathOf(noteable.discussions_path)) return { status: 200, data: discussions };
    if (path === pathOf(noteable.notes_path) && method === 'GET') return { status: 200, data: { notes: [], last_fetched_at: 1 }, headers: { 'poll-interval': '-1' } };
    if (path === pathOf(noteable.create_note_path) && method === 'POST') {
      const text = (body as { note: { note: string } }).note.note;
      return { status: 200, data: { valid: true, ...note(text, String(created++)) } };
    }
    if (path === pathOf(noteable.state_event_path) && method === 'PUT') {
      const event = (body as { state_event?: string }).state_event;
      server.noteable = { ...server.noteable, state: event === 'close' ? 'closed' : 'opened' };
      return { status: 200, data: server.noteable };
    }
    // The editor reads the quick actions when `/` starts a line: none unless a test gives some.
    if (noteable.quick_actions_path && path === pathOf(noteable.quick_actions_path)) return { status: 200, data: [] };
    // The JSON last: an issue's or epic's state_event_path is its JSON's path too.
    if (path === jsonPath) return { status: 200, data: server.noteable };
    return { status: 404, data: { message: '404 Not Found' } };
  });
  return { ...api, server };
}

/** The notes web routes of `gitlab-org/gitlab` #1 (id 7) over the page's REST client. Unit tests only. */
export function fakeNotesApi({ noteable = fakeNoteable(), discussions = [], override }: FakeNotesServer = {}) {
  const note = (text: string, id: string) => fakeNote({ id, discussion_id: `new${id}`, note: text, note_html: `<p>${text}</p>`, type: null });
  return fakeNoteableRoutes({ jsonPath: '/gitlab-org/gitlab/-/issues/1.json', noteable, discussions, note, override });
}
