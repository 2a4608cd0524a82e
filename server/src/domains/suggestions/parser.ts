/**
 * Gitlab::Diff::SuggestionsParser: the ```suggestion blocks of a comment. A block's language may carry
 * the lines it replaces around the commented line, `suggestion:-N+M` (N lines above, M below; either
 * part may be missing); a parameter that does not match counts as none.
 */

/** GitLab's SUGGESTION_CONTEXT: "-1", "+1" or "-1+2". */
const SUGGESTION_CONTEXT = /^(?:-(\d+))?(?:\+(\d+))?$/;

/** The most lines a suggestion may reach above or below its line (GitLab's documented limit). */
export const MAX_CONTEXT_LINES = 100;

export interface ParsedSuggestion {
  /** The block's text without its final line break ('' deletes the lines). */
  text: string;
  linesAbove: number;
  linesBelow: number;
}

const OPENING = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)(.*)$/;

/** Block quote markers (`> `) and a list item's marker (`- `, `1. `) in front of a line. */
const CONTAINER = /^((?:[ \t]{0,3}>[ \t]?)*)((?:[ \t]{0,3}(?:[-+*]|\d{1,9}[.)])[ \t]+)?)/;

/** A line without the block quote markers and up to `indent` columns of its list item's indentation. */
function inner(line: string, quoted: boolean, indent: number): string {
  const unquoted = quoted ? line.replace(/^(?:[ \t]{0,3}>[ \t]?)*/, '') : line;
  return unquoted.replace(new RegExp(`^ {0,${indent}}`), '');
}

/**
 * The suggestion blocks of `markdown`, in order: fenced code blocks (CommonMark fences, ``` or ~~~)
 * whose info string's first word is `suggestion` or `suggestion:<params>`, also inside block quotes
 * and list items (GitLab looks for them in the whole rendered note).
 */
export function parseSuggestionBlocks(markdown: string): ParsedSuggestion[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const found: ParsedSuggestion[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    index += 1;
    const container = CONTAINER.exec(line);
    const quotes = container?.[1] ?? '';
    const item = container?.[2] ?? '';
    const open = OPENING.exec(line.slice(quotes.length + item.length));
    if (!open) continue;
    const fence = open[1] as string;
    // A backtick fence's info string may not contain backticks.
    if (fence.startsWith('`') && (open[3] ?? '').includes('`')) continue;
    const quoted = quotes.length > 0;
    const fenceIndent = /^ */.exec(line.slice(quotes.length + item.length))?.[0].length ?? 0;
    const indent = item.length + fenceIndent;
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    // An unclosed fence runs to the end of its container (here: the document), as CommonMark's does.
    while (index < lines.length) {
      const text = inner(lines[index] ?? '', quoted, indent);
      index += 1;
      if (closing.test(text)) break;
      body.push(text);
    }
    const [language, params] = splitInfo(open[2] as string);
    if (language !== 'suggestion') continue;
    const context = params === undefined ? null : SUGGESTION_CONTEXT.exec(params);
    found.push({
      text: body.join('\n'),
      linesAbove: Math.min(Number(context?.[1] ?? 0), MAX_CONTEXT_LINES),
      linesBelow: Math.min(Number(context?.[2] ?? 0), MAX_CONTEXT_LINES),
    });
  }
  return found;
}

/** `suggestion:-1+2` → ['suggestion', '-1+2']; `suggestion` → ['suggestion', undefined]. */
function splitInfo(info: string): [string, string | undefined] {
  const colon = info.indexOf(':');
  return colon < 0 ? [info.toLowerCase(), undefined] : [info.slice(0, colon).toLowerCase(), info.slice(colon + 1)];
}
