import { Button, Flash } from 'shared-kernel/primer';
import { useState } from 'react';
import { rawFilePath } from '../api/rawFilePath';
import { isTooLarge, type FileEntry } from '../lib/rows';
import type { DiffFile, DiffRefs } from '../types';
import { COLLAPSED, EXPAND_FILE, FILE_ADDED, FILE_DELETED, LOAD_DIFF, LOAD_ERROR, modeChanged, NO_PREVIEW, NO_CHANGES_IN_FILE, NOT_DIFFABLE, SUBMODULE, TOO_LARGE, WHITESPACE_ONLY } from '../texts';
import { ImageDiff } from './ImageDiff';
import { RenamedFile } from './RenamedFile';

export interface FileBodyProps {
  entry: FileEntry;
  projectPath: string;
  /** The diff's shas when the file has none of its own (diffs_metadata.json's `diff_refs`). */
  diffRefs: DiffRefs | null;
  onExpand: () => void;
  /** `diff_for_path.json` for this file (too large or collapsed files, a renamed file's contents). */
  onLoad: () => Promise<void>;
  /** A click on the (new) image: the point and the rendered size, for an image comment. */
  onImageComment?: (point: { x: number; y: number; width: number; height: number }) => void;
}

const bodyFrame = {
  border: '1px solid var(--borderColor-default, #d0d7de)',
  borderTop: 0,
  borderRadius: '0 0 6px 6px',
  color: 'var(--fgColor-muted, #59636e)',
} as const;

function Message({ children }: { children: React.ReactNode }) {
  return <div style={{ padding: 16, textAlign: 'center' }}>{children}</div>;
}

function LoadButton({ label, onLoad }: { label: string; onLoad: () => Promise<void> }) {
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  return (
    <>
      {state === 'error' ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {LOAD_ERROR}
        </Flash>
      ) : null}
      <Button
        size="small"
        disabled={state === 'loading'}
        onClick={() => {
          setState('loading');
          onLoad().then(
            () => setState('idle'),
            () => setState('error'),
          );
        }}
      >
        {label}
      </Button>
    </>
  );
}

/**
 * A renamed file's contents can be shown when its alternate viewer is `text` (spec §3); a server that
 * sends no alternate viewer: when the file is readable text with a contents route.
 */
function canShowContents(diff: DiffFile): boolean {
  if (diff.alternate_viewer) return diff.alternate_viewer.name === 'text';
  return diff.blob?.readable_text !== false && Boolean(diff.context_lines_path);
}

/** A file's body when it is not its lines: pending, collapsed, too large, or one of the other viewers. */
export function FileBody({ entry, projectPath, diffRefs, onExpand, onLoad, onImageComment }: FileBodyProps) {
  const { diff } = entry;
  if (!diff) {
    return (
      <div style={bodyFrame}>
        <Message>
          <span role="status">Loading…</span>
        </Message>
      </div>
    );
  }
  const viewer = diff.viewer;
  let content: React.ReactNode;
  if (isTooLarge(diff)) {
    content = (
      <Message>
        <p style={{ margin: '0 0 8px' }}>{viewer.error || TOO_LARGE}</p>
        <LoadButton label={LOAD_DIFF} onLoad={onLoad} />
      </Message>
    );
  } else if (entry.collapsed === 'auto') {
    content = (
      <Message>
        <p style={{ margin: '0 0 8px' }}>{COLLAPSED}</p>
        <Button size="small" onClick={onExpand}>
          {EXPAND_FILE}
        </Button>
      </Message>
    );
  } else if (diff.submodule) {
    content = <Message>{SUBMODULE}</Message>;
  } else {
    switch (viewer.name) {
      case 'renamed':
        content = <RenamedFile canShowContents={canShowContents(diff)} onShowContents={onLoad} />;
        break;
      case 'mode_changed':
        content = <Message>{modeChanged(diff.a_mode ?? '', diff.b_mode ?? '')}</Message>;
        break;
      case 'image': {
        const refs = diff.diff_refs ?? diffRefs;
        const oldUrl = !diff.new_file && refs?.base_sha ? rawFilePath(projectPath, refs.base_sha, diff.old_path) : null;
        const newUrl = !diff.deleted_file && refs?.head_sha ? rawFilePath(projectPath, refs.head_sha, diff.new_path) : null;
        content = <ImageDiff oldUrl={oldUrl} newUrl={newUrl} oldSize={diff.old_size} newSize={diff.new_size} onImageClick={onImageComment} />;
        break;
      }
      case 'added':
        content = <Message>{FILE_ADDED}</Message>;
        break;
      case 'deleted':
        content = <Message>{FILE_DELETED}</Message>;
        break;
      case 'not_diffable':
        content = <Message>{NOT_DIFFABLE}</Message>;
        break;
      case 'no_preview':
        content = <Message>{NO_PREVIEW}</Message>;
        break;
      default:
        // A text file without lines: nothing changed but its whitespace (hidden), or its contents are empty.
        content = <Message>{viewer.error || (viewer.whitespace_only ? WHITESPACE_ONLY : NO_CHANGES_IN_FILE)}</Message>;
    }
  }
  return <div style={bodyFrame}>{content}</div>;
}
