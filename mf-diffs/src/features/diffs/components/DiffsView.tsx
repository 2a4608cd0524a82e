import { getQueryClient, issuableJsonQuery } from 'shared-kernel/query';
import { HIGHLIGHT_CSS } from './lineStyles';
import { Flash } from 'shared-kernel/primer';
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useFirstContentHold, useShortcut } from 'shared-kernel/react';
import { SuggestionBatchProvider } from 'shared-kernel/ui';
import { useDiffFiles } from '../hooks/useDiffFiles';
import { parseDiffAnchor } from '../lib/rows';
import { adjacentThread, threadOfNote, unresolvedThreadsInOrder, useRegisterThreadNavigator, type ThreadNavigator, type ThreadPlace } from '../lib/threadNavigation';
import { readDiffView, readHideWhitespace, writeDiffView, writeHideWhitespace, type DiffViewType } from '../lib/viewPreferences';
import type { DiffsQuery, MergeRequestRef } from '../types';
import { DIFF_LOAD_ERROR, NO_CHANGES } from '../texts';
import { DiffList, type DiffListHandle } from './DiffList';
import { DiffsToolbar } from './DiffsToolbar';
import { FileTree } from './FileTree';

/** The diff's choices of the address (`diff_id`, `start_sha`, `w`). */
function queryFromLocation(): DiffsQuery {
  const params = new URLSearchParams(location.search);
  const diffId = Number(params.get('diff_id'));
  return { diffId: Number.isInteger(diffId) && diffId > 0 ? diffId : undefined, startSha: params.get('start_sha') || undefined, hideWhitespace: readHideWhitespace() };
}

/** Writes the choices into the address without a navigation (a reload or a shared link shows the same diff). */
function writeQueryToLocation(query: DiffsQuery) {
  const url = new URL(location.href);
  const set = (name: string, value: string | undefined) => (value === undefined ? url.searchParams.delete(name) : url.searchParams.set(name, value));
  set('diff_id', query.diffId?.toString());
  set('start_sha', query.startSha);
  set('w', query.hideWhitespace ? '1' : undefined);
  history.replaceState(history.state, '', url);
}

/**
 * The Changes tab's reads and the diff's choices (`diff_id`, `start_sha`, `w`, from the address): the
 * metadata and the batches start when this mounts. The merge request page calls it itself, so they do not
 * wait for the merge request JSON under which {@link DiffsContent} renders.
 */
export function useDiffsState(ref: MergeRequestRef) {
  const [query, setQuery] = useState<DiffsQuery>(queryFromLocation);
  const files = useDiffFiles(ref, query);
  const changeQuery = useCallback((next: DiffsQuery) => {
    writeHideWhitespace(next.hideWhitespace);
    writeQueryToLocation(next);
    setQuery(next);
  }, []);
  return { query, changeQuery, files };
}

export type DiffsState = ReturnType<typeof useDiffsState>;

type DiffsViewProps = MergeRequestRef & { mergeRequestId?: number | null; canComment?: boolean; projectId?: number | null };

/**
 * The Changes tab: toolbar, file tree and the files' diffs. Files come in batches and render as they
 * arrive; `#diff-content-<file_hash>` and `#<line_code>` scroll to their place once it exists; `]`/`j`
 * and `[`/`k` move between files.
 */
export function DiffsView(props: DiffsViewProps) {
  const state = useDiffsState(props);
  return <DiffsContent {...props} state={state} />;
}

