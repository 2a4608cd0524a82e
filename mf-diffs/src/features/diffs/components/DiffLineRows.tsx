import { memo } from 'react';
import type { HiddenLines, UnfoldDirection } from '../lib/contextExpansion';
import type { DiffLine, ParallelDiffLine } from '../types';
import { ExpansionButtons } from './ExpansionButtons';
import { LineNumber } from './LineNumber';
import { CODE_CLASS, codeCell, LINE_CLASSES, lineBackground, lineSign, lineTypeClass, MONO, rowFrame } from './lineStyles';
import { isCommentable } from '../lib/diffComments';
import { ADD_COMMENT_HINT } from '../texts';
import { useDiffComments } from './DiffThreads';

/**
 * The gutter's comment button (GitLab's 'Add a comment to this line or drag for multiple lines'): pressing
 * it starts a drag, releasing it over a line (the same one for a click) opens the form on that range.
 */
function CommentButton({ fileIndex, line }: { fileIndex: number; line: DiffLine | null }) {
  const comments = useDiffComments();
  if (!comments?.canComment || !isCommentable(line)) return <span className={LINE_CLASSES.gutter} />;
  const code = line.line_code!;
  return (
    <button
      type="button"
      className={`diff-comment-button ${LINE_CLASSES.comment}`}
      aria-label={ADD_COMMENT_HINT}
      title={ADD_COMMENT_HINT}
      draggable={false}
      onMouseDown={(event) => {
        event.preventDefault();
        comments.startDrag(fileIndex, code);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        comments.startDrag(fileIndex, code);
        comments.endDrag(fileIndex, code);
      }}
    >
      +
    </button>
  );
}

/** Releasing a drag over a line ends it there. */
function useDragEnd(fileIndex: number, line: DiffLine | null) {
  const comments = useDiffComments();
  if (!comments || !isCommentable(line)) return undefined;
  return () => comments.endDrag(fileIndex, line.line_code!);
}

/**
 * The highlighted text of a line: `rich_text` is HTML the server highlighted and sanitised. Without markup
 * (plain text, escaped) it is a text node: the browser's HTML parser runs only for lines that have tags,
 * not once per line of a plain file at each scroll step.
 */
