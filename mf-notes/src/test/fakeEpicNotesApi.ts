import type { FakeReply } from 'shared-kernel/testing';
import type { Discussion, Noteable } from '../lib/types';
import { fakeNoteableRoutes, type NotesApiRequest } from './fakeNotesApi';
import { fakeNote, fakeNoteable } from './fakes';

const GROUP = '/groups/gitlab-org';
const EPIC = `${GROUP}/-/epics/1`;

/** The epic JSON (`GET /groups/gitlab-org/-/epics/1.json`, id 40) the notes area reads, with the epic's noteable fields. */
export function fakeEpic(overrides: Partial<Omit<Noteable, 'current_user'>> & { current_user?: Partial<Noteable['current_user']> } = {}): Noteable {
  const { current_user: permissions, ...rest } = overrides;
  return fakeNoteable({
    id: 40,
    iid: 1,
    noteable_type: 'Epic',
    noteable_gid: 'gid://gitlab/Epic/40',
    noteable_human_name: 'epic',
    create_note_path: `${EPIC}/notes`,
    preview_note_path: `${GROUP}/-/preview_markdown?target_type=Epic&target_id=1`,
    notes_path: `${EPIC}/notes`,
    discussions_path: `${EPIC}/discussions.json`,
    quick_actions_path: `${GROUP}/-/autocomplete_sources/commands?type=Epic&type_id=1`,
    uploads_path: `${GROUP}/-/uploads`,
    state_event_path: `${EPIC}.json`,
    can_assign_author: false,
    ...rest,
    current_user: { can_create_note: true, can_create_confidential_note: false, can_update: true, ...permissions },
  });
}

/** The notes web routes of the epic `gitlab-org&1` (id 40) over the page's REST client. Unit tests only. */
export function fakeEpicNotesApi({ epic = fakeEpic(), discussions = [] as Discussion[], override }: { epic?: Noteable; discussions?: Discussion[]; override?: (request: NotesApiRequest) => FakeReply | undefined } = {}) {
  const note = (text: string, id: string) =>
    fakeNote({
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
  return fakeNoteableRoutes({ jsonPath: `${EPIC}.json`, noteable: epic, discussions, note, override });
}
