import { createHash } from 'node:crypto';
import { git } from './git.ts';

/**
 * Diffs between two commits of a bare repository, computed by `git diff` and parsed into GitLab's
 * per-file shape (Gitlab::Git::Diff + Gitlab::Diff::Parser), with GitLab's limits
 * (Gitlab::Git::DiffCollection, "Diff limits" in the administration docs).
 */

export interface DiffLimits {
  /** Application setting `diff_max_files`: files past it are not shown at all (overflow). */
  maxFiles: number;
  /** Application setting `diff_max_lines`: the diff stops (overflow) at the file that reaches it. */
  maxLines: number;
  /** `max_files * 5 KB`: the diff stops (overflow) at the file that reaches it. */
  maxBytes: number;
  /** `diff_max_files / 10`: files from this index on are collapsed (not expanded). */
  safeMaxFiles: number;
  /** `diff_max_lines / 10`: files after this many lines are collapsed. */
  safeMaxLines: number;
  /** `safe_max_files * 5 KB`. */
  safeMaxBytes: number;
  /** Application setting `diff_max_patch_bytes`: a file's patch this large is "too large" and never shown. */
  maxPatchBytes: number;
  /** `diff_max_patch_bytes / 10`: a file's patch this large is collapsed (loadable on demand). */
  collapsePatchBytes: number;
}

/** GitLab's defaults (diff_max_files 1000, diff_max_lines 50000, diff_max_patch_bytes 200 KB). */
export const DEFAULT_DIFF_LIMITS: DiffLimits = limitsFor(1000, 50000, 200 * 1024);

export function limitsFor(maxFiles: number, maxLines: number, maxPatchBytes: number): DiffLimits {
  const safeMaxFiles = Math.floor(maxFiles / 10);
  return {
    maxFiles,
    maxLines,
    maxBytes: maxFiles * 5 * 1024,
    safeMaxFiles,
    safeMaxLines: Math.floor(maxLines / 10),
    safeMaxBytes: safeMaxFiles * 5 * 1024,
    maxPatchBytes,
    collapsePatchBytes: Math.floor(maxPatchBytes / 10),
  };
}

export type DiffLineType = 'new' | 'old' | 'match' | 'old-nonewline' | 'new-nonewline' | null;

export interface DiffLine {
  type: DiffLineType;
  /** Line number in the old file; null for added and meta lines (Gitlab::Diff::Line#old_line). */
  old_line: number | null;
  /** Line number in the new file; null for removed and meta lines. */
  new_line: number | null;
  /** Position counters as the parser kept them (meta_data of match lines, and the line code). */
  old_pos: number;
  new_pos: number;
  /** The line with its prefix character ('+', '-', ' ' or the hunk header). */
  text: string;
  /** `${sha1(file_path)}_${old_pos}_${new_pos}`; null for meta lines. */
  line_code: string | null;
}

export interface DiffFile {
  old_path: string;
  new_path: string;
  a_mode: string;
  b_mode: string;
  old_blob_id: string;
  new_blob_id: string;
  new_file: boolean;
  renamed_file: boolean;
  deleted_file: boolean;
  binary: boolean;
  too_large: boolean;
  collapsed: boolean;
  /** The unified diff from the first hunk header on, as GitLab's REST `diff` ('' when too large or collapsed). */
  diff: string;
  added_lines: number;
  removed_lines: number;
}

export interface DiffResult {
  files: DiffFile[];
  /** Files were left out because a hard limit (files, lines or bytes) was reached. */
  overflow: boolean;
  /** How many files changed in total (before the overflow cut). */
  real_size: number;
}

export interface DiffOptions {
  /** `-w`: ignore whitespace changes ("Hide whitespace changes", `w=1`). */
  ignoreWhitespace?: boolean;
  /** Do not collapse files past the safe limits or over the collapse size (diff_for_path, `expanded=1`). */
  expanded?: boolean;
  /** Restrict to these paths (old or new). */
  paths?: string[];
  limits?: DiffLimits;
}

const SHA = /^[0-9a-f]{40,64}$/;
const ZERO_MODE = /^0+$/;

export function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** GitLab's `Gitlab::Git.diff_line_code`. */
export function lineCode(filePath: string, oldPos: number, newPos: number): string {
  return `${sha1(filePath)}_${oldPos}_${newPos}`;
}

/** The path GitLab keys a file by: the new path, else the old one (DiffFile#file_path). */
export function filePath(file: Pick<DiffFile, 'old_path' | 'new_path'>): string {
  return file.new_path || file.old_path;
}

interface RawEntry {
  a_mode: string;
  b_mode: string;
  old_blob_id: string;
  new_blob_id: string;
  status: string;
  old_path: string;
  new_path: string;
}

