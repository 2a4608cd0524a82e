import MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { highlightCode } from './highlight.ts';
import { escapeHtml } from './html.ts';

/** Attribute that marks elements this pipeline generated; the sanitizer trusts it only with the render's nonce. */
export const TRUST_ATTR = 'data-md-trusted';

// A type alias (not an interface) so it fits markdown-it's index-signature `Env`.
export type MarkdownEnv = {
  /** Per-render secret: generated HTML carries it, user HTML can't guess it (see sanitize.ts). */
  nonce: string;
  tasks?: TaskRecord[];
};

export interface TaskRecord {
  line: number;
  checked: boolean;
  text: string;
  sourcepos: string;
  /** 0-based line holding the `[ ]`, and the column to search it from. */
  boxLine: number;
  boxSearchFrom: number;
}

/** Characters that start references or emoji: a backslash before them keeps them literal (`\#1`). */
const SIGILS = new Set(['#', '!', '&', '@', '~', '%', ':']);
const TASK_PREFIX = /^\[([ xX])\](?=\s|$)/;
const LANG = /^[a-z0-9_+#.-]{1,40}$/;

function nonceOf(env: unknown): string {
  return (env as Partial<MarkdownEnv> | undefined)?.nonce ?? '';
}

export function trustAttr(env: unknown): string {
  const nonce = nonceOf(env);
  return nonce ? ` ${TRUST_ATTR}="${escapeHtml(nonce)}"` : '';
}

/** Column (0-based) of the k-th list marker on a source line, skipping indentation and blockquote `>`s. */
function markerColumn(line: string, k: number): { col: number; length: number } {
  const re = /[ \t]*(?:(>)|([-+*]|\d{1,9}[.)])(?=[ \t]|$))/y;
  let pos = 0;
  let seen = 0;
  for (;;) {
    re.lastIndex = pos;
    const match = re.exec(line);
    if (!match || re.lastIndex === pos) break;
    pos = re.lastIndex;
    const marker = match[2];
    if (marker === undefined) continue;
    if (seen === k) return { col: pos - marker.length, length: marker.length };
    seen += 1;
  }
  const first = line.search(/\S/);
  return { col: Math.max(first, 0), length: 1 };
}

/** GFM task lists: `- [ ] x` → `<li class="task-list-item" data-sourcepos="…"><input type="checkbox" …> x`. */
function taskListRule(state: StateCore): void {
  const env = state.env as Partial<MarkdownEnv>;
  const tokens = state.tokens;
  let lines: string[] | undefined;
  const lists: Token[] = [];
  const items: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') lists.push(token);
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') lists.pop();
    else if (token.type === 'list_item_close') items.pop();
    if (token.type !== 'list_item_open') continue;
    const itemMap = token.map;
    const paragraph = tokens[i + 1];
    const inline = tokens[i + 2];
    items.push(token);
    if (!itemMap || paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline' || !inline.children) continue;
    const prefix = TASK_PREFIX.exec(inline.content);
    const first = inline.children[0];
    if (!prefix || first?.type !== 'text' || !first.content.startsWith(prefix[0])) continue;

    lines ??= state.src.split('\n');
    const startLine = itemMap[0];
    let endLine = Math.max(itemMap[1] - 1, startLine);
    while (endLine > startLine && !lines[endLine]?.trim()) endLine -= 1;
    const sameLineAncestors = items.slice(0, -1).filter((item) => item.map?.[0] === startLine).length;
    const marker = markerColumn(lines[startLine] ?? '', sameLineAncestors);
    const endCol = Math.max((lines[endLine] ?? '').trimEnd().length, 1);
    const sourcepos = `${startLine + 1}:${marker.col + 1}-${endLine + 1}:${endCol}`;
    const checked = prefix[1] !== ' ';
    const boxLine = paragraph.map?.[0] ?? startLine;

    token.attrJoin('class', 'task-list-item');
    token.attrSet('data-sourcepos', sourcepos);
    token.meta = { ...(token.meta as object | null), trusted: true };
    const list = lists[lists.length - 1];
    if (list && !String(list.attrGet('class') ?? '').includes('contains-task-list')) {
      list.attrJoin('class', 'contains-task-list');
      list.meta = { ...(list.meta as object | null), trusted: true };
    }
    first.content = first.content.slice(prefix[0].length);
    const box = new state.Token('task_checkbox', 'input', 0);
    box.meta = { checked };
    inline.children.unshift(box);
    env.tasks?.push({
      line: startLine + 1,
      checked,
      text: inline.content.slice(prefix[0].length).trim(),
      sourcepos,
      boxLine,
      boxSearchFrom: boxLine === startLine ? marker.col + marker.length : 0,
    });
  }
}

/** Escaped sigils (`\#`, `\@`, `\:`) become their own token so reference and emoji scanning can't see them. */
function escapedSigilRule(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    for (const child of block.children) {
      if (child.type === 'text_special' && child.info === 'escape' && SIGILS.has(child.content)) {
        child.type = 'escaped_text';
      }
    }
  }
}

function createParser() {
  const md = new MarkdownIt('commonmark', { html: true, linkify: true });
  md.enable(['table', 'strikethrough', 'linkify']);
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
  md.core.ruler.before('text_join', 'gl_escaped_sigils', escapedSigilRule);
  md.core.ruler.push('gl_task_list', taskListRule);

  const rules = md.renderer.rules;
  rules.escaped_text = (tokens, idx) => escapeHtml(tokens[idx]!.content);
  rules.trusted_html = (tokens, idx) => tokens[idx]!.content;
  rules.task_checkbox = (tokens, idx, _options, env: unknown) =>
    `<input type="checkbox" class="task-list-item-checkbox"${(tokens[idx]!.meta as { checked: boolean }).checked ? ' checked' : ''} disabled${trustAttr(env)}>`;
  const trustedTag: NonNullable<typeof rules.list_item_open> = (tokens, idx, options, env: unknown, self) => {
    const token = tokens[idx]!;
    const nonce = nonceOf(env);
    if ((token.meta as { trusted?: boolean } | null)?.trusted && nonce) token.attrSet(TRUST_ATTR, nonce);
    return self.renderToken(tokens, idx, options);
  };
  rules.list_item_open = trustedTag;
  rules.bullet_list_open = trustedTag;
  rules.ordered_list_open = trustedTag;
  rules.s_open = () => '<del>';
  rules.s_close = () => '</del>';

  const code = (content: string, info: string, env: unknown): string => {
    const word = md.utils.unescapeAll(info).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    const lang = LANG.test(word) ? word : 'plaintext';
    return (
      `<pre class="code highlight js-syntax-highlight language-${lang}" lang="${lang}"${trustAttr(env)}>` +
      `<code class="language-${lang}"${trustAttr(env)}>${highlightCode(content, lang, trustAttr(env))}</code></pre>\n`
    );
  };
  rules.fence = (tokens, idx, _options, env: unknown) => code(tokens[idx]!.content, tokens[idx]!.info, env);
  rules.code_block = (tokens, idx, _options, env: unknown) => code(tokens[idx]!.content, '', env);
  return md;
}

export const md = createParser();

/** Normalises line endings the way markdown-it does, so line numbers match the caller's source. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
