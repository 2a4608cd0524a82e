import { restClient } from 'shared-kernel/api';
import type { DiffLine } from '../types';

/** What to unfold: GitLab's blob `diff` route parameters (lines `since`..`to` of the new file, shifted by `offset` for the old one). */
export interface ContextRange {
  since: number;
  to: number;
  /** The old line number of a new line is `new_line - offset`. */
  offset: number;
  /** Unfolding below the last hunk (to the end of the file). */
  bottom: boolean;
}

/**
 * `GET {context_lines_path}?since=&to=&offset=&bottom=&unfold=true` (GitLab's blob diff route, a file's
 * `context_lines_path`): the hidden unchanged lines between hunks, highlighted by the server.
 */
export async function getContextLines(contextLinesPath: string, range: ContextRange): Promise<DiffLine[]> {
  const { data } = await restClient().get<DiffLine[]>(contextLinesPath, {
    params: { since: range.since, to: range.to, offset: range.offset, bottom: range.bottom, unfold: true },
  });
  return data;
}

/**
 * `GET {context_lines_path}?full=true&from_merge_request=true`: every line of the file, highlighted (what
 * GitLab loads when a renamed file with no changes switches to its contents).
 */
export async function getFullFileLines(contextLinesPath: string): Promise<DiffLine[]> {
  const { data } = await restClient().get<DiffLine[]>(contextLinesPath, { params: { full: true, from_merge_request: true } });
  return data;
}