function parseRaw(out: string): RawEntry[] {
  const parts = out.split('\0');
  const entries: RawEntry[] = [];
  let i = 0;
  while (i < parts.length) {
    const meta = parts[i];
    if (!meta?.startsWith(':')) {
      i += 1;
      continue;
    }
    const [aMode, bMode, oldSha, newSha, status] = meta.slice(1).split(' ') as [string, string, string, string, string];
    const copyOrRename = status.startsWith('R') || status.startsWith('C');
    const oldPath = parts[i + 1] ?? '';
    const newPath = copyOrRename ? (parts[i + 2] ?? '') : oldPath;
    entries.push({ a_mode: aMode, b_mode: bMode, old_blob_id: oldSha, new_blob_id: newSha, status, old_path: oldPath, new_path: newPath });
    i += copyOrRename ? 3 : 2;
  }
  return entries;
}

/** Git's C-style quoting of a path in patch headers (core.quotePath=false: only controls, '"' and '\'). */
function quotePath(prefix: string, p: string): string {
  const full = prefix + p;
  if (![...full].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '"' || ch === '\\')) return full;
  const named: Record<string, string> = { '\u0007': '\\a', '\b': '\\b', '\t': '\\t', '\n': '\\n', '\u000b': '\\v', '\f': '\\f', '\r': '\\r', '"': '\\"', '\\': '\\\\' };
  let quoted = '';
  for (const ch of full) {
    const code = ch.charCodeAt(0);
    if (named[ch] !== undefined) quoted += named[ch];
    else if (code < 0x20 || code === 0x7f) quoted += `\\${code.toString(8).padStart(3, '0')}`;
    else quoted += ch;
  }
  return `"${quoted}"`;
}

function headerFor(entry: Pick<RawEntry, 'old_path' | 'new_path'>): string {
  return `diff --git ${quotePath('a/', entry.old_path)} ${quotePath('b/', entry.new_path)}`;
}

/** Splits `git diff` patch output into blocks, each starting at its `diff --git` line. */
function splitBlocks(patch: string): string[] {
  const blocks: string[] = [];
  let current: string[] | null = null;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      if (current) blocks.push(current.join('\n'));
      current = [line];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) blocks.push(current.join('\n'));
  return blocks;
}

interface Block {
  binary: boolean;
  /** From the first hunk header on, with a trailing newline (GitLab's REST `diff`). */
  diff: string;
}

function parseBlock(block: string): Block {
  const lines = block.split('\n');
  const hunkStart = lines.findIndex((line) => line.startsWith('@@ '));
  const binary = lines.some((line) => /^Binary files .* differ$/.test(line) || line === 'GIT binary patch');
  if (hunkStart < 0) {
    const binaryLine = lines.find((line) => /^Binary files .* differ$/.test(line));
    return { binary, diff: binaryLine ? `${binaryLine}\n` : '' };
  }
  let body = lines.slice(hunkStart);
  while (body.length > 0 && body.at(-1) === '') body = body.slice(0, -1);
  return { binary, diff: `${body.join('\n')}\n` };
}

function mode(m: string): string {
  return ZERO_MODE.test(m) ? '0' : m;
}

function countChanges(diff: string): { added: number; removed: number; lines: number } {
  let added = 0;
  let removed = 0;
  let lines = 0;
  for (const line of diff.split('\n')) {
    if (line === '') continue;
    lines += 1;
    if (line.startsWith('+')) added += 1;
    else if (line.startsWith('-')) removed += 1;
  }
  return { added, removed, lines };
}

function toFile(entry: RawEntry, block: Block | undefined, overrides: Partial<RawEntry> = {}): Omit<DiffFile, 'collapsed' | 'too_large'> & { lines: number } {
  const e = { ...entry, ...overrides };
  const diff = block?.diff ?? '';
  const counts = block?.binary ? { added: 0, removed: 0, lines: 0 } : countChanges(diff);
  return {
    old_path: e.old_path,
    new_path: e.new_path,
    a_mode: mode(e.a_mode),
    b_mode: mode(e.b_mode),
    old_blob_id: e.old_blob_id,
    new_blob_id: e.new_blob_id,
    new_file: ZERO_MODE.test(e.a_mode),
    deleted_file: ZERO_MODE.test(e.b_mode),
    renamed_file: e.old_path !== e.new_path,
    binary: block?.binary ?? false,
    diff,
    added_lines: counts.added,
    removed_lines: counts.removed,
    lines: counts.lines,
  };
}

/**
 * The diff from `fromSha` to `toSha` (commits of `repo`), rename-detecting (-M), with full blob ids,
 * binary files flagged, whitespace changes optionally ignored (-w), cut and collapsed by GitLab's limits.
 */
