import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { canCreateNote } from '../notes/rules.ts';
import type { Live } from '../../plugins/live.ts';
import type { MergeRequestNoteable } from '../notes/noteables.ts';
import { createNote, type CreateNoteResult, type NewNoteDiffFile } from '../notes/service.ts';
import { filePath, parseDiffLines, type DiffFile, type DiffLine } from '../repositories/diff.ts';
import { repositoryPath } from '../repositories/git.ts';
import type { UserRow } from '../users/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { notesOfNoteable } from '../notes/queries.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { discussionJson, groupDiscussions } from '../notes/serializers.ts';
import { buildContext } from '../notes/service.ts';
import type { NoteRow } from '../notes/tables.ts';
import { readableMergeRequestNoteable } from './noteable.ts';
import { diffVersions, versionDiff } from './service.ts';
import type { DiffPosition, RangeEnd } from './position.ts';
import type { MergeRequestDiffRow } from './tables.ts';

/**
 * DiffNotes: comments with GitLab's position (Gitlab::Diff::Position) on a line, a range of lines, a
 * whole file or a point of an image of a merge request's diff. `createDiffNote` validates the position
 * against the merge request's diff versions and creates the note through the notes service (so the
 * notes domain's events fire); draft publishing calls it too.
 */

const SHA = z.string().regex(/^[0-9a-f]{40}$/, 'is invalid');
const lineNumber = z.coerce.number().int().positive().nullable().optional();
const rangeEnd = z
  .object({
    line_code: z.string().max(200),
    type: z.string().nullable().optional(),
    old_line: lineNumber,
    new_line: lineNumber,
  })
  .loose();

export const positionSchema = z
  .object({
    base_sha: SHA,
    start_sha: SHA,
    head_sha: SHA,
    old_path: z.string().max(4096).nullable().optional(),
    new_path: z.string().max(4096).nullable().optional(),
    position_type: z.enum(['text', 'image', 'file']).default('text'),
    old_line: lineNumber,
    new_line: lineNumber,
    line_range: z.object({ start: rangeEnd, end: rangeEnd }).nullable().optional(),
    x: z.coerce.number().min(0).nullable().optional(),
    y: z.coerce.number().min(0).nullable().optional(),
    width: z.coerce.number().positive().nullable().optional(),
    height: z.coerce.number().positive().nullable().optional(),
    ignore_whitespace_change: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  })
  .loose();

export type { DiffPosition } from './position.ts';

export const NOT_SUPPORTED = {
  symlink: 'Commenting on symbolic links that replace or are replaced by files is not supported',
  file: 'Commenting on files that replace or are replaced by symbolic links is not supported',
  renamed: 'Commenting on files that are only moved or renamed is not supported',
  line: 'Commenting on this line is not supported',
} as const;

/** Lines of context kept before the commented line in the excerpt (DiffDiscussion's truncated lines). */
export const EXCERPT_LINES = 16;

const SYMLINK_MODE = '120000';
const ZERO_MODE = /^0+$/;

/** Parses a position given as JSON text (web) or as an object (REST `position[...]`); undefined when absent. */
export function parsePosition(raw: unknown): { position: DiffPosition } | { errors: Record<string, string[]> } {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { errors: { position: ['is invalid'] } };
    }
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) return { errors: { position: ['is incomplete'] } };
  const p = parsed.data;
  const oldPath = p.old_path ?? p.new_path ?? '';
  const newPath = p.new_path ?? p.old_path ?? '';
  if (!oldPath || !newPath) return { errors: { position: ['is incomplete'] } };
  const position: DiffPosition = {
    base_sha: p.base_sha,
    start_sha: p.start_sha,
    head_sha: p.head_sha,
    old_path: oldPath,
    new_path: newPath,
    position_type: p.position_type,
    ignore_whitespace_change: p.ignore_whitespace_change === true || p.ignore_whitespace_change === 'true',
  };
  if (p.position_type === 'text') {
    position.old_line = p.old_line ?? null;
    position.new_line = p.new_line ?? null;
    if (position.old_line === null && position.new_line === null) return { errors: { position: ['is incomplete'] } };
    if (p.line_range) {
      const end = (e: z.infer<typeof rangeEnd>): RangeEnd => ({ line_code: e.line_code, type: e.type ?? null, old_line: e.old_line ?? null, new_line: e.new_line ?? null });
      position.line_range = { start: end(p.line_range.start), end: end(p.line_range.end) };
    }
  } else if (p.position_type === 'image') {
    if (p.x == null || p.y == null || p.width == null || p.height == null) return { errors: { position: ['is incomplete'] } };
    if (p.x > p.width || p.y > p.height) return { errors: { position: ['is invalid'] } };
    Object.assign(position, { x: p.x, y: p.y, width: p.width, height: p.height });
  }
  return { position };
}

