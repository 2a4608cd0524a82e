import type { CSSProperties } from 'react';
import type { DiffLine } from '../types';

export const MONO = 'var(--fontStack-monospace, ui-monospace, SFMono-Regular, monospace)';

/** Background of a line by type (added, removed, hunk header, context). */
export function lineBackground(line: DiffLine | null): string | undefined {
  if (!line) return 'var(--bgColor-muted, #f6f8fa)';
  if (line.type === 'new' || line.type === 'new-nonewline') return 'var(--diffBlob-additionLine-bgColor, #dafbe1)';
  if (line.type === 'old' || line.type === 'old-nonewline') return 'var(--diffBlob-deletionLine-bgColor, #ffebe9)';
  if (line.type === 'match') return 'var(--diffBlob-hunkLine-bgColor, #ddf4ff)';
  return undefined;
}

export const numberCell: CSSProperties = {
  width: 50,
  minWidth: 50,
  textAlign: 'right',
  padding: '0 8px',
  color: 'var(--fgColor-muted, #59636e)',
  userSelect: 'none',
  fontFamily: MONO,
  fontSize: 12,
};

export const codeCell: CSSProperties = { flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: MONO, fontSize: 12, padding: '0 8px' };

/** The sign GitLab shows before a line's text. */
export const lineSign = (line: DiffLine | null) => (line?.type === 'new' ? '+' : line?.type === 'old' ? '-' : ' ');

export const rowFrame: CSSProperties = {
  display: 'flex',
  lineHeight: '20px',
  borderLeft: '1px solid var(--borderColor-default, #d0d7de)',
  borderRight: '1px solid var(--borderColor-default, #d0d7de)',
};

/** The class on a line's code, which {@link HIGHLIGHT_CSS} colours. */
export const CODE_CLASS = 'mf-diffs-code';

/**
 * Classes of a diff line's parts, styled by {@link HIGHLIGHT_CSS} (the same rules as `rowFrame`,
 * `numberCell` and `codeCell`, and the backgrounds of {@link lineBackground}): a scroll mounts a hundred
 * lines or more a frame, and a class costs the browser one attribute where an inline style object sets
 * and parses each property of each cell.
 */
export const LINE_CLASSES = {
  row: 'mf-diffs-row',
  side: 'mf-diffs-side',
  number: 'mf-diffs-num',
  text: 'mf-diffs-text',
  sign: 'mf-diffs-sign',
  gutter: 'mf-diffs-gutter',
  comment: 'mf-diffs-comment',
  added: 'mf-diffs-added',
  removed: 'mf-diffs-removed',
  empty: 'mf-diffs-empty',
  highlighted: 'mf-diffs-highlighted',
  /** A row of the virtual list (absolutely placed; its offset alone is inline). */
  virtualRow: 'mf-diffs-vrow',
  /** The last row of a file: closes its border. */
  lastOfFile: 'mf-diffs-last',
} as const;

/** The class of a line's (or side's) background by type, as {@link lineBackground}: added, removed, none (an empty side). */
export function lineTypeClass(line: DiffLine | null): string {
  if (!line) return LINE_CLASSES.empty;
  if (line.type === 'new' || line.type === 'new-nonewline') return LINE_CLASSES.added;
  if (line.type === 'old' || line.type === 'old-nonewline') return LINE_CLASSES.removed;
  return '';
}

const BORDER = '1px solid var(--borderColor-default,#d0d7de)';

/**
 * The Changes tab's stylesheet: the diff lines' layout ({@link LINE_CLASSES}) and the colours of the
 * server's highlighting in `rich_text` (Rouge's token classes, as the kernel's markdown stylesheet
 * colours code blocks): comment, string, number and constant, keyword.
 */
export const HIGHLIGHT_CSS = [
  `.${LINE_CLASSES.row}{display:flex;line-height:20px;border-left:${BORDER};border-right:${BORDER}}`,
  `.${LINE_CLASSES.side}{display:flex;flex:1;min-width:0}`,
  `.${LINE_CLASSES.number}{width:50px;min-width:50px;text-align:right;padding:0 8px;color:var(--fgColor-muted,#59636e);user-select:none;font-family:${MONO};font-size:12px}`,
  `.${LINE_CLASSES.number} a{color:inherit;text-decoration:none}`,
  `.${LINE_CLASSES.text}{flex:1;min-width:0;white-space:pre-wrap;word-break:break-all;font-family:${MONO};font-size:12px;padding:0 8px}`,
  `.${LINE_CLASSES.sign}{user-select:none;margin-right:4px}`,
  `.${LINE_CLASSES.gutter}{width:20px;min-width:20px}`,
  `.${LINE_CLASSES.comment}{width:20px;min-width:20px;height:18px;padding:0;border:0;border-radius:4px;background:var(--bgColor-accent-emphasis,#0969da);color:#fff;cursor:pointer;line-height:18px;font-size:14px}`,
  `.${LINE_CLASSES.added}{background:var(--diffBlob-additionLine-bgColor,#dafbe1)}`,
  `.${LINE_CLASSES.removed}{background:var(--diffBlob-deletionLine-bgColor,#ffebe9)}`,
  `.${LINE_CLASSES.empty}{background:var(--bgColor-muted,#f6f8fa)}`,
  `.${LINE_CLASSES.highlighted}{background:var(--bgColor-attention-muted,#fff8c5)}`,
  `.${LINE_CLASSES.virtualRow}{position:absolute;top:0;left:0;width:100%}`,
  `.${LINE_CLASSES.lastOfFile}{border-bottom:${BORDER}}`,
  `.${CODE_CLASS} .c{color:var(--fgColor-muted,#59636e);font-style:italic}`,
  `.${CODE_CLASS} .s{color:var(--color-prettylights-syntax-string,#0a3069)}`,
  `.${CODE_CLASS} .m,.${CODE_CLASS} .kc{color:var(--color-prettylights-syntax-constant,#0550ae)}`,
  `.${CODE_CLASS} .k{color:var(--color-prettylights-syntax-keyword,#cf222e)}`,
].join('\n');
