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
 * Colours of the server's highlighting in `rich_text` (Rouge's token classes, as the kernel's markdown
 * stylesheet colours code blocks): comment, string, number and constant, keyword.
 */
export const HIGHLIGHT_CSS = [
  `.${CODE_CLASS} .c{color:var(--fgColor-muted,#59636e);font-style:italic}`,
  `.${CODE_CLASS} .s{color:var(--color-prettylights-syntax-string,#0a3069)}`,
  `.${CODE_CLASS} .m,.${CODE_CLASS} .kc{color:var(--color-prettylights-syntax-constant,#0550ae)}`,
  `.${CODE_CLASS} .k{color:var(--color-prettylights-syntax-keyword,#cf222e)}`,
].join('\n');