/** The versions' pair the position was written against: a version's head, from its base or another version's head. */
function versionOf(versions: MergeRequestDiffRow[], position: DiffPosition): { version: MergeRequestDiffRow; startSha: string | null } | null {
  for (const version of versions) {
    if (version.headCommitSha !== position.head_sha) continue;
    if (version.baseCommitSha === position.base_sha && version.startCommitSha === position.start_sha) return { version, startSha: null };
    // Comparing two versions: base and start are the older version's head.
    const older = versions.find((v) => v.headCommitSha === position.base_sha);
    if (older && position.start_sha === position.base_sha) return { version, startSha: position.base_sha };
  }
  return null;
}

/** Whether a diff line is the position's line (GitLab matches old and new numbers; an added line has no old one). */
function isLineOf(line: DiffLine, oldLine: number | null | undefined, newLine: number | null | undefined): boolean {
  if (line.line_code === null || line.type === 'match') return false;
  if (line.type === 'new') return oldLine == null && line.new_line === newLine;
  if (line.type === 'old') return newLine == null && line.old_line === oldLine;
  return line.old_line === (oldLine ?? line.old_line) && line.new_line === (newLine ?? line.new_line) && (oldLine != null || newLine != null);
}

/** The excerpt GitLab keeps for a text DiffNote: the line's hunk header and up to 16 lines ending at the line. */
function excerptOf(file: DiffFile, lines: DiffLine[], index: number): string {
  let start = index;
  while (start > 0 && lines[start - 1]?.type !== 'match' && index - start < EXCERPT_LINES - 1) start--;
  const first = lines[start] as DiffLine;
  const oldStart = first.type === 'new' ? first.old_pos : (first.old_line ?? first.old_pos);
  const newStart = first.type === 'old' ? first.new_pos : (first.new_line ?? first.new_pos);
  const body = lines.slice(start, index + 1).filter((l) => l.type !== 'match');
  const oldCount = body.filter((l) => l.type !== 'new').length;
  const newCount = body.filter((l) => l.type !== 'old').length;
  void file;
  return [`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...body.map((l) => l.text)].join('\n') + '\n';
}

export type PositionCheck =
  | { ok: true; lineCode: string | null; diffFile: NewNoteDiffFile | null; file: DiffFile }
  | { ok: false; errors: Record<string, string[]> };

/**
 * Checks a position against the merge request's diff versions: its shas must be a version's, its file in
 * that diff, its line (and range) lines of that file's diff, and the file not one GitLab refuses comments on.
 */
export async function checkPosition(db: Db, dataDir: string, noteable: MergeRequestNoteable, position: DiffPosition): Promise<PositionCheck> {
  const versions = await diffVersions(db, noteable.mergeRequest.id);
  const match = versionOf(versions, position);
  if (!match) return { ok: false, errors: { position: ['is invalid'] } };
  const repo = repositoryPath(dataDir, noteable.projectFullPath);
  const paths = [...new Set([position.old_path, position.new_path])];
  const diff = await versionDiff(repo, match.version, { startSha: match.startSha, expanded: true, paths, ignoreWhitespace: position.ignore_whitespace_change });
  const candidates = diff.files.filter((f) => f.new_path === position.new_path || f.old_path === position.old_path);
  // A type change (symbolic link ↔ file) is two entries of the same path.
  if (candidates.length > 1 && candidates.every((f) => f.old_path === f.new_path)) {
    const symlinkSide = candidates.some((f) => f.a_mode === SYMLINK_MODE || f.b_mode === SYMLINK_MODE);
    const isSymlinkComment = position.position_type === 'text' && position.new_line == null;
    const removed = candidates.find((f) => ZERO_MODE.test(f.b_mode));
    const side = isSymlinkComment ? removed : candidates.find((f) => ZERO_MODE.test(f.a_mode));
    const sideIsSymlink = side ? side.a_mode === SYMLINK_MODE || side.b_mode === SYMLINK_MODE : symlinkSide;
    return { ok: false, errors: { base: [sideIsSymlink ? NOT_SUPPORTED.symlink : NOT_SUPPORTED.file] } };
  }
  const file = candidates.find((f) => f.new_path === position.new_path && f.old_path === position.old_path);
  if (!file) return { ok: false, errors: { position: ['is invalid'] } };
  if (position.position_type === 'file') return { ok: true, lineCode: null, diffFile: null, file };
  if (file.renamed_file && file.diff === '') return { ok: false, errors: { base: [NOT_SUPPORTED.renamed] } };
  if (position.position_type === 'image') {
    if (!file.binary) return { ok: false, errors: { base: [NOT_SUPPORTED.line] } };
    return { ok: true, lineCode: null, diffFile: null, file };
  }
  const lines = parseDiffLines(file.diff, filePath(file));
  const index = lines.findIndex((line) => isLineOf(line, position.old_line, position.new_line));
  if (index < 0) return { ok: false, errors: { base: [NOT_SUPPORTED.line] } };
  if (position.line_range) {
    const startIndex = lines.findIndex((l) => l.line_code === position.line_range?.start.line_code);
    const endIndex = lines.findIndex((l) => l.line_code === position.line_range?.end.line_code);
    if (startIndex < 0 || endIndex < 0 || startIndex > endIndex || endIndex !== index) return { ok: false, errors: { base: [NOT_SUPPORTED.line] } };
  }
  const line = lines[index] as DiffLine;
  return {
    ok: true,
    lineCode: line.line_code,
    file,
    diffFile: {
      diff: excerptOf(file, lines, index),
      newFile: file.new_file,
      renamedFile: file.renamed_file,
      deletedFile: file.deleted_file,
      aMode: file.a_mode,
      bMode: file.b_mode,
      oldPath: file.old_path,
      newPath: file.new_path,
    },
  };
}

export interface DiffNoteInput {
  note: string;
  internal?: boolean | undefined;
  position: DiffPosition;
}

/**
 * Creates a diff thread (a DiffNote starting a discussion) at `input.position` through the notes service.
 * Invalid positions come back as `errors` (nothing saved), like other validation problems.
 */
export async function createDiffNote(db: Db, live: Live, dataDir: string, user: UserRow | null, noteable: MergeRequestNoteable, input: DiffNoteInput): Promise<CreateNoteResult> {
  // Who may comment is decided before the position is looked at (nothing about the diff leaks).
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!canCreateNote(noteable.access)) throw new AppError('FORBIDDEN');
  const check = await checkPosition(db, dataDir, noteable, input.position);
  if (!check.ok) return { errors: check.errors, commandsChanges: {}, commandNames: [] };
  return createNote(db, live, user, noteable, {
    note: input.note,
    internal: input.internal,
    type: 'DiffNote',
    diff: { position: input.position, lineCode: check.lineCode, diffFile: check.diffFile },
  });
}

/**
 * REST's `position[...]` parameters: an object in a JSON body, or flat `position[base_sha]`,
 * `position[line_range][start][line_code]` keys in a form body (Rails' nested parameters).
 */
export function positionParam(body: Record<string, unknown>): unknown {
  if (body.position !== undefined) return body.position;
  const out: Record<string, unknown> = {};
  let found = false;
  for (const [key, value] of Object.entries(body)) {
    const match = /^position((?:\[[a-z_]{1,40}\]){1,3})$/.exec(key);
    if (!match?.[1]) continue;
    found = true;
    const parts = [...match[1].matchAll(/\[([a-z_]+)\]/g)].map((m) => m[1] as string);
    let target = out;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : (target[part] = {}) as Record<string, unknown>;
    }
    target[parts.at(-1) as string] = value;
  }
  return found ? out : undefined;
}

/** The diff threads shown on a version's diff: by line code (text) and by file path (file and image). */
export interface DiffThreads {
  byLine: Map<string, unknown[]>;
  byFile: Map<string, unknown[]>;
}

/**
 * The viewer's diff threads positioned on the diff from `fromSha` to `headSha` (what diffs_batch and
 * diff_for_path attach to lines and files), rendered as DiscussionEntity with the same read rules as
 * discussions.json.
 */
export async function diffThreadsOn(
  db: Db,
  base: string,
  dataDir: string,
  viewer: Viewer,
  ref: { fullPath: string; mrId: number },
  headSha: string | null,
  fromSha: string,
  /** Only the threads on these files (a batch's, or the one file asked for): the others' JSON is not built. */
  paths?: readonly string[],
): Promise<DiffThreads> {
  const out: DiffThreads = { byLine: new Map(), byFile: new Map() };
  if (!headSha) return out;
  const noteable = await readableMergeRequestNoteable(db, viewer, { fullPath: ref.fullPath }, { id: ref.mrId }, base);
  const rows = (await notesOfNoteable(db, noteable, { includeInternal: canReadInternalNotes(noteable.access) })).filter((row) => row.type === 'DiffNote');
  const wanted = paths ? new Set(paths) : null;
  const threads = groupDiscussions(rows).filter((thread) => {
    const position = thread[0]?.position as DiffPosition | null | undefined;
    if (position?.head_sha !== headSha || position.base_sha !== fromSha) return false;
    return !wanted || wanted.has(position.new_path) || wanted.has(position.old_path);
  });
  if (threads.length === 0) return out;
  const context = await buildContext(db, base, noteable, threads.flat(), dataDir);
  for (const thread of threads) {
    const first = thread[0] as NoteRow;
    const position = first.position as DiffPosition;
    const json = discussionJson(context, thread);
    const [map, key] = position.position_type === 'text' && first.lineCode ? [out.byLine, first.lineCode] : [out.byFile, position.new_path || position.old_path];
    const list = map.get(key);
    if (list) list.push(json);
    else map.set(key, [json]);
  }
  return out;
}
