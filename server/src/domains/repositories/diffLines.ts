import { escapeHtml } from '../../markdown/html.ts';
import { highlightCode } from '../../markdown/highlight.ts';
import type { DiffLine } from './diff.ts';

// GitLab's DiffLineEntity, shared by the merge request diffs and the diff threads' excerpts (notes).

/**
 * The language a file's lines are highlighted as, from its extension or name (`app.rb` → `rb`,
 * `Makefile` → none): a name the markdown highlighter knows (markdown/highlight.ts), or '' for plain text.
 */
export function diffLanguageOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A line's `rich_text`: the diff's own sign (`+`, `-`, space) kept in front, as GitLab's is, and the code
 * after it highlighted line by line as `language` on the server (Rouge's token classes: `c` comment, `s`
 * string, `k` keyword, `kc` constant, `m` number); escaped text for languages without a grammar and for
 * hunk headers.
 */
function richText(line: DiffLine, language: string): string {
  if (line.type === 'match' || !language) return escapeHtml(line.text);
  const sign = line.text[0];
  const hasSign = sign === '+' || sign === '-' || sign === ' ';
  return hasSign ? escapeHtml(sign) + highlightCode(line.text.slice(1), language) : highlightCode(line.text, language);
}

/** DiffLineEntity; `rich_text` highlighted on the server when the file's language is known (`language`). */
export function diffLineJson(line: DiffLine, language = '') {
  return {
    line_code: line.line_code,
    type: line.type,
    old_line: line.old_line,
    new_line: line.new_line,
    text: line.text,
    meta_data: line.type === 'match' ? { old_pos: line.old_pos, new_pos: line.new_pos } : null,
    rich_text: richText(line, language),
    can_receive_suggestion: line.type !== 'old' && line.type !== 'match' && line.type !== 'old-nonewline' && line.type !== 'new-nonewline',
  };
}

