// The toolbar's markdown insertion (GitLab's lib/utils/text_markdown.js) as pure text edits.

/** The toolbar's actions, in GitLab's order. */
export type FormatAction = 'bold' | 'italic' | 'strikethrough' | 'code' | 'link' | 'quote' | 'bulletList' | 'numberedList' | 'taskList' | 'table';

/** Button labels (GitLab's tooltips without the shortcut) and their keyboard shortcuts. */
export const FORMAT_ACTIONS: readonly { action: FormatAction; label: string; keys?: string }[] = Object.freeze([
  { action: 'bold', label: 'Add bold text', keys: 'mod+b' },
  { action: 'italic', label: 'Add italic text', keys: 'mod+i' },
  { action: 'strikethrough', label: 'Add strikethrough text', keys: 'mod+shift+x' },
  { action: 'quote', label: 'Insert a quote' },
  { action: 'code', label: 'Insert code' },
  { action: 'link', label: 'Add a link', keys: 'mod+k' },
  { action: 'bulletList', label: 'Add a bullet list' },
  { action: 'numberedList', label: 'Add a numbered list' },
  { action: 'taskList', label: 'Add a checklist' },
  { action: 'table', label: 'Add a table' },
]);

/** GitLab's table template. */
export const TABLE_TEMPLATE = '| header | header |\n| ------ | ------ |\n|        |        |\n|        |        |';

/** A text with its selection. */
export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

const WRAPS: Partial<Record<FormatAction, string>> = { bold: '**', italic: '_', strikethrough: '~~', code: '`' };
const PREFIXES: Partial<Record<FormatAction, string>> = { quote: '> ', bulletList: '- ', numberedList: '1. ', taskList: '- [ ] ' };

/** The toolbar action a key press asks for (Ctrl/⌘+B, I, K, Shift+X), or null. */
export function formatActionForKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): FormatAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (event.shiftKey) return key === 'x' ? 'strikethrough' : null;
  if (key === 'b') return 'bold';
  if (key === 'i') return 'italic';
  if (key === 'k') return 'link';
  return null;
}

function wrap(state: TextSelection, tag: string): TextSelection {
  const { value, start, end } = state;
  const selected = value.slice(start, end);
  // Selected text already wrapped: unwrap (GitLab's removal of surrounding tags).
  if (value.slice(start - tag.length, start) === tag && value.slice(end, end + tag.length) === tag) {
    return { value: value.slice(0, start - tag.length) + selected + value.slice(end + tag.length), start: start - tag.length, end: end - tag.length };
  }
  if (selected.length >= tag.length * 2 && selected.startsWith(tag) && selected.endsWith(tag)) {
    const inner = selected.slice(tag.length, selected.length - tag.length);
    return { value: value.slice(0, start) + inner + value.slice(end), start, end: start + inner.length };
  }
  return { value: value.slice(0, start) + tag + selected + tag + value.slice(end), start: start + tag.length, end: end + tag.length };
}

function codeBlock(state: TextSelection): TextSelection {
  const { value, start, end } = state;
  const selected = value.slice(start, end);
  const inserted = `\`\`\`\n${selected}\n\`\`\``;
  return { value: value.slice(0, start) + inserted + value.slice(end), start: start + 4, end: start + 4 + selected.length };
}

function link(state: TextSelection): TextSelection {
  const { value, start, end } = state;
  const selected = value.slice(start, end);
  // A selected URL becomes the target; other text the link text, with "url" selected to type over.
  if (/^https?:\/\/\S+$/.test(selected)) {
    const inserted = `[text](${selected})`;
    return { value: value.slice(0, start) + inserted + value.slice(end), start: start + 1, end: start + 5 };
  }
  const inserted = `[${selected}](url)`;
  const urlAt = start + selected.length + 3;
  return { value: value.slice(0, start) + inserted + value.slice(end), start: urlAt, end: urlAt + 3 };
}

function prefixLines(state: TextSelection, prefix: string, action: FormatAction): TextSelection {
  const { value, start, end } = state;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end);
  const lineEnd = nextBreak < 0 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const has = (line: string) => (action === 'numberedList' ? /^\d+\. /.test(line) : line.startsWith(prefix));
  const strip = (line: string) => (action === 'numberedList' ? line.replace(/^\d+\. /, '') : line.slice(prefix.length));
  const removing = lines.every(has);
  const changed = lines.map((line, index) => {
    if (removing) return strip(line);
    return `${action === 'numberedList' ? `${index + 1}. ` : prefix}${line}`;
  });
  const block = changed.join('\n');
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd);
  if (start === end) {
    const caret = removing ? Math.max(lineStart, start - (lines[0]!.length - changed[0]!.length)) : start + (changed[0]!.length - lines[0]!.length);
    return { value: next, start: caret, end: caret };
  }
  return { value: next, start: lineStart, end: lineStart + block.length };
}

function table(state: TextSelection): TextSelection {
  const { value, start, end } = state;
  const before = value.slice(0, start);
  // A table needs a blank line before it (and after it) to be one.
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const after = value.slice(end);
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${TABLE_TEMPLATE}${trail}`;
  const caret = start + lead.length + TABLE_TEMPLATE.length;
  return { value: before + inserted + after, start: caret, end: caret };
}

/** Applies a toolbar action to the text and selection, as GitLab's markdown toolbar does. */
export function applyFormat(state: TextSelection, action: FormatAction): TextSelection {
  if (action === 'code' && state.value.slice(state.start, state.end).includes('\n')) return codeBlock(state);
  const tag = WRAPS[action];
  if (tag) return wrap(state, tag);
  const prefix = PREFIXES[action];
  if (prefix) return prefixLines(state, prefix, action);
  if (action === 'link') return link(state);
  return table(state);
}
