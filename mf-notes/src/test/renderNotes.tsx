import { render } from '@testing-library/react';
import NotesApp from '../exposes/NotesApp';
import type { Discussion } from '../lib/types';
import { fakeDiscussion, fakeNote } from './fakes';

// The notes area as the pages mount it, for the tests that drive the whole area (with `fakeSession` and
// `fakeNotesApi` / `fakeEpicNotesApi` answering its requests). setup.ts resets the bus, the query cache, the
// live double, localStorage and the location hash after each test.

/** The notes area of issue `gitlab-org/gitlab#1` (an incident with `issueType: 'incident'`). */
export function renderIssueNotes({ issueType = 'issue' }: { issueType?: 'issue' | 'incident' } = {}) {
  return render(<NotesApp fullPath="gitlab-org/gitlab" iid={1} issueType={issueType} />);
}

/** The notes area of epic `gitlab-org&1`. */
export function renderEpicNotes() {
  return render(<NotesApp groupPath="gitlab-org" iid={1} />);
}

/** What a note lets a developer do in a resolvable thread. */
export const RESOLVER = { can_edit: true, can_award_emoji: true, can_resolve_discussion: true };

/** An unresolved, collapsed thread `id`: a note `<id>1` saying `text` and a reply `<id>2` saying "`text` reply". */
export function collapsedThread(id: string, text: string): Discussion {
  const notes = [
    fakeNote({ id: `${id}1`, discussion_id: id, type: 'DiscussionNote', resolvable: true, note_html: `<p>${text}</p>`, current_user: RESOLVER }),
    fakeNote({ id: `${id}2`, discussion_id: id, type: 'DiscussionNote', resolvable: true, note_html: `<p>${text} reply</p>`, current_user: RESOLVER }),
  ];
  return fakeDiscussion(notes, { expanded: false });
}
