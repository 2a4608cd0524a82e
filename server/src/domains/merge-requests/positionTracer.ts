import { diffBetween, lineCode, parseDiffLines, type DiffFile, type DiffLine } from '../repositories/diff.ts';
import type { DiffPosition } from './position.ts';

/**
 * Gitlab::Diff::PositionTracer: where a diff comment's position is on a merge request's new diff version.
 * With A/B the old version's base/head and C/D the new one's: a line is followed from B to D (the
 * source's changes, `git diff B D`), from A to C (the target's), and placed on the new diff C→D. A line
 * the push changed (or that left the merge request) makes the thread outdated, with the position on
 * the diff showing the change (`change_position`). File and image positions follow a pure rename; a
 * change to the file outdates them.
 */

export interface DiffRefsLike {
  base_sha: string;
  start_sha: string;
  head_sha: string;
}

/** Where the position is now (`lineCode` of its line on the new diff), or, outdated, the change's position. */
export type TraceResult = { outdated: false; position: DiffPosition; lineCode: string | null } | { outdated: true; position: DiffPosition; lineCode: null };

/** A file's line mapping between two commits (Gitlab::Diff::LineMapper over the diff's lines). */
export interface FileMap {
  oldPath: string;
  newPath: string;
  /** The line's number on the other side, null when the diff removed (or added) it. */
  oldToNew(line: number): number | null;
  newToOld(line: number): number | null;
  /** The diff's lines (for the line codes and whether a line shows on this diff). */
  lines: DiffLine[];
  /** The diff changed the file's contents (not only its path or mode). */
  changed: boolean;
  deleted: boolean;
}

/** The mapping of a diff file's lines: before a hunk's change the offset of the changes above applies. */
export function fileMap(file: Pick<DiffFile, 'old_path' | 'new_path' | 'diff' | 'deleted_file' | 'old_blob_id' | 'new_blob_id' | 'too_large' | 'binary'>): FileMap {
  const lines = parseDiffLines(file.diff, file.new_path || file.old_path);
  const removed = lines.filter((l) => l.type === 'old');
  const added = lines.filter((l) => l.type === 'new');
  const removedOld = new Set(removed.map((l) => l.old_line));
  const addedNew = new Set(added.map((l) => l.new_line));
  // Contents we cannot read line by line (too large, binary) count as changed everywhere.
  const unreadable = file.too_large || file.binary || (file.diff === '' && file.old_blob_id !== file.new_blob_id);
  return {
    oldPath: file.old_path,
    newPath: file.new_path,
    lines,
    changed: file.old_blob_id !== file.new_blob_id,
    deleted: file.deleted_file,
    oldToNew(n) {
      if (file.deleted_file || unreadable || removedOld.has(n)) return null;
      return n + added.filter((l) => l.old_pos <= n).length - removed.filter((l) => (l.old_line ?? 0) < n).length;
    },
    newToOld(n) {
      if (unreadable || addedNew.has(n)) return null;
      return n - added.filter((l) => (l.new_line ?? 0) < n).length + removed.filter((l) => l.new_pos <= n).length;
    },
  };
}

/** The changed files between two commits, found by their old or new path. */
export class DiffMaps {
  private constructor(private readonly files: FileMap[]) {}

  static async between(repo: string, from: string, to: string): Promise<DiffMaps> {
    if (from === to) return new DiffMaps([]);
    const { files } = await diffBetween(repo, from, to, { expanded: true });
    return new DiffMaps(files.map(fileMap));
  }

  withOldPath(path: string): FileMap | undefined {
    return this.files.find((f) => f.oldPath === path);
  }

  withNewPath(path: string): FileMap | undefined {
    return this.files.find((f) => f.newPath === path);
  }
}

/** Identity for a file a diff does not touch. */
const untouched = (path: string): FileMap => ({ oldPath: path, newPath: path, lines: [], changed: false, deleted: false, oldToNew: (n) => n, newToOld: (n) => n });

export class PositionTracer {
  private constructor(
    private readonly next: DiffRefsLike,
    private readonly ac: DiffMaps,
    private readonly bd: DiffMaps,
    private readonly cd: DiffMaps,
  ) {}

  /** A tracer from the diff `old` to the diff `next` (their base and head commits). */
  static async create(repo: string, old: { base_sha: string; head_sha: string }, next: DiffRefsLike): Promise<PositionTracer> {
    const [ac, bd, cd] = await Promise.all([DiffMaps.between(repo, old.base_sha, next.base_sha), DiffMaps.between(repo, old.head_sha, next.head_sha), DiffMaps.between(repo, next.base_sha, next.head_sha)]);
    return new PositionTracer(next, ac, bd, cd);
  }

  trace(position: DiffPosition): TraceResult {
    if (position.position_type === 'text') return this.traceLine(position);
    return this.traceFile(position);
  }

  /** The line code of an outdated text position's line on the diff showing the change (the system note's anchor). */
  changeLineCode(change: DiffPosition): string | null {
    const oldLine = change.old_line ?? null;
    const newLine = change.new_line ?? null;
    return this.shown(this.bd.withNewPath(change.new_path), oldLine, newLine) ?? this.shown(this.ac.withNewPath(change.new_path), oldLine, newLine);
  }

