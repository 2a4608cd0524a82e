import { blobAt } from '../repositories/reads.ts';
import { readBlob } from '../repositories/git.ts';

/** The text position of a DiffNote (GitLab's position JSON) a suggestion needs: the new side's line. */
export interface SuggestionPosition {
  headSha: string;
  /** The file on the new side (`new_path`). */
  path: string;
  newLine: number;
}

/**
 * Note#supports_suggestion?'s position part: a text position on a line of the new side (not a removed
 * line, not an image or a whole file), with a complete head sha.
 */
export function suggestionPositionOf(position: unknown): SuggestionPosition | null {
  if (!position || typeof position !== 'object') return null;
  const p = position as Record<string, unknown>;
  if ((p.position_type ?? 'text') !== 'text') return null;
  const { head_sha: headSha, new_path: path, new_line: newLine } = p;
  if (typeof headSha !== 'string' || !/^[0-9a-f]{40}$/.test(headSha)) return null;
  if (typeof path !== 'string' || path === '') return null;
  if (typeof newLine !== 'number' || !Number.isSafeInteger(newLine) || newLine < 1) return null;
  return { headSha, path, newLine };
}

/** Ruby's String#lines: each line with its line break. */
export function textLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The lines of the file at `path` in commit `sha`, or null when there is no such file. */
export async function fileLines(repo: string, sha: string, path: string): Promise<string[] | null> {
  const blob = await blobAt(repo, sha, path).catch(() => null);
  return blob ? textLines(await readBlob(repo, blob.id)) : null;
}

/** The blob id of `path` in `sha` (null when absent): two commits with the same id hold the same file. */
export async function blobIdAt(repo: string, sha: string, path: string): Promise<string | null> {
  return (await blobAt(repo, sha, path).catch(() => null))?.id ?? null;
}

/** Suggestible#from_line / #to_line: the first and last replaced line (from never before line 1). */
export function lineRange(newLine: number, above: number, below: number): { from: number; to: number } {
  return { from: Math.max(newLine - above, 1), to: newLine + below };
}

/** Suggestible#fetch_from_content: the file's lines `from`..`to` as they are. */
export function contentBetween(lines: readonly string[], from: number, to: number): string {
  return lines.slice(from - 1, to).join('');
}

/**
 * Gitlab::Diff::Suggestion#to_content: the block's text, '' when blank (the suggestion deletes the lines),
 * else ending with the line break the last replaced line had.
 */
export function toContentOf(text: string, fromContent: string): string {
  if (text.trim() === '') return '';
  const last = textLines(fromContent).at(-1) ?? '';
  return `${text}${/\r\n|\r|\n/.exec(last)?.[0] ?? ''}`;
}

export interface LineEdit {
  from: number;
  to: number;
  toContent: string;
}

/** FileSuggestion#line_conflict?: two edits of one file reaching a common line. */
export function editsOverlap(edits: readonly LineEdit[]): boolean {
  const sorted = [...edits].sort((a, b) => a.from - b.from);
  return sorted.some((edit, index) => index > 0 && edit.from <= (sorted[index - 1] as LineEdit).to);
}

/** FileSuggestion#new_content: each range of lines replaced by its suggested text, bottom-up safe. */
export function applyEdits(lines: readonly string[], edits: readonly LineEdit[]): string {
  const content = [...lines];
  let offset = 0;
  for (const edit of [...edits].sort((a, b) => a.from - b.from)) {
    const start = edit.from - 1 - offset;
    const count = Math.min(edit.to, lines.length) - edit.from + 1;
    content.splice(start, Math.max(count, 0), edit.toContent);
    offset += Math.max(count, 0) - 1;
  }
  return content.join('');
}
