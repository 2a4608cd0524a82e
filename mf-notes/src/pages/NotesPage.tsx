import { Flash } from '@primer/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useEvent, usePublish, useSession } from 'shared-kernel/react';
import { ActivityHeader } from '../features/activity-header/components/ActivityHeader';
import { HistoryOnlyNotice } from '../features/activity-header/components/HistoryOnlyNotice';
import { useNotesFilter } from '../features/activity-header/hooks/useNotesFilter';
import { useSortDirection } from '../features/activity-header/hooks/useSortDirection';
import { useNoteAnchor } from '../features/anchors/hooks/useNoteAnchor';
import { CommentForm, type PendingComment } from '../features/comment-form/components/CommentForm';
import { CommentFormGate } from '../features/comment-form/components/CommentFormGate';
import { PlaceholderNotes } from '../features/comment-form/components/PlaceholderNotes';
import { useDiscussions } from '../features/discussion-list/api/getDiscussions';
import { DiscussionList, FETCH_ERROR, type DiscussionListHandle } from '../features/discussion-list/components/DiscussionList';
import { DiscussionSkeletons } from '../features/discussion-list/components/DiscussionSkeletons';
import { useNoteable } from '../features/noteable/api/getNoteable';
import { useLiveNotes } from '../features/polling/hooks/useLiveNotes';
import { ThreadNavigation } from '../features/thread-navigation/components/ThreadNavigation';
import { lastFetchedAtOf, mergeNotes, removeNote, setExpanded } from '../lib/discussionsState';
import { NotesContext, type NotesContextValue, type ReplyRequest } from '../lib/NotesContext';
import type { Discussion, Note, Noteable, NoteableRef, NotesFilter } from '../lib/types';

export interface NotesPageProps {
  fullPath: string;
  iid: number;
  issueType: 'issue' | 'incident';
  /** Skeletons while loading (the notes the host prerendered; default 3). */
  prerenderedNotesCount?: number;
  /** Source name on the event bus. */
  source?: string;
}

/** The discussion area of an issue or incident. */
export function NotesPage(props: NotesPageProps) {
  const state = useNoteable(props.fullPath, props.iid);
  if (state.status === 'loading') return <DiscussionSkeletons count={props.prerenderedNotesCount} />;
  if (state.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {FETCH_ERROR}
      </Flash>
    );
  }
  return <LoadedNotesPage {...props} initialNoteable={state.noteable} />;
}

/** The viewer's newest own note that they may edit (Up in the empty comment form). */
function lastOwnNote(discussions: readonly Discussion[], userId: number): Note | null {
  let last: Note | null = null;
  for (const d of discussions)
    for (const n of d.notes) if (!n.system && n.author?.id === userId && n.current_user.can_edit && (!last || n.created_at >= last.created_at)) last = n;
  return last;
}