  /** The line's code on the new diff when the diff shows it (GitLab's valid_position?). */
  private shown(file: FileMap | undefined, oldLine: number | null, newLine: number | null): string | null {
    if (!file) return null;
    const found = file.lines.find((l) => l.type !== 'match' && (oldLine === null ? l.type === 'new' : l.old_line === oldLine) && (newLine === null ? l.type === 'old' : l.new_line === newLine));
    return found?.line_code ?? null;
  }

  private on(refs: DiffRefsLike, file: Pick<FileMap, 'oldPath' | 'newPath'>, position: DiffPosition, oldLine: number | null, newLine: number | null): DiffPosition {
    const moved: DiffPosition = { ...position, ...refs, old_path: file.oldPath, new_path: file.newPath, old_line: oldLine, new_line: newLine };
    if (position.line_range) {
      const range = position.line_range;
      const shift = (end: typeof range.start) => {
        const dOld = end.old_line !== null && position.old_line != null && oldLine !== null ? end.old_line + (oldLine - position.old_line) : end.old_line;
        const dNew = end.new_line !== null && position.new_line != null && newLine !== null ? end.new_line + (newLine - position.new_line) : end.new_line;
        return { ...end, old_line: dOld, new_line: dNew, line_code: lineCode(file.newPath || file.oldPath, dOld ?? 0, dNew ?? 0) };
      };
      moved.line_range = { start: shift(range.start), end: shift(range.end) };
    }
    return moved;
  }

  private refsOf(from: string, to: string): DiffRefsLike {
    return { base_sha: from, start_sha: from, head_sha: to };
  }

  private traceLine(position: DiffPosition): TraceResult {
    const oldLine = position.old_line ?? null;
    const newLine = position.new_line ?? null;
    const bRefs = this.refsOf(position.head_sha, this.next.head_sha);
    if (oldLine === null && newLine !== null) {
      // An added line: B → D, then is it still added on C → D?
      const bd = this.bd.withOldPath(position.new_path) ?? untouched(position.new_path);
      const d = bd.oldToNew(newLine);
      if (d === null) return { outdated: true, position: this.on(bRefs, bd, position, newLine, null), lineCode: null };
      const cd = this.cd.withNewPath(bd.newPath);
      // Still added, or now unchanged (the target got the same line): either way it shows on C → D.
      const c = !cd || cd.lines.some((l) => l.type === 'new' && l.new_line === d) ? null : cd.newToOld(d);
      const code = this.shown(cd, c, d);
      if (cd && code) return { outdated: false, position: this.on(this.next, cd, position, c, d), lineCode: code };
      return { outdated: true, position: this.on(bRefs, bd, position, newLine, null), lineCode: null };
    }
    if (oldLine !== null && newLine === null) {
      // A removed line: A → C, then is it still removed on C → D?
      const ac = this.ac.withOldPath(position.old_path) ?? untouched(position.old_path);
      const c = ac.oldToNew(oldLine);
      const cd = this.cd.withOldPath(ac.newPath);
      const code = c !== null ? this.shown(cd, c, null) : null;
      if (c !== null && cd && code) return { outdated: false, position: this.on(this.next, cd, position, c, null), lineCode: code };
      const aRefs = this.refsOf(position.base_sha, this.next.base_sha);
      return { outdated: true, position: this.on(aRefs, ac, position, oldLine, null), lineCode: null };
    }
    // An unchanged line: its new side B → D and its old side A → C must still face each other on C → D.
    const ac = this.ac.withOldPath(position.old_path) ?? untouched(position.old_path);
    const bd = this.bd.withOldPath(position.new_path) ?? untouched(position.new_path);
    const c = oldLine === null ? null : ac.oldToNew(oldLine);
    const d = newLine === null ? null : bd.oldToNew(newLine);
    if (c !== null && d !== null) {
      const cd = this.cd.withNewPath(bd.newPath);
      const code = cd ? this.shown(cd, c, d) : null;
      if (cd && code && cd.newToOld(d) === c) return { outdated: false, position: this.on(this.next, cd, position, c, d), lineCode: code };
    }
    return { outdated: true, position: this.on(bRefs, bd, position, newLine, d), lineCode: null };
  }

  private traceFile(position: DiffPosition): TraceResult {
    const bd = this.bd.withOldPath(position.new_path);
    const bRefs = this.refsOf(position.head_sha, this.next.head_sha);
    // Changed (or removed) by the push: outdated, on the diff of the change.
    if (bd && (bd.changed || bd.deleted)) return { outdated: true, position: { ...position, ...bRefs, old_path: bd.oldPath, new_path: bd.newPath }, lineCode: null };
    const path = bd?.newPath ?? position.new_path;
    const cd = this.cd.withNewPath(path);
    if (cd) return { outdated: false, position: { ...position, ...this.next, old_path: cd.oldPath, new_path: cd.newPath }, lineCode: null };
    return { outdated: true, position: { ...position, ...bRefs, new_path: path }, lineCode: null };
  }
}
