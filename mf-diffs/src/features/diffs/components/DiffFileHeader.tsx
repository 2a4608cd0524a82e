import { useEffect, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon, ChevronRightIcon, CopyIcon } from '@primer/octicons-react';
import { COPY_TEXTS, useCopyFeedback } from '../../../components/CopyButton';
import type { FileEntry } from '../lib/rows';
import { COMMENT_ON_FILE, viewFileAt, VIEWED } from '../texts';
import { useDiffComments } from './DiffThreads';
import { installSharedTooltip, TOOLTIP_ATTRIBUTE } from './sharedTooltip';

export interface DiffFileHeaderProps {
  entry: FileEntry;
  reviewed: boolean;
  onToggle: () => void;
  onViewed: (viewed: boolean) => void;
  /** 'Comment on this file' (shown when the viewer may comment). */
  onComment?: () => void;
}

const SHORT_SHA = 8;

/**
 * The header's look, once for the tab (React hoists and shares the style by its `href`): a header is
 * plain elements with these classes, no Primer component, no style objects, so a thousand of them stay
 * cheap to render and to scroll through. The icon buttons look like Primer's small invisible IconButtons.
 */
const HEADER_CSS = `
.mf-diffs-fh{display:flex;align-items:center;gap:8px;padding:6px 8px;background:var(--bgColor-muted,#f6f8fa);border:1px solid var(--borderColor-default,#d0d7de);border-radius:6px 6px 0 0;font-size:13px}
.mf-diffs-fh[data-collapsed="manual"]{border-radius:6px}
.mf-diffs-fh-icon{display:inline-grid;place-items:center;width:28px;height:28px;padding:0;border:0;border-radius:6px;background:transparent;color:var(--fgColor-muted,#59636e);cursor:pointer}
.mf-diffs-fh-icon:hover{background:var(--control-transparent-bgColor-hover,#818b981a)}
.mf-diffs-fh-icon:focus-visible{outline:2px solid var(--focus-outlineColor,#0969da);outline-offset:-2px}
.mf-diffs-fh-path{margin:0;font-size:inherit}
.mf-diffs-fh-path a{font-family:var(--fontStack-monospace,monospace);font-weight:600;color:inherit;word-break:break-all}
.mf-diffs-fh-copy{display:inline-flex;align-items:center;gap:4px}
.mf-diffs-fh-muted{font-size:12px;color:var(--fgColor-muted,#59636e)}
.mf-diffs-fh-end{margin-left:auto;display:inline-flex;gap:8px;align-items:center}
.mf-diffs-fh-stats{font-family:var(--fontStack-monospace,monospace)}
.mf-diffs-fh-added{color:var(--fgColor-success,#1a7f37)}
.mf-diffs-fh-removed{color:var(--fgColor-danger,#cf222e)}
.mf-diffs-fh-viewed{display:inline-flex;gap:4px;align-items:center}
.mf-diffs-fh-viewed input{margin:0;accent-color:var(--bgColor-accent-emphasis,#0969da)}
.mf-diffs-fh-link{color:var(--fgColor-accent,#0969da);text-decoration:none}
.mf-diffs-fh-link:hover{text-decoration:underline}
`;

/** An icon button with its accessible name, its text in the shared tooltip. */
function IconAction({ label, children, ...rest }: { label: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="mf-diffs-fh-icon" aria-label={label} {...{ [TOOLTIP_ATTRIBUTE]: label }} {...rest}>
      {children}
    </button>
  );
}

/** 'Copy file path': copies, then 'Copied' (or the failure) for a second in a polite live region. */
function CopyPath({ path }: { path: string }) {
  const { feedback, copy } = useCopyFeedback(path);
  return (
    <span className="mf-diffs-fh-copy">
      <IconAction label="Copy file path" onClick={() => void copy()}>
        {feedback === COPY_TEXTS.copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      </IconAction>
      <span role="status" className="mf-diffs-fh-muted">
        {feedback}
      </span>
    </span>
  );
}

/** A file's header (spec §2): collapse, path (old → new when renamed), copy path, mode change, stats, Viewed, 'View file @ sha'. */
export function DiffFileHeader({ entry, reviewed, onToggle, onViewed, onComment }: DiffFileHeaderProps) {
  useEffect(installSharedTooltip, []);
  const comments = useDiffComments();
  const { meta, diff, collapsed } = entry;
  const path = meta.new_path || meta.old_path;
  const renamed = (diff?.renamed_file ?? meta.renamed_file) && meta.old_path !== meta.new_path;
  const sha = diff?.content_sha ?? diff?.diff_refs?.head_sha ?? null;
  const modeChanged = diff?.mode_changed && diff.a_mode && diff.b_mode;
  const label = renamed ? `${meta.old_path} → ${meta.new_path}` : path;
  const toggleLabel = collapsed ? 'Expand file' : 'Collapse file';
  return (
    <div role="group" aria-label={label} className="mf-diffs-fh" data-collapsed={collapsed ?? undefined}>
      <style href="mf-diffs-file-header" precedence="default">
        {HEADER_CSS}
      </style>
      <IconAction label={toggleLabel} aria-expanded={!collapsed} onClick={onToggle}>
        {collapsed ? <ChevronRightIcon size={16} /> : <ChevronDownIcon size={16} />}
      </IconAction>
      <span role="heading" aria-level={3} className="mf-diffs-fh-path">
        <a href={`#diff-content-${meta.file_hash}`}>{label}</a>
      </span>
      <CopyPath path={path} />
      {modeChanged ? (
        <small className="mf-diffs-fh-muted">
          {diff.a_mode} → {diff.b_mode}
        </small>
      ) : null}
      {meta.new_file ? <small className="mf-diffs-fh-added">new file</small> : null}
      {meta.deleted_file ? <small className="mf-diffs-fh-removed">deleted</small> : null}
      <span className="mf-diffs-fh-end">
        <span aria-label={`${meta.added_lines} additions, ${meta.removed_lines} deletions`} className="mf-diffs-fh-stats">
          <span className="mf-diffs-fh-added">+{meta.added_lines}</span> <span className="mf-diffs-fh-removed">−{meta.removed_lines}</span>
        </span>
        {comments?.canComment && onComment ? (
          <IconAction label={COMMENT_ON_FILE} onClick={onComment}>
            💬
          </IconAction>
        ) : null}
        <label className="mf-diffs-fh-viewed">
          <input type="checkbox" checked={reviewed} onChange={(event) => onViewed(event.target.checked)} />
          {VIEWED}
        </label>
        {diff?.view_path && sha ? (
          <a className="mf-diffs-fh-link" href={diff.view_path} target="_blank" rel="noopener noreferrer">
            {viewFileAt(sha.slice(0, SHORT_SHA))}
          </a>
        ) : null}
      </span>
    </div>
  );
}