function LineText({ line }: { line: DiffLine | null }) {
  if (!line) return <span className={LINE_CLASSES.text} />;
  const html = stripTrailingNewline(lineContent(line));
  const text = plainText(html);
  return (
    <span className={LINE_CLASSES.text}>
      <span aria-hidden="true" className={LINE_CLASSES.sign}>
        {lineSign(line)}
      </span>
      {text === null ? <span className={CODE_CLASS} dangerouslySetInnerHTML={{ __html: html }} /> : <span className={CODE_CLASS}>{text}</span>}
    </span>
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&apos;': "'" };
const ENTITY = /&(?:amp|lt|gt|quot|#39|#x27|apos);/g;

/**
 * The text an HTML string without tags shows (the escapes of HTML-escaped text decoded), or null when it
 * has tags or another character reference: then it is HTML for the browser's parser.
 */
export function plainText(html: string): string | null {
  if (html.includes('<')) return null;
  if (!html.includes('&')) return html;
  if (html.replace(ENTITY, '').includes('&')) return null;
  return html.replace(ENTITY, (entity) => ENTITIES[entity]!);
}

const stripTrailingNewline = (html: string) => html.replace(/\n(<\/span>)?$/, '$1');

/**
 * The line's HTML without the diff's own `+`, `-` or space in front (GitLab's `rich_text` carries the
 * prefix of `text` when it has one; the sign is shown apart).
 */
export function lineContent(line: Pick<DiffLine, 'rich_text' | 'text'>): string {
  const html = line.rich_text ?? line.text ?? '';
  const prefix = line.text?.[0];
  return prefix !== undefined && '+- '.includes(prefix) && html.startsWith(prefix) ? html.slice(1) : html;
}

export interface MatchRowProps {
  line: DiffLine;
  hidden: HiddenLines | null;
  onUnfold: (direction: UnfoldDirection) => Promise<void>;
}

/** A hunk header (`@@ -12,6 +12,7 @@`) with the buttons that unfold what it hides. */
function MatchRow({ line, hidden, onUnfold }: MatchRowProps) {
  return (
    <div style={{ ...rowFrame, background: lineBackground(line), alignItems: 'center', minHeight: 24 }} data-line-type="match">
      <span style={{ width: 100, minWidth: 100, display: 'inline-flex', justifyContent: 'center' }}>{hidden ? <ExpansionButtons hidden={hidden} onUnfold={onUnfold} /> : null}</span>
      <span style={{ ...codeCell, color: 'var(--fgColor-muted)' }} dangerouslySetInnerHTML={{ __html: line.rich_text || line.text || '' }} />
    </div>
  );
}

export interface InlineRowProps {
  fileIndex: number;
  line: DiffLine;
  highlighted: boolean;
  hidden: HiddenLines | null;
  onUnfold: (direction: UnfoldDirection) => Promise<void>;
}

/** One line of the inline view: old number, new number, text. */
export const InlineRow = memo(function InlineRow({ fileIndex, line, highlighted, hidden, onUnfold }: InlineRowProps) {
  const onMouseUp = useDragEnd(fileIndex, line);
  if (line.type === 'match') return <MatchRow line={line} hidden={hidden} onUnfold={onUnfold} />;
  return (
    <div
      id={line.line_code ?? undefined}
      className={`diff-line-row ${LINE_CLASSES.row} ${highlighted ? LINE_CLASSES.highlighted : lineTypeClass(line)}`}
      data-line-type={line.type ?? 'context'}
      data-highlighted={highlighted ? 'true' : undefined}
      onMouseUp={onMouseUp}
    >
      <CommentButton fileIndex={fileIndex} line={line} />
      <LineNumber number={line.type === 'new' ? null : line.old_line} lineCode={line.line_code} side="old" />
      <LineNumber number={line.type === 'old' ? null : line.new_line} lineCode={line.line_code} side="new" />
      <LineText line={line} />
    </div>
  );
});

export interface ParallelRowProps {
  fileIndex: number;
  pair: ParallelDiffLine;
  highlightedCode: string | null;
  hidden: HiddenLines | null;
  onUnfold: (direction: UnfoldDirection) => Promise<void>;
}

/** One row of the side-by-side view: the old side (number, text) and the new side. */
export const ParallelRow = memo(function ParallelRow({ fileIndex, pair, highlightedCode, hidden, onUnfold }: ParallelRowProps) {
  const { left, right } = pair;
  const comments = useDiffComments();
  if (left?.type === 'match' || right?.type === 'match') return <MatchRow line={(left ?? right)!} hidden={hidden} onUnfold={onUnfold} />;
  const id = right?.line_code ?? left?.line_code ?? undefined;
  const side = (line: DiffLine | null, which: 'old' | 'new') => {
    const highlighted = line?.line_code != null && line.line_code === highlightedCode;
    const number = line ? (which === 'old' ? line.old_line : line.new_line) : null;
    return (
      <span
        id={which === 'old' && left?.line_code && left.line_code !== id ? left.line_code : undefined}
        className={`diff-line-row ${LINE_CLASSES.side} ${highlighted ? LINE_CLASSES.highlighted : lineTypeClass(line)}`}
        data-side={which}
        data-highlighted={highlighted ? 'true' : undefined}
        onMouseUp={comments && isCommentable(line) ? () => comments.endDrag(fileIndex, line.line_code!) : undefined}
      >
        <CommentButton fileIndex={fileIndex} line={which === 'old' && line === right ? null : line} />
        <LineNumber number={number} lineCode={line?.line_code ?? null} side={which} />
        <LineText line={line} />
      </span>
    );
  };
  return (
    <div id={id} className={LINE_CLASSES.row} style={{ fontFamily: MONO }}>
      {side(left, 'old')}
      <span style={{ width: 1, background: 'var(--borderColor-default, #d0d7de)' }} />
      {side(right, 'new')}
    </div>
  );
});
