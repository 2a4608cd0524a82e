import { Flash } from 'shared-kernel/primer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getQueryClient } from 'shared-kernel/query';
import { SuggestionBatchProvider } from 'shared-kernel/ui';
import { useEvent, useFirstContentHold, usePublish, useSession } from 'shared-kernel/react';
import { ActivityHeader } from '../features/activity-header/components/ActivityHeader';
import { HistoryOnlyNotice } from '../features/activity-header/components/HistoryOnlyNotice';
import { readNotesFilter, useNotesFilter } from '../features/activity-header/hooks/useNotesFilter';
import { MrActivityFilter } from '../features/activity-header/components/MrActivityFilter';
import { useMrActivityFilters } from '../features/activity-header/hooks/useMrActivityFilters';
import { hideActivity } from '../features/activity-header/lib/mrActivityFilters';
import { useSortDirection } from '../features/activity-header/hooks/useSortDirection';
import { noteIdFromHash, useNoteAnchor } from '../features/anchors/hooks/useNoteAnchor';
import { CommentForm, type PendingComment } from '../features/comment-form/components/CommentForm';
import { CommentFormGate } from '../features/comment-form/components/CommentFormGate';
import { PlaceholderNotes } from '../features/comment-form/components/PlaceholderNotes';
import { prefetchDiscussions, saveNotesFilter, useDiscussions } from '../features/discussion-list/api/getDiscussions';
import { DiscussionList, FETCH_ERROR, type DiscussionListHandle } from '../features/discussion-list/components/DiscussionList';
import { DiscussionSkeletons } from '../features/discussion-list/components/DiscussionSkeletons';
import { useNoteable } from '../features/noteable/api/getNoteable';
import { useLiveNotes } from '../features/polling/hooks/useLiveNotes';
import { ThreadNavigation } from '../features/thread-navigation/components/ThreadNavigation';
import { lastFetchedAtOf, mergeNotes, removeNote, setExpanded } from '../lib/discussionsState';
import { busIssuableType, hasIncidentTimeline, isSameNoteable, noteableTypeOfEvent, type NoteableLocator } from '../lib/noteable';
import { useAfterPaint } from '../lib/afterPaint';
import { NoteCompositionContext } from '../lib/NoteComposition';
import { NotesContext, type NotesContextValue, type ReplyRequest } from '../lib/NotesContext';
import type { Discussion, Note, Noteable, NotesFilter } from '../lib/types';
import { NOTE_COMPOSITION } from './noteComposition';

export interface NotesPageProps {
  /** Where the noteable's JSON is (keep the object stable: its loads depend on it). */
  locator: NoteableLocator;
  /** Skeletons while loading (the notes the host prerendered; default 3). */
  prerenderedNotesCount?: number;
  /** Source name on the event bus. */
  source?: string;
}

/** The discussion area of a noteable: its JSON first, then everything from what the JSON says. */
export function NotesPage(props: NotesPageProps) {
  const query = useNoteable(props.locator, { onLoaded: startDiscussions });
  // The first discussions are the page's largest content: secondary parts wait for them (LoadedNotesPage
  // takes the hold over in the commit that mounts it).
  useFirstContentHold(!query.data && query.status !== 'error');
  if (query.data) return <LoadedNotesPage {...props} noteable={query.data} />;
  if (query.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {FETCH_ERROR}
      </Flash>
    );
  }
  return <DiscussionSkeletons count={props.prerenderedNotesCount} />;
}

/** The first discussions load, with the filter the page will ask for (all activity for a `#note_` link). */
function startDiscussions(noteable: Noteable): void {
  const anchored = typeof window !== 'undefined' && noteIdFromHash(window.location.hash) !== null;
  prefetchDiscussions(noteable.discussions_path, anchored ? 0 : readNotesFilter(noteable.noteable_type));
}

