import type { Discussion, Note, Noteable } from '../lib/types';
import { fakeNote, fakeNoteable, fakeRestApi, type FakeReply, type FakeRequest } from './fakes';

const EPIC = '/groups/gitlab-org/-/epics/1';

/** The epic JSON (`GET /groups/gitlab-org/-/epics/1.json`, id 40) the notes area reads. */
export function fakeEpic(overrides: Partial<Omit<Noteable, 'current_user'>> & { current_user?: Partial<Noteable['current_user']> } = {}): Noteable {
  const { current_user: permissions, ...rest } = overrides;
  return fakeNoteable({
    id: 40,
    iid: 1,
    noteable_type: 'Epic',
    group_id: 2,
    create_note_path: `${EPIC}/notes`,
    preview_note_path: '/groups/gitlab-org/-/preview_markdown?target_type=Epic&target_id=1',
    ...rest,
    current_user: { can_create_note: true, can_create_confidential_note: false, can_update: true, ...permissions },
  });
}

/** The notes web routes of the epic `gitlab-org&1` (id 40) over the page's REST client. Unit tests only. */
export function fakeEpicNotesApi({ epic = fakeEpic(), discussions = [] as Discussion[], override }: { epic?: Noteable; discussions?: Discussion[]; override?: (request: FakeRequest & { method: string; body: unknown }) => FakeReply | undefined } = {}) {
  let created = 900;
  return fakeRestApi((request) => {
    const method = (request.config.method ?? 'get').toUpperCase();
    const body = typeof request.config.data === 'string' ? (JSON.parse(request.config.data) as unknown) : request.config.data;
    const custom = override?.({ ...request, method, body });
    if (custom) return custom;
    const { path } = request;
    if (path === `${EPIC}.json`) return { status: 200, data: epic };
    if (path === `${EPIC}/discussions.json`) return { status: 200, data: discussions };
    if (path === `${EPIC}/notes` && method === 'GET') return { status: 200, data: { notes: [], last_fetched_at: 1 }, headers: { 'poll-interval': '-1' } };
    if (path === `${EPIC}/notes` && method === 'POST') {
      const text = (body as { note: { note: string } }).note.note;
      const id = String(created++);
      const note: Note = fakeNote({
        id,
        discussion_id: `e${id}`,
        noteable_type: 'Epic',
        noteable_id: 40,
        note: text,
        note_html: `<p>${text}</p>`,
        path: `${EPIC}/notes/${id}`,
        toggle_award_path: `${EPIC}/notes/${id}/toggle_award_emoji`,
        noteable_note_url: `${EPIC}#note_${id}`,
      });
      return { status: 200, data: { valid: true, ...note } };
    }
    return { status: 404, data: { message: '404 Not Found' } };
  });
}