/** {@link DiffsView} over reads started by its caller ({@link useDiffsState}). */
export function DiffsContent({ fullPath, iid, mergeRequestId = null, canComment = false, projectId = null, state }: DiffsViewProps & { state: DiffsState }) {
  const { query, changeQuery, files } = state;
  const [view, setView] = useState<DiffViewType>(() => readDiffView());
  const [, startViewTransition] = useTransition();
  // The file browser starts hidden on narrow windows (as GitLab's), where it would push the diffs sideways.
  const [treeShown, setTreeShown] = useState(() => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 767px)').matches);
  const [currentFile, setCurrentFile] = useState(-1);
  const [highlightedLine, setHighlightedLine] = useState<string | null>(null);
  const list = useRef<DiffListHandle>(null);
  const { entries, metadata, batch } = files;
  // The file tree and the first files' lines are the tab's first content: secondary work (the top bar's
  // counters, the trial widget, live updates) waits until they are on screen, or failed, or there are none.
  useFirstContentHold(metadata.status === 'pending' || (entries.length > 0 && batch.status === 'loading' && batch.loadedFiles === 0));

  const changeView = (next: DiffViewType) => {
    writeDiffView(next);
    // The switch re-renders every visible line: in a transition, so the click answers at once.
    startViewTransition(() => setView(next));
  };

  const goToFile = useCallback(
    (index: number) => {
      if (index < 0 || index >= entries.length) return;
      setCurrentFile(index);
      list.current?.scrollToFile(index);
    },
    [entries.length],
  );
  useShortcut('diffs-next-file', () => goToFile(currentFile + 1), { scope: 'diffs', keys: [']', 'j'], description: 'Go to next file', enabled: entries.length > 0 });
  useShortcut('diffs-previous-file', () => goToFile(Math.max(0, currentFile - 1)), { scope: 'diffs', keys: ['[', 'k'], description: 'Go to previous file', enabled: entries.length > 0 });

  // Next / previous unresolved thread, in diff-position order (the header's buttons, `n` and `p`).
  const currentThread = useRef<string | null>(null);
  const latestEntries = useRef(entries);
  latestEntries.current = entries;
  const goToThread = useCallback((place: ThreadPlace | null) => {
    if (!place) return false;
    currentThread.current = place.discussionId;
    setCurrentFile(place.fileIndex);
    if (place.lineCode) setHighlightedLine(place.lineCode);
    return list.current?.scrollToThread(place.discussionId) ?? false;
  }, []);
  const navigator = useMemo<ThreadNavigator>(
    () => ({
      next: () => void goToThread(adjacentThread(unresolvedThreadsInOrder(latestEntries.current), currentThread.current, 1)),
      previous: () => void goToThread(adjacentThread(unresolvedThreadsInOrder(latestEntries.current), currentThread.current, -1)),
    }),
    [goToThread],
  );
  useRegisterThreadNavigator(navigator);
  useShortcut('diffs-next-unresolved-discussion', navigator.next, { scope: 'diffs', keys: ['n'], description: 'Next unresolved discussion' });
  useShortcut('diffs-previous-unresolved-discussion', navigator.previous, { scope: 'diffs', keys: ['p'], description: 'Previous unresolved discussion' });

  // The address's anchor: once its file is listed (and its line loaded), scroll there; a `#note_<id>`
  // lands on the note's thread once its file's threads arrived.
  const anchorDone = useRef(false);
  useEffect(() => {
    if (anchorDone.current) return;
    const note = /^#note_(\d+)$/.exec(location.hash);
    if (note) {
      const place = threadOfNote(entries, note[1]!);
      if (place && goToThread(place)) {
        anchorDone.current = true;
        requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(`note_${note[1]}`)?.scrollIntoView({ block: 'center' })));
      }
      return;
    }
    const anchor = parseDiffAnchor(location.hash);
    if (!anchor) return;
    const index = entries.findIndex((entry) => entry.meta.file_hash === anchor.fileHash);
    if (index === -1) return;
    if (!anchor.lineCode) {
      anchorDone.current = true;
      setCurrentFile(index);
      list.current?.scrollToFile(index);
      return;
    }
    if (list.current?.scrollToLine(anchor.lineCode)) {
      anchorDone.current = true;
      setCurrentFile(index);
      setHighlightedLine(anchor.lineCode);
      // A virtualised line renders after the scroll: bring it into view again once it exists.
      requestAnimationFrame(() => document.getElementById(anchor.lineCode!)?.scrollIntoView({ block: 'center' }));
    }
  }, [entries, goToThread]);

  // Clicking a line number (its `#line_code` link) highlights that line.
  useEffect(() => {
    const onHashChange = () => {
      const anchor = parseDiffAnchor(location.hash);
      if (anchor?.lineCode) setHighlightedLine(anchor.lineCode);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  if (metadata.status === 'error' || batch.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {DIFF_LOAD_ERROR}
      </Flash>
    );
  }
  if (!metadata.data) return <p role="status">Loading changes…</p>;
  const data = metadata.data;
  return (
    <section aria-label="Changes">
      <SuggestionBatchProvider>
      {/* React hoists it into the head once, however many views render. */}
      <style href="mf-diffs-highlight" precedence="default">
        {HIGHLIGHT_CSS}
      </style>
      <DiffsToolbar metadata={data} query={query} onQuery={changeQuery} view={view} onView={changeView} treeShown={treeShown} onToggleTree={() => setTreeShown((shown) => !shown)} />
      {entries.length === 0 ? (
        <p style={{ padding: 24, textAlign: 'center' }}>{NO_CHANGES}</p>
      ) : (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          {treeShown ? (
            <FileTree
              files={data.diff_files}
              currentHash={entries[currentFile]?.meta.file_hash ?? null}
              onSelect={(file) => goToFile(entries.findIndex((entry) => entry.meta.file_hash === file.file_hash))}
            />
          ) : null}
          <div style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
            {batch.status === 'loading' ? (
              <p role="status" aria-live="polite" style={{ fontSize: 12, color: 'var(--fgColor-muted)', margin: '8px 0 0' }}>
                {batch.loadedFiles > 0 ? `Loading changes (${batch.loadedFiles} of ${entries.length} files)…` : 'Loading changes…'}
              </p>
            ) : null}
            <DiffList entries={entries} mergeRequestId={mergeRequestId} iid={iid} canComment={canComment} live={projectId === null ? null : { iid, projectId }} onThreadsChanged={() => void getQueryClient().invalidateQueries({ queryKey: issuableJsonQuery('merge_request', fullPath, iid).queryKey })} view={view} projectPath={fullPath} diffRefs={data.diff_refs ?? null} highlightedLine={highlightedLine} files={files} handle={list} />
          </div>
        </div>
      )}
      </SuggestionBatchProvider>
    </section>
  );
}
