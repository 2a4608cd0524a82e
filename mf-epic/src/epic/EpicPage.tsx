import { ActionList, Flash } from 'shared-kernel/primer';
import { useCallback, useMemo, useState } from 'react';
import { getQueryClient, issuableQueryKey } from 'shared-kernel/query';
import { useAfterFirstContent, useFirstContentHold, useQuery, useSession, useShortcut } from 'shared-kernel/react';
import type { RealtimeChanges } from 'issuable-ui/react';
import {
  applyRealtimeChanges,
  HeaderActions,
  IssuableAwards,
  IssuableContext,
  IssuableDescription,
  IssuableHeader,
  IssuablePageSkeleton,
  lazyComponent,
  NoticeRegion,
  useIssuable,
  usePageNotices,
  useRealtimeChanges,
  useStatusChangedSync,
  type IssuableContextValue,
} from 'issuable-ui/react';
// `todo` is GitLab's To-Do List feature (issue 11: the sidebar's 'Add a to do' / 'Mark as done'), not a marker.
import { getEpicViewerState, type EpicViewerState } from '../features/todo/api/epicViewerState';
import { SidebarTodo } from '../features/todo/components/SidebarTodo';
import { NewEpicDialog } from '../features/new-epic/components/NewEpicDialog';
import { EpicTreeContent, type TopLevelChildren } from '../features/tree/components/EpicTree';
import { useChildItems } from '../features/tree/hooks/useChildItems';
import { useEpic } from './api/getEpic';
import { EpicSidebar } from './components/EpicSidebar';
import { LazyRoadmap } from './components/LazyRoadmap';
import { epicApi } from './epicApi';
import { useLiveEpic } from './useLiveEpic';
import { EPIC_LOAD_ERROR } from './texts';
import type { EpicRef } from './types';

const IssuableEditForm = lazyComponent(() => import('issuable-ui/edit-form').then((m) => m.IssuableEditForm));

export interface EpicPageProps extends EpicRef {
  /** Source name on the event bus. */
  source?: string;
}

/**
 * The issuable part of the epic page: the issuable library's header, actions, edit form, description and
 * awards over the epic's API (`epicApi`), and a small sidebar (colour, labels, confidentiality,
 * participants). Built on issuable-ui and shared-kernel only, so it moves to the mf-epic remote as it is;
 * the child-items tree and the roadmap come with that remote.
 */
export function EpicPage({ groupPath, iid, source = 'mf_epic' }: EpicPageProps) {
  const epic = useMemo<EpicRef>(() => ({ groupPath, iid }), [groupPath, iid]);
  const api = useMemo(() => epicApi(epic), [epic]);
  const { state, setEpic, refetch } = useEpic(epic);
  const session = useSession();
  const { notice, notify, dismiss, navigate } = usePageNotices();
  // The tree's first read (the route's startup call) is taken when the page mounts, beside the epic's own
  // read, not once the header has rendered: when its rows came first, header and rows render in one commit.
  const tree = useChildItems({ fullPath: groupPath, iid });
  // The header and description are the page's first content (with the tree's first rows, which hold it
  // themselves): secondary parts (to-do state, ancestors, participants, awards, live updates) wait for them.
  useFirstContentHold(state.status === 'loading');

  const loaded = state.status === 'ready' ? state.epic : null;
  const context = useMemo<IssuableContextValue | null>(
    () => (loaded ? { api, issue: loaded, currentUser: session.user, source, setIssue: setEpic, refetch, notify, navigate } : null),
    [api, loaded, session.user, source, setEpic, refetch, notify, navigate],
  );

  if (state.status === 'loading') return <IssuablePageSkeleton label="Loading epic" />;
  if (state.status === 'error' || !context) {
    return (
      <Flash variant="danger" role="alert">
        {EPIC_LOAD_ERROR}
      </Flash>
    );
  }
  return (
    <IssuableContext.Provider value={context}>
      <NoticeRegion notice={notice} onDismiss={dismiss} />
      <section aria-label="Epic">
        <EpicBody epic={epic} source={source} tree={tree} />
      </section>
    </IssuableContext.Provider>
  );
}

/**
 * What the viewer may do beyond the page JSON's flags (create epics) and their pending to-do on the epic
 * (GraphQL, signed-in viewers only), in the page's query cache under the epic's key. Read after the first
 * content: the to-do toggle, the 'New epic' item and the tree's Add menu and drag handles are not what the
 * page shows first, and the read would compete with the tree's first rows.
 */
function useEpicViewerState(epic: EpicRef, signedIn: boolean) {
  const key = useMemo(() => issuableQueryKey('epic', epic.groupPath, epic.iid, 'viewer'), [epic]);
  const started = useAfterFirstContent();
  const query = useQuery({ queryKey: key, queryFn: () => getEpicViewerState(epic), enabled: signedIn && started });
  const setPendingTodo = useCallback(
    (pendingTodoId: string | null) => getQueryClient().setQueryData<EpicViewerState | null>(key, (current) => (current ? { ...current, pendingTodoId } : current)),
    [key],
  );
  return { state: signedIn ? (query.data ?? null) : null, setPendingTodo };
}

/** The loaded epic: header, actions, description or edit form, awards, sidebar. */
function EpicBody({ epic, source, tree }: { epic: EpicRef; source: string; tree: TopLevelChildren }) {
  const { api, issue, setIssue, refetch, currentUser, notify } = useIssuable();
  const [editing, setEditing] = useState(false);
  const [creating, setCreating] = useState(false);
  const onChanges = useCallback((changes: RealtimeChanges) => setIssue((current) => applyRealtimeChanges(current, changes)), [setIssue]);
  const polling = useRealtimeChanges(api.realtimeChanges, onChanges);
  useLiveEpic(issue.id, { realtime: polling, setEpic: setIssue, reload: refetch });
  useStatusChangedSync();
  const viewer = useEpicViewerState(epic, currentUser !== null);
  const onError = useCallback((message: string) => notify({ variant: 'danger', message }), [notify]);

  useShortcut('edit-description', () => setEditing(true), { enabled: issue.current_user.can_update_issue && !editing });

  const menuItems = viewer.state?.canCreateEpic ? <ActionList.Item onSelect={() => setCreating(true)}>New epic</ActionList.Item> : null;
  const todo = viewer.state ? (
    <SidebarTodo epicGid={viewer.state.epicGid} pendingTodoId={viewer.state.pendingTodoId} onChange={viewer.setPendingTodo} onError={onError} />
  ) : null;

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <IssuableHeader
          issue={issue}
          texts={api.texts(issue)}
          actions={<HeaderActions editing={editing} onEdit={() => setEditing(true)} onPreloadEdit={() => void IssuableEditForm.preload().catch(() => {})} menuItems={menuItems} />}
        />
        {editing ? (
          <IssuableEditForm onClose={() => setEditing(false)} fallback={<p role="status">Loading the editor…</p>} />
        ) : (
          <IssuableDescription onTaskUpdateStart={polling.pause} onTaskUpdateEnd={polling.resume} />
        )}
        <IssuableAwards />
        <EpicTreeContent
          topLevel={tree}
          groupPath={epic.groupPath}
          iid={epic.iid}
          canAdmin={viewer.state?.canAdminEpic ?? false}
          confidential={issue.confidential}
          roadmap={<LazyRoadmap groupPath={epic.groupPath} iid={epic.iid} />}
        />
      </div>
      <EpicSidebar epic={epic} source={source} top={todo} />
      {creating ? <NewEpicDialog groupPath={epic.groupPath} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
