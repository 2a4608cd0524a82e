import type { Discussion, Note, Noteable } from '../lib/types';
import { fakeNote, fakeNoteable, fakeRestApi, type FakeReply, type FakeRequest } from './fakes';

export interface FakeNotesServer {
  noteable?: Noteable;
  discussions?: Discussion[];
  /** Overrides for any request (return `undefined` to fall through to the defaults). */
  override?: (request: FakeRequest & { method: string; body: unknown }) => FakeReply | Promise<FakeReply> | undefined;
}

/** The notes web routes of `gitlab-org/gitlab` #1 (id 7) over the page's REST client. Unit tests only. */
export function fakeNotesApi({ noteable = fakeNoteable(), discussions = [], override }: FakeNotesServer = {}) {
  let created = 500;
  return fakeRestApi((request) => {
    const method = (request.config.method ?? 'get').toUpperCase();
    const body = typeof request.config.data === 'string' ? (JSON.parse(request.config.data) as unknown) : request.config.data;
    const custom = override?.({ ...request, method, body });
    if (custom) return custom;
    const { path } = request;
    if (path === '/gitlab-org/gitlab/-/issues/1.json') return { status: 200, data: noteable };
    if (path === '/gitlab-org/gitlab/-/issues/1/discussions.json') return { status: 200, data: discussions };
    if (path === '/gitlab-org/gitlab/noteable/issue/7/notes') return { status: 200, data: { notes: [], last_fetched_at: 1 }, headers: { 'poll-interval': '-1' } };
    if (path === '/gitlab-org/gitlab/notes' && method === 'POST') {
      const text = (body as { note: { note: string } }).note.note;
      const id = String(created++);
      const note: Note = fakeNote({ id, discussion_id: `new${id}`, note: text, note_html: `<p>${text}</p>`, type: null });
      return { status: 200, data: { valid: true, ...note } };
    }
    return { status: 404, data: { message: '404 Not Found' } };
  });
}
