import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getContextLines, getFullFileLines } from '../api/getContextLines';
import { getDiffForPath } from '../api/getDiffForPath';
import { getDiffsBatch, nextBatchPage } from '../api/getDiffsBatch';
import { useDiffsMetadata } from '../api/getDiffsMetadata';
import { mergeRequestPath } from '../api/diffsPath';
import { applyUnfold, hiddenLinesAt, unfoldRange, type UnfoldDirection } from '../lib/contextExpansion';
import { isFileReviewed, markFileReviewed, readFileReviews, writeFileReviews, type FileReviews } from '../lib/fileReviews';
import { buildFileTree, filesInTreeOrder } from '../lib/fileTree';
import { initialCollapse, type FileEntry } from '../lib/rows';
import type { DiffFile, DiffsQuery, MergeRequestRef } from '../types';

/** Where the batches are: still arriving (`loadedFiles` files read so far), all in, or failed. */
export type BatchStatus = { status: 'loading'; loadedFiles: number } | { status: 'done' } | { status: 'error' };

/**
 * The Changes tab's files: the metadata (tree, totals, versions) at once, then the diffs of
 * `diffs_batch.json` page after page (a small first page, then larger ones: `nextBatchPage`), each page
 * rendered as it arrives (in a transition, so typing and scrolling stay responsive). Holds what the viewer changed: collapsed files, viewed files, unfolded lines.
 */
