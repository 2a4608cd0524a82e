import { useDiffComments } from './DiffThreads';
import { Checkbox, IconButton, Link } from 'shared-kernel/primer';
import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react';
import { CopyButton } from '../../../components/CopyButton';
import type { FileEntry } from '../lib/rows';
import { COMMENT_ON_FILE, viewFileAt, VIEWED } from '../texts';

export interface DiffFileHeaderProps {
  entry: FileEntry;
  reviewed: boolean;
  onToggle: () => void;
  onViewed: (viewed: boolean) => void;
  /** 'Comment on this file' (shown when the viewer may comment). */
  onComment?: () => void;
}

const SHORT_SHA = 8;

/** A file's header (spec §2): collapse, path (old → new when renamed), copy path, mode change, stats, Viewed, 'View file @ sha'. */
export function DiffFileHeader({ entry, reviewed, onToggle, onViewed, onComment }: DiffFileHeaderProps) {
  const comments = useDiffComments();
  const { meta, diff, collapsed } = entry;
  const path = meta.new_path || meta.old_path;
  const renamed = (diff?.renamed_file ?? meta.renamed_file) && meta.old_path !== meta.new_path;
  const sha = diff?.content_sha ?? diff?.diff_refs?.head_sha ?? null;
  const modeChanged = diff?.mode_changed && diff.a_mode && diff.b_mode;
  const label = renamed ? `${meta.old_path} → ${meta.new_path}` : path;
  return (
    <div
      role="group"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 8px',
        background: 'var(--bgColor-muted, #f6f8fa)',
        border: '1px solid var(--borderColor-default, #d0d7de)',
        borderRadius: collapsed === 'manual' ? 6 : '6px 6px 0 0',
        fontSize: 13,
      }}
    >
      <IconButton
        icon={collapsed ? ChevronRightIcon : ChevronDownIcon}
        aria-label={collapsed ? 'Expand file' : 'Collapse file'}
        aria-expanded={!collapsed}
        size="small"
        variant="invisible"
        onClick={onToggle}
      />
      <span role="heading" aria-level={3} style={{ margin: 0, fontSize: 'inherit' }}>
        <a href={`#diff-content-${meta.file_hash}`} style={{ fontFamily: 'var(--fontStack-monospace, monospace)', fontWeight: 600, color: 'inherit', wordBreak: 'break-all' }}>
          {label}
        </a>
      </span>
      <CopyButton text={path} label="Copy file path" />
      {modeChanged ? (
        <small style={{ color: 'var(--fgColor-muted)' }}>
          {diff.a_mode} → {diff.b_mode}
        </small>
      ) : null}
      {meta.new_file ? <small style={{ color: 'var(--fgColor-success)' }}>new file</small> : null}
      {meta.deleted_file ? <small style={{ color: 'var(--fgColor-danger)' }}>deleted</small> : null}
      <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <span aria-label={`${meta.added_lines} additions, ${meta.removed_lines} deletions`} style={{ fontFamily: 'var(--fontStack-monospace, monospace)' }}>
          <span style={{ color: 'var(--fgColor-success, #1a7f37)' }}>+{meta.added_lines}</span>{' '}
          <span style={{ color: 'var(--fgColor-danger, #cf222e)' }}>−{meta.removed_lines}</span>
        </span>
        {comments?.canComment && onComment ? (
          <button type="button" aria-label={COMMENT_ON_FILE} title={COMMENT_ON_FILE} onClick={onComment}>
            💬
          </button>
        ) : null}
        <label style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <Checkbox checked={reviewed} onChange={(event) => onViewed(event.target.checked)} />
          {VIEWED}
        </label>
        {diff?.view_path && sha ? (
          <Link href={diff.view_path} target="_blank" rel="noopener noreferrer">
            {viewFileAt(sha.slice(0, SHORT_SHA))}
          </Link>
        ) : null}
      </span>
    </div>
  );
}
