import { TextInput } from 'shared-kernel/primer';
import { ChevronDownIcon, ChevronRightIcon, FileDirectoryIcon, FileIcon, SearchIcon } from '@primer/octicons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { buildFileTree, visibleTreeRows, type TreeNode, type TreeRow } from '../lib/fileTree';
import type { DiffMetadataFile } from '../types';
import { FILTER_FILES } from '../texts';

export interface FileTreeProps {
  files: readonly DiffMetadataFile[];
  /** The file shown at the top of the list (marked current). */
  currentHash: string | null;
  onSelect: (file: DiffMetadataFile) => void;
}

function Stats({ added, removed }: { added: number; removed: number }) {
  return (
    <span style={{ marginLeft: 'auto', fontFamily: 'var(--fontStack-monospace, monospace)', fontSize: 12, whiteSpace: 'nowrap' }}>
      <span style={{ color: 'var(--fgColor-success, #1a7f37)' }}>+{added}</span> <span style={{ color: 'var(--fgColor-danger, #cf222e)' }}>−{removed}</span>
    </span>
  );
}

const rowStyle = (depth: number, current = false) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    width: '100%',
    padding: `3px 8px 3px ${8 + depth * 14}px`,
    border: 0,
    background: current ? 'var(--bgColor-accent-muted, #ddf4ff)' : 'transparent',
    textAlign: 'left',
    cursor: 'pointer',
    fontSize: 13,
    borderRadius: 6,
    color: 'inherit',
  }) as const;

/**
 * Above this many shown rows (folders and files) the tree keeps only the rows near its viewport in the
 * page, as a flat tree (`aria-level`, `aria-setsize`, `aria-posinset`): a 1,000-file merge request would
 * otherwise create a thousand rows, their icons and buttons before the tree can show.
 */
export const VIRTUALISE_TREE_ABOVE_ROWS = 200;
/** A row's height in the virtualised tree (fixed: one line, ellipsis). */
const ROW_HEIGHT = 26;

/** The changed files as a tree (spec: collapsible folders, filter by name, per-file +/− counts, click scrolls to the file). */
export function FileTree({ files, currentHash, onSelect }: FileTreeProps) {
  const [filter, setFilter] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const tree = useMemo(() => buildFileTree(files, filter), [files, filter]);
  const rows = useMemo(() => visibleTreeRows(tree, closed), [tree, closed]);
  const scroller = useRef<HTMLElement>(null);
  const toggle = (path: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  // A name has to contain what the item shows (WCAG 2.5.3): a folder's treeitem holds its row only (its
  // group follows it, owned through aria-owns); a file's is named by its content, the name and line counts.
  const idPrefix = useId();
  const idFor = (kind: string, path: string) => `${idPrefix}${kind}-${encodeURIComponent(path)}`;
  const renderNodes = (nodes: readonly TreeNode[], depth: number): React.ReactNode =>
    nodes.map((node) => {
      if (node.kind === 'folder') {
        const open = !closed.has(node.path);
        return (
          <li key={`d:${node.path}`} role="none">
            <div role="treeitem" aria-label={node.name} aria-expanded={open} aria-selected={false} aria-owns={open ? idFor('g', node.path) : undefined}>
              <button type="button" style={rowStyle(depth)} onClick={() => toggle(node.path)}>
                {open ? <ChevronDownIcon size={12} /> : <ChevronRightIcon size={12} />}
                <FileDirectoryIcon size={14} />
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{node.name}</span>
              </button>
            </div>
            {open ? (
              <ul id={idFor('g', node.path)} role="group" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {renderNodes(node.children, depth + 1)}
              </ul>
            ) : null}
          </li>
        );
      }
      const current = node.file.file_hash === currentHash;
      return (
        <li key={`f:${node.file.file_hash}`} role="treeitem" aria-selected={current} aria-current={current ? 'true' : undefined}>
          <button type="button" title={node.path} style={rowStyle(depth, current)} onClick={() => onSelect(node.file)}>
            <FileIcon size={14} />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textDecoration: node.file.deleted_file ? 'line-through' : undefined }}>{node.name}</span>
            <Stats added={node.file.added_lines} removed={node.file.removed_lines} />
          </button>
        </li>
      );
    });

  // One row of the flat (virtualised) tree.
  const renderRow = (row: TreeRow, style: CSSProperties): ReactNode => {
    const { node, depth } = row;
    const position = { style, 'aria-level': depth + 1, 'aria-setsize': row.setSize, 'aria-posinset': row.posInSet };
    if (node.kind === 'folder') {
      const open = !closed.has(node.path);
      return (
        <li key={row.key} role="treeitem" aria-label={node.name} aria-expanded={open} aria-selected={false} {...position}>
          <button type="button" style={{ ...rowStyle(depth), height: ROW_HEIGHT, whiteSpace: 'nowrap' }} onClick={() => toggle(node.path)}>
            {open ? <ChevronDownIcon size={12} /> : <ChevronRightIcon size={12} />}
            <FileDirectoryIcon size={14} />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{node.name}</span>
          </button>
        </li>
      );
    }
    const current = node.file.file_hash === currentHash;
    return (
      <li key={row.key} role="treeitem" aria-selected={current} aria-current={current ? 'true' : undefined} {...position}>
        <button type="button" title={node.path} style={{ ...rowStyle(depth, current), height: ROW_HEIGHT }} onClick={() => onSelect(node.file)}>
          <FileIcon size={14} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textDecoration: node.file.deleted_file ? 'line-through' : undefined }}>{node.name}</span>
          <Stats added={node.file.added_lines} removed={node.file.removed_lines} />
        </button>
      </li>
    );
  };

  return (
    <nav ref={scroller} aria-label="File browser" style={{ width: 290, flexShrink: 0, position: 'sticky', top: 'calc(var(--app-top-height, 0px) + 8px)', maxHeight: 'calc(100vh - var(--app-top-height, 0px) - 16px)', overflowY: 'auto' }}>
      <TextInput leadingVisual={SearchIcon} aria-label="Search files" placeholder={FILTER_FILES} value={filter} onChange={(e) => setFilter(e.target.value)} block size="small" />
      {tree.length === 0 ? (
        <p style={{ fontSize: 13, color: 'var(--fgColor-muted)', padding: 8 }}>No files found.</p>
      ) : (
        rows.length > VIRTUALISE_TREE_ABOVE_ROWS ? (
          <VirtualTree rows={rows} scroller={scroller} render={renderRow} />
        ) : (
          <ul role="tree" aria-label="Changed files" style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
            {renderNodes(tree, 0)}
          </ul>
        )
      )}
    </nav>
  );
}

/** The flat tree with only the rows near the file browser's viewport in the page (fixed row height, nothing measured). */
function VirtualTree({ rows, scroller, render }: { rows: readonly TreeRow[]; scroller: React.RefObject<HTMLElement | null>; render: (row: TreeRow, style: CSSProperties) => ReactNode }) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.key,
    overscan: 10,
    // The first render already lists the rows of a window-high browser (its height is measured next).
    initialRect: { width: 290, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  return (
    <ul role="tree" aria-label="Changed files" style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => render(rows[item.index]!, { position: 'absolute', top: 0, left: 0, width: '100%', height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }))}
    </ul>
  );
}