export async function diffBetween(repo: string, fromSha: string, toSha: string, options: DiffOptions = {}): Promise<DiffResult> {
  if (!SHA.test(fromSha) || !SHA.test(toSha)) throw new Error('not an object id');
  const limits = options.limits ?? DEFAULT_DIFF_LIMITS;
  const common = ['-c', 'core.quotePath=false', 'diff', '-M', '--full-index', '--no-color', '--no-ext-diff', '--no-textconv'];
  const ws = options.ignoreWhitespace ? ['-w'] : [];
  const pathspec = options.paths && options.paths.length > 0 ? ['--', ...options.paths.map((p) => `:(literal)${p}`)] : [];
  const raw = parseRaw(await git(repo, [...common, '--raw', '--no-abbrev', '-z', fromSha, toSha, ...pathspec]));
  const real_size = raw.reduce((n, entry) => n + (entry.status === 'T' ? 2 : 1), 0);
  // Only as many entries as can be shown are diffed (the rest are cut by the file limit anyway).
  const shown = raw.slice(0, limits.maxFiles + 1);
  const cut = shown.length < raw.length && pathspec.length === 0;
  const shownPaths = cut ? ['--', ...shown.flatMap((e) => (e.old_path === e.new_path ? [e.new_path] : [e.old_path, e.new_path])).map((p) => `:(literal)${p}`)] : pathspec;
  const patch = shown.length === 0 ? '' : await git(repo, [...common, '--patch', ...ws, fromSha, toSha, ...shownPaths]);
  const blocks = splitBlocks(patch);

  // Match blocks to raw entries in order; entries with no block (whitespace-only changes under -w) get an empty diff.
  const candidates: Array<ReturnType<typeof toFile>> = [];
  let b = 0;
  for (const entry of shown) {
    const header = headerFor(entry);
    if (entry.status === 'T') {
      // A type change (e.g. a symlink replaced by a file) is a deletion and a creation, as git prints it.
      const first = blocks[b]?.split('\n', 1)[0] === header ? parseBlock(blocks[b++] as string) : undefined;
      const second = blocks[b]?.split('\n', 1)[0] === header ? parseBlock(blocks[b++] as string) : undefined;
      candidates.push(toFile(entry, first, { b_mode: '000000', new_blob_id: '0'.repeat(entry.new_blob_id.length) }));
      candidates.push(toFile(entry, second, { a_mode: '000000', old_blob_id: '0'.repeat(entry.old_blob_id.length) }));
      continue;
    }
    const block = blocks[b]?.split('\n', 1)[0] === header ? parseBlock(blocks[b++] as string) : undefined;
    candidates.push(toFile(entry, block));
  }

  const files: DiffFile[] = [];
  let overflow = false;
  let lineCount = 0;
  let byteCount = 0;
  let collapseRest = false;
  for (const [i, candidate] of candidates.entries()) {
    if (i >= limits.maxFiles) {
      overflow = true;
      break;
    }
    const { lines, ...file } = candidate;
    const bytes = Buffer.byteLength(file.diff);
    let too_large = false;
    let collapsed = false;
    if (bytes >= limits.maxPatchBytes) too_large = true;
    else if (!options.expanded && bytes >= limits.collapsePatchBytes) collapsed = true;
    if (!options.expanded && !too_large) {
      if (i >= limits.safeMaxFiles || lineCount > limits.safeMaxLines || byteCount >= limits.safeMaxBytes) collapseRest = true;
      if (collapseRest && lines > 0) collapsed = true;
    }
    const kept = too_large || collapsed ? '' : file.diff;
    lineCount += too_large || collapsed ? 0 : lines;
    byteCount += Buffer.byteLength(kept);
    if (lineCount >= limits.maxLines || byteCount >= limits.maxBytes) {
      overflow = true;
      break;
    }
    files.push({ ...file, diff: kept, too_large, collapsed });
  }
  return { files, overflow, real_size };
}

/**
 * Gitlab::Diff::Parser: the lines of a unified diff with their types, positions and line codes. The hunk
 * header at the very top of a file is not a line; later ones are `match` lines.
 */
export function parseDiffLines(diff: string, path: string): DiffLine[] {
  const out: DiffLine[] = [];
  if (diff === '' || diff.startsWith('Binary files ')) return out;
  const hash = sha1(path);
  let oldPos = 1;
  let newPos = 1;
  let lastType: 'old' | 'new' | null = null;
  const lines = diff.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const text of lines) {
    if (text.startsWith('@@ ')) {
      const m = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
      oldPos = m ? Number(m[1]) : 0;
      newPos = m ? Number(m[2]) : 0;
      if (oldPos <= 1 && newPos <= 1) continue;
      out.push({ type: 'match', old_line: null, new_line: null, old_pos: oldPos, new_pos: newPos, text, line_code: null });
      continue;
    }
    if (text.startsWith('\\')) {
      const type = lastType === 'old' ? 'old-nonewline' : 'new-nonewline';
      out.push({ type, old_line: null, new_line: null, old_pos: oldPos, new_pos: newPos, text, line_code: null });
      continue;
    }
    const first = text[0];
    const type: DiffLineType = first === '+' ? 'new' : first === '-' ? 'old' : null;
    lastType = type === 'old' ? 'old' : type === 'new' ? 'new' : null;
    out.push({
      type,
      old_line: type === 'new' ? null : oldPos,
      new_line: type === 'old' ? null : newPos,
      old_pos: oldPos,
      new_pos: newPos,
      text,
      line_code: `${hash}_${oldPos}_${newPos}`,
    });
    if (type === 'new') newPos += 1;
    else if (type === 'old') oldPos += 1;
    else {
      oldPos += 1;
      newPos += 1;
    }
  }
  return out;
}