export function useDiffFiles(ref: MergeRequestRef, query: DiffsQuery) {
  const metadata = useDiffsMetadata(ref, query);
  const [diffs, setDiffs] = useState<ReadonlyMap<string, DiffFile>>(new Map());
  const [batch, setBatch] = useState<BatchStatus>({ status: 'loading', loadedFiles: 0 });
  const [overrides, setOverrides] = useState<ReadonlyMap<string, FileEntry['collapsed']>>(new Map());
  const reviewsKey = mergeRequestPath(ref);
  const [reviews, setReviews] = useState<FileReviews>(() => readFileReviews(reviewsKey));
  const { fullPath, iid } = ref;
  const { diffId, startSha, hideWhitespace } = query;
  // Bumped by `reload` (the source branch moved): the batches are read again, the files shown meanwhile.
  const [generation, setGeneration] = useState(0);
  const keepShown = useRef(false);

  useEffect(() => setReviews(readFileReviews(reviewsKey)), [reviewsKey]);

  useEffect(() => {
    const controller = new AbortController();
    if (!keepShown.current) {
      setDiffs(new Map());
      setOverrides(new Map());
    }
    keepShown.current = false;
    setBatch({ status: 'loading', loadedFiles: 0 });
    void (async () => {
      let loaded = 0;
      let previous: number | null = null;
      try {
        for (;;) {
          const { page, perPage } = nextBatchPage(loaded, previous);
          const answer = await getDiffsBatch({ fullPath, iid }, { diffId, startSha, hideWhitespace }, page, controller.signal, perPage);
          if (controller.signal.aborted) return;
          loaded += perPage;
          previous = perPage;
          const loadedFiles = loaded - perPage + answer.diff_files.length;
          startTransition(() => {
            setDiffs((current) => {
              const next = new Map(current);
              for (const file of answer.diff_files) next.set(file.file_hash, file);
              return next;
            });
            setBatch({ status: 'loading', loadedFiles });
          });
          if (answer.pagination.next_page === null || answer.diff_files.length === 0) break;
        }
        if (!controller.signal.aborted) startTransition(() => setBatch({ status: 'done' }));
      } catch {
        if (!controller.signal.aborted) setBatch({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [fullPath, iid, diffId, startSha, hideWhitespace, generation]);

  const { refetch } = metadata;
  /** A new version exists (an applied suggestion's commit): the versions and every file are read again. */
  const reload = useCallback(async () => {
    await refetch();
    keepShown.current = true;
    setGeneration((current) => current + 1);
  }, [refetch]);

  const files = useMemo(() => filesInTreeOrder(buildFileTree(metadata.data?.diff_files ?? [])), [metadata.data]);
  const entries = useMemo<FileEntry[]>(
    () =>
      files.map((meta) => {
        const diff = diffs.get(meta.file_hash) ?? null;
        const collapsed = overrides.has(meta.file_hash) ? overrides.get(meta.file_hash)! : initialCollapse(diff, isFileReviewed(reviews, meta));
        return { meta, diff, collapsed };
      }),
    [files, diffs, overrides, reviews],
  );

  const setOverride = useCallback((hash: string, collapsed: FileEntry['collapsed']) => setOverrides((current) => new Map(current).set(hash, collapsed)), []);
  const replaceDiff = useCallback((diff: DiffFile) => setDiffs((current) => new Map(current).set(diff.file_hash, diff)), []);

  /** `diff_for_path.json` for one file (a collapsed or too large one), shown expanded. */
  const loadFile = useCallback(
    async (entry: FileEntry) => {
      const file = await getDiffForPath({ fullPath, iid }, { diffId, startSha, hideWhitespace }, entry.diff ?? entry.meta);
      const name = file.viewer.name === 'collapsed' || file.viewer.name === 'too_large' ? 'text' : file.viewer.name;
      replaceDiff({ ...file, too_large: false, viewer: { ...file.viewer, name, collapsed: false, automatically_collapsed: false, too_large: false } });
      setOverride(entry.meta.file_hash, null);
    },
    [fullPath, iid, diffId, startSha, hideWhitespace, replaceDiff, setOverride],
  );

  const toggleCollapsed = useCallback(
    (entry: FileEntry) => {
      if (entry.collapsed === null) return setOverride(entry.meta.file_hash, 'manual');
      const needsLines = entry.diff !== null && ['text', 'collapsed'].includes(entry.diff.viewer.name) && !(entry.diff.highlighted_diff_lines?.length ?? 0);
      if (needsLines) return void loadFile(entry).catch(() => setOverride(entry.meta.file_hash, null));
      setOverride(entry.meta.file_hash, null);
    },
    [loadFile, setOverride],
  );

  const setViewed = useCallback(
    (entry: FileEntry, viewed: boolean) => {
      setReviews((current) => {
        const next = markFileReviewed(current, entry.meta, viewed);
        writeFileReviews(reviewsKey, next);
        return next;
      });
      // Marking a file viewed collapses it; unmarking opens it again.
      setOverride(entry.meta.file_hash, viewed ? 'manual' : null);
    },
    [reviewsKey, setOverride],
  );

  /** Unfolds hidden unchanged lines at the file's `ordinal`-th hunk header. */
  const unfold = useCallback(
    async (entry: FileEntry, ordinal: number, direction: UnfoldDirection) => {
      const diff = entry.diff;
      if (!diff?.context_lines_path) return;
      const hidden = hiddenLinesAt(diff.highlighted_diff_lines ?? [], ordinal);
      if (!hidden) return;
      const range = unfoldRange(hidden, direction);
      const lines = await getContextLines(diff.context_lines_path, range);
      setDiffs((current) => {
        const latest = current.get(diff.file_hash);
        return latest ? new Map(current).set(diff.file_hash, applyUnfold(latest, ordinal, range, lines)) : current;
      });
    },
    [],
  );

  /** A renamed file with no changes switches to its contents (the alternate `text` viewer). */
  const showContents = useCallback(
    async (entry: FileEntry) => {
      const diff = entry.diff;
      if (!diff?.context_lines_path) throw new Error('No contents path');
      const lines = (await getFullFileLines(diff.context_lines_path)).map((line) => ({ ...line, type: null, meta_data: null }));
      replaceDiff({ ...diff, viewer: { ...diff.viewer, name: 'text' }, highlighted_diff_lines: lines, parallel_diff_lines: lines.map((line) => ({ left: line, right: line })) });
      setOverride(diff.file_hash, null);
    },
    [replaceDiff, setOverride],
  );

  /** Stable while the viewed files do not change (the list's rows render again only then). */
  const reviewed = useCallback((entry: FileEntry) => isFileReviewed(reviews, entry.meta), [reviews]);

  return {
    metadata,
    reload,
    showContents,
    entries,
    batch,
    reviewed,
    toggleCollapsed,
    setViewed,
    loadFile,
    replaceDiff,
    unfold,
  };
}

export type DiffFilesState = ReturnType<typeof useDiffFiles>;