/** The viewer's newest own note that they may edit (Up in the empty comment form). */
function lastOwnNote(discussions: readonly Discussion[], userId: number): Note | null {
  let last: Note | null = null;
  for (const d of discussions)
    for (const n of d.notes) if (!n.system && n.author?.id === userId && n.current_user.can_edit && (!last || n.created_at >= last.created_at)) last = n;
  return last;
}

interface LoadedNotesPageProps extends NotesPageProps {
  noteable: Noteable;
}

function LoadedNotesPage({ locator, noteable, prerenderedNotesCount, source = 'mf_notes' }: LoadedNotesPageProps) {
  const session = useSession();
  const [storedFilter, setStoredFilter] = useNotesFilter(noteable.noteable_type);
  const [mrFilters, setMrFilters] = useMrActivityFilters();
  // A `#note_` link shows all activity (spec §2): ask for it from the first fetch, not after it.
  const [anchoredAtLoad, setAnchoredAtLoad] = useState(() => typeof window !== 'undefined' && noteIdFromHash(window.location.hash) !== null);
  useEffect(() => {
    if (!anchoredAtLoad) return;
    setStoredFilter(0);
    setAnchoredAtLoad(false);
  }, [anchoredAtLoad, setStoredFilter]);
  const filter = anchoredAtLoad ? 0 : storedFilter;
  const list = useDiscussions(noteable.discussions_path, filter);
  const [sort, setSort] = useSortDirection(noteable.noteable_type);
  const [timeline, setTimeline] = useState(false);
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const [pending, setPending] = useState<PendingComment | null>(null);
  const [editingNoteId, setEditingNoteId] = useState<string | null>(null);
  const [replyRequest, setReplyRequest] = useState<ReplyRequest | null>(null);
  const listHandle = useRef<DiscussionListHandle>(null);
  const publish = usePublish(source);

  // The page's copy of the noteable is the cache's: what changes here, every reader of the key sees.
  const updateNoteable = useCallback(
    (change: (current: Noteable) => Noteable) => getQueryClient().setQueryData<Noteable>(locator.queryKey, (current) => (current ? change(current) : current)),
    [locator.queryKey],
  );

  // A filter the user chooses is remembered by the server too (the poll follows it); reads never save it.
  const signedIn = session.user !== null;
  const discussionsPath = noteable.discussions_path;
  const chooseFilter = useCallback(
    (next: NotesFilter) => {
      setStoredFilter(next);
      // Not remembered is not an error the reader needs to see: the list shows the filter either way.
      if (signedIn) saveNotesFilter(discussionsPath, next).catch(() => {});
    },
    [setStoredFilter, signedIn, discussionsPath],
  );

  // The timeline view shows comments only; any other filter turns it off (spec §2).
  const setFilter = useCallback(
    (next: NotesFilter) => {
      chooseFilter(next);
      if (next !== 1) setTimeline(false);
    },
    [chooseFilter],
  );
  // A `#note_` link shows all activity without remembering it as the user's choice (GitLab: persistFilter false).
  const showAllForLink = useCallback(
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
  const { pollNow } = useLiveNotes({
    noteableGid: noteable.noteable_gid,
    notesPath: noteable.notes_path,
    filter,
    enabled: list.status === 'ready' && !list.loadingMore,
    since,
    onNotes,
    onDeleted,
  });

  const focusDiscussion = useCallback(
    (discussionId: string, noteId?: string) => {
      update((current) => setExpanded(current, discussionId, true));
      requestAnimationFrame(() => listHandle.current?.scrollTo(discussionId, noteId));
    },
    [update],
  );
  const targetNoteId = useNoteAnchor({ discussions, complete: list.status !== 'loading' && !list.loadingMore, filter, listFilter: list.filter, setFilter: showAllForLink, focusDiscussion });

  // Another module changed this noteable (the header's close/reopen, a note): follow it and fetch the history.
  useEvent('note-added', (envelope) => {
    const sameKind = noteableTypeOfEvent(envelope.payload.noteableType) === noteable.noteable_type;
    if (envelope.source !== source && sameKind && envelope.payload.noteableId === noteable.id) pollNow();
  });
  useEvent('status-changed', (envelope) => {
    if (envelope.source === source || !isSameNoteable(locator, noteable, envelope.payload)) return;
    updateNoteable((current) => ({ ...current, state: envelope.payload.state }));
    pollNow();
  });
  useEvent('sidebar-collapse', (envelope) => {
    if (envelope.payload.sidebar === 'right') setSidebarCollapsed(envelope.payload.collapsed);
  });

  const issuableType = busIssuableType(noteable);
  const stateChanged = useCallback(
    (state: 'opened' | 'closed' | 'reopened') => {
      updateNoteable((current) => ({ ...current, state }));
      publish('status-changed', { issuableType: issuableType as 'issue', id: noteable.id, iid: locator.iid, fullPath: locator.namespacePath, state });
    },
    [updateNoteable, publish, issuableType, noteable.id, locator],
  );

  const noteableType = noteable.noteable_type;
  const context = useMemo<NotesContextValue>(
    () => ({
      locator,
      noteable,
      currentUser: session.user,
      update,
      updateNoteable,
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
        publish('note-added', { noteableType: noteableType as 'Issue', noteableId: noteable.id, noteId: Number(note.id), discussionId: note.discussion_id }),
    }),
    [locator, noteable, noteableType, session.user, update, updateNoteable, pollNow, stateChanged, editingNoteId, replyRequest, focusDiscussion, targetNoteId, publish],
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
  // Oldest first, the comment form is below the list, out of view on a long timeline: it mounts once
  // the first discussions are painted, so its editor does not delay them (newest first, it is on top).
  const formBelowShown = useAfterPaint(list.status !== 'loading');
  useFirstContentHold(list.status === 'loading');
  // Merge requests filter their activity in the browser, as GitLab does (the server's filter stays "all").
  const isMergeRequest = noteable.noteable_type === 'MergeRequest';
  const shown = useMemo(() => (isMergeRequest ? list.discussions.filter((d) => !hideActivity(mrFilters, d)) : list.discussions), [isMergeRequest, list.discussions, mrFilters]);
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
      <NoteCompositionContext.Provider value={NOTE_COMPOSITION}>
        <SuggestionBatchProvider>
          <section aria-label="Discussion" data-sidebar-collapsed={sidebarCollapsed || undefined} style={{ maxWidth: sidebarCollapsed ? 'none' : undefined }}>
            <ActivityHeader
              sort={sort}
              filter={filter}
              onSortChange={setSort}
              onFilterChange={setFilter}
              filterMenu={isMergeRequest ? <MrActivityFilter filters={mrFilters} onChange={setMrFilters} /> : undefined}
              timeline={
                hasIncidentTimeline(noteable)
                  ? {
                      on: timeline,
                      onToggle: () => {
                        if (timeline) setTimeline(false);
                        else {
                          chooseFilter(1);
                          setTimeline(true);
                        }
                      },
                    }
                  : undefined
              }
            >
              <ThreadNavigation discussions={ordered} onFocus={focusDiscussion} resolveAllInIssueHref={noteable.create_issue_to_resolve_discussions_path ?? null} />
            </ActivityHeader>
            {sort === 'desc' && form}
            <DiscussionList
              handle={listHandle}
              status={list.status}
              loadingMore={list.loadingMore}
              discussions={shown}
              sort={sort}
              timeline={timeline}
              skeletonCount={prerenderedNotesCount}
              placeholders={pending ? <PlaceholderNotes pending={pending} /> : null}
            />
            {sort === 'asc' && formBelowShown && form}
          </section>
        </SuggestionBatchProvider>
      </NoteCompositionContext.Provider>
    </NotesContext.Provider>
  );
}