function LoadedNotesPage({ fullPath, iid, issueType, initialNoteable, prerenderedNotesCount, source = 'mf_notes' }: NotesPageProps & { initialNoteable: Noteable }) {
  const session = useSession();
  const [noteable, setNoteable] = useState(initialNoteable);
  const [sort, setSort] = useSortDirection('Issue');
  const [filter, setStoredFilter] = useNotesFilter('Issue');
  const [timeline, setTimeline] = useState(false);
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const ref = useMemo<NoteableRef>(() => ({ fullPath, iid, id: noteable.id }), [fullPath, iid, noteable.id]);
  const list = useDiscussions(ref, filter);
  const [pending, setPending] = useState<PendingComment | null>(null);
  const [editingNoteId, setEditingNoteId] = useState<string | null>(null);
  const [replyRequest, setReplyRequest] = useState<ReplyRequest | null>(null);
  const listHandle = useRef<DiscussionListHandle>(null);
  const publish = usePublish(source);
  const noteableType = issueType === 'incident' ? 'Incident' : 'Issue';

  // The timeline view shows comments only; any other filter turns it off (spec §2).
  const setFilter = useCallback(
    (next: NotesFilter) => {
      setStoredFilter(next);
      if (next !== 1) setTimeline(false);
    },
    [setStoredFilter],
  );

  const { update, discussions } = list;
  const onNotes = useCallback((notes: Note[]) => update((current) => mergeNotes(current, notes)), [update]);
  const since = useCallback(() => lastFetchedAtOf(discussions), [discussions]);
  const onDeleted = useCallback((noteId: string) => update((current) => removeNote(current, noteId)), [update]);
  const { pollNow } = useLiveNotes({ ref, enabled: list.status === 'ready' && !list.loadingMore, since, onNotes, onDeleted });

  const focusDiscussion = useCallback(
    (discussionId: string, noteId?: string) => {
      update((current) => setExpanded(current, discussionId, true));
      requestAnimationFrame(() => listHandle.current?.scrollTo(discussionId, noteId));
    },
    [update],
  );
  const targetNoteId = useNoteAnchor({ discussions, complete: list.status !== 'loading' && !list.loadingMore, filter, setFilter, focusDiscussion });

  const matchesIssue = (payload: { id: number; fullPath: string; iid: number }) => payload.id === noteable.id || (payload.fullPath === fullPath && payload.iid === iid);
  // Another module changed this issue (the header's close/reopen, a note): follow it and fetch the history.
  useEvent('note-added', (envelope) => {
    if (envelope.source !== source && envelope.payload.noteableId === noteable.id) pollNow();
  });
  useEvent('status-changed', (envelope) => {
    if (envelope.source === source || !matchesIssue(envelope.payload)) return;
    setNoteable((current) => ({ ...current, state: envelope.payload.state }));
    pollNow();
  });
  useEvent('sidebar-collapse', (envelope) => {
    if (envelope.payload.sidebar === 'right') setSidebarCollapsed(envelope.payload.collapsed);
  });

  const stateChanged = useCallback(
    (state: 'opened' | 'closed' | 'reopened') => {
      setNoteable((current) => ({ ...current, state }));
      publish('status-changed', { issuableType: issueType, id: noteable.id, iid, fullPath, state });
    },
    [publish, issueType, noteable.id, iid, fullPath],
  );

  const context = useMemo<NotesContextValue>(
    () => ({
      ref,
      noteable,
      noteableType,
      currentUser: session.user,
      update,
      updateNoteable: setNoteable,
      pollNow,
      stateChanged,
      editingNoteId,
      setEditingNoteId,
      replyRequest,
      requestReply: (discussionId, text = '') => {
        setReplyRequest((previous) => ({ discussionId, text, seq: (previous?.seq ?? 0) + 1 }));
        focusDiscussion(discussionId);
      },
      focusDiscussion,
      targetNoteId,
      noteAdded: (note) =>
        publish('note-added', { noteableType, noteableId: noteable.id, noteId: Number(note.id), discussionId: note.discussion_id }),
    }),
    [ref, noteable, noteableType, session.user, update, pollNow, stateChanged, editingNoteId, replyRequest, focusDiscussion, targetNoteId, publish],
  );

  const editLast = () => {
    const user = session.user;
    const note = user ? lastOwnNote(discussions, user.id) : null;
    if (!note) return false;
    setEditingNoteId(note.id);
    focusDiscussion(note.discussion_id, note.id);
    return true;
  };

  const ordered = sort === 'desc' ? [...discussions].reverse() : discussions;
  const form =
    filter === 2 ? (
      <HistoryOnlyNotice onFilterChange={setFilter} />
    ) : (
      <CommentFormGate>
        <CommentForm onPending={setPending} onEditLast={editLast} />
      </CommentFormGate>
    );

  return (
    <NotesContext.Provider value={context}>
      <section aria-label="Discussion" data-sidebar-collapsed={sidebarCollapsed || undefined} style={{ maxWidth: sidebarCollapsed ? 'none' : undefined }}>
        <ActivityHeader
          sort={sort}
          filter={filter}
          onSortChange={setSort}
          onFilterChange={setFilter}
          timeline={
            issueType === 'incident'
              ? {
                  on: timeline,
                  onToggle: () => {
                    if (timeline) setTimeline(false);
                    else {
                      setStoredFilter(1);
                      setTimeline(true);
                    }
                  },
                }
              : undefined
          }
        >
          <ThreadNavigation discussions={ordered} onFocus={focusDiscussion} />
        </ActivityHeader>
        {sort === 'desc' && form}
        <DiscussionList
          handle={listHandle}
          status={list.status}
          loadingMore={list.loadingMore}
          discussions={list.discussions}
          sort={sort}
          timeline={timeline}
          skeletonCount={prerenderedNotesCount}
          placeholders={pending ? <PlaceholderNotes pending={pending} /> : null}
        />
        {sort === 'asc' && form}
      </section>
    </NotesContext.Provider>
  );
}
