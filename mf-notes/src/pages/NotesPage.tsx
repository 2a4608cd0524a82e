import { Flash } from '@primer/react';
import { useCallback, useMemo, useState } from 'react';
import { useEvent, usePublish, useSession } from 'shared-kernel/react';
import { ActivityHeader } from '../features/activity-header/components/ActivityHeader';
import { HistoryOnlyNotice } from '../features/activity-header/components/HistoryOnlyNotice';
import { useNotesFilter } from '../features/activity-header/hooks/useNotesFilter';
import { useSortDirection } from '../features/activity-header/hooks/useSortDirection';
import { CommentForm, type PendingComment } from '../features/comment-form/components/CommentForm';
import { CommentFormGate } from '../features/comment-form/components/CommentFormGate';
import { PlaceholderNotes } from '../features/comment-form/components/PlaceholderNotes';
import { useDiscussions } from '../features/discussion-list/api/getDiscussions';
import { DiscussionList, FETCH_ERROR } from '../features/discussion-list/components/DiscussionList';
import { DiscussionSkeletons } from '../features/discussion-list/components/DiscussionSkeletons';
import { useNoteable } from '../features/noteable/api/getNoteable';
import { useNotesPolling } from '../features/polling/hooks/useNotesPolling';
import { lastFetchedAtOf, mergeNotes } from '../lib/discussionsState';
import { NotesContext, type NotesContextValue } from '../lib/NotesContext';
import type { Note, Noteable, NoteableRef } from '../lib/types';

export interface NotesPageProps {
  fullPath: string;
  iid: number;
  issueType: 'issue' | 'incident';
  /** Source name on the event bus. */
  source?: string;
}

/** The discussion area of an issue or incident. */
export function NotesPage(props: NotesPageProps) {
  const state = useNoteable(props.fullPath, props.iid);
  if (state.status === 'loading') return <DiscussionSkeletons />;
  if (state.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {FETCH_ERROR}
      </Flash>
    );
  }
  return <LoadedNotesPage {...props} noteable={state.noteable} />;
}

function LoadedNotesPage({ fullPath, iid, issueType, noteable, source = 'mf_notes' }: NotesPageProps & { noteable: Noteable }) {
  const session = useSession();
  const [sort, setSort] = useSortDirection('Issue');
  const [filter, setFilter] = useNotesFilter('Issue');
  const ref = useMemo<NoteableRef>(() => ({ fullPath, iid, id: noteable.id }), [fullPath, iid, noteable.id]);
  const list = useDiscussions(ref, filter);
  const [pending, setPending] = useState<PendingComment | null>(null);
  const publish = usePublish(source);
  const noteableType = issueType === 'incident' ? 'Incident' : 'Issue';

  const { update, discussions } = list;
  const onNotes = useCallback((notes: Note[]) => update((current) => mergeNotes(current, notes)), [update]);
  const since = useCallback(() => lastFetchedAtOf(discussions), [discussions]);
  const { pollNow } = useNotesPolling({ ref, enabled: list.status === 'ready' && !list.loadingMore, since, onNotes });

  // Another module changed this issue (a state toggle, a note): fetch the new history at once.
  useEvent('note-added', (envelope) => {
    if (envelope.source !== source && envelope.payload.noteableId === noteable.id) pollNow();
  });
  useEvent('status-changed', (envelope) => {
    if (envelope.payload.id === noteable.id || (envelope.payload.fullPath === fullPath && envelope.payload.iid === iid)) pollNow();
  });

  const context = useMemo<NotesContextValue>(
    () => ({
      ref,
      noteable,
      noteableType,
      currentUser: session.user,
      update,
      pollNow,
      noteAdded: (note) =>
        publish('note-added', { noteableType, noteableId: noteable.id, noteId: Number(note.id), discussionId: note.discussion_id }),
    }),
    [ref, noteable, noteableType, session.user, update, pollNow, publish],
  );

  const form =
    filter === 2 ? (
      <HistoryOnlyNotice onFilterChange={setFilter} />
    ) : (
      <CommentFormGate>
        <CommentForm onPending={setPending} />
      </CommentFormGate>
    );

  return (
    <NotesContext.Provider value={context}>
      <section aria-label="Discussion">
        <ActivityHeader sort={sort} filter={filter} onSortChange={setSort} onFilterChange={setFilter} />
        {sort === 'desc' && form}
        <DiscussionList
          status={list.status}
          loadingMore={list.loadingMore}
          discussions={list.discussions}
          sort={sort}
          placeholders={pending ? <PlaceholderNotes pending={pending} /> : null}
        />
        {sort === 'asc' && form}
      </section>
    </NotesContext.Provider>
  );
}
