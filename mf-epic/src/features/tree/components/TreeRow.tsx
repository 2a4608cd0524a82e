import { Avatar, IconButton, Label, Link } from 'shared-kernel/primer';
import { ChevronDownIcon, ChevronRightIcon, EyeClosedIcon, GrabberIcon, IssueClosedIcon, IssueOpenedIcon, XIcon } from '@primer/octicons-react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { ChildItem, EpicChild } from '../api/getChildItems';
import { useChildItems } from '../hooks/useChildItems';
import { useShowLabels } from '../hooks/useShowLabels';
import { useTreeLevel } from '../hooks/useTreeLevel';
import { useTreeDragging, useTreeReorderContext, type TreeDrag, type TreeLevel } from '../hooks/useTreeReorder';
import { ChildList } from './ChildList';

/** Hovering a dragged row this long over a collapsed epic with children expands it (epic spec §9). */
export const HOVER_EXPAND_MS = 1000;

const HEALTH_TEXT = { onTrack: 'On track', needsAttention: 'Needs attention', atRisk: 'At risk' } as const;

function labelsHref(item: ChildItem, title: string): string {
  const scope = item.type === 'Epic' ? `/groups/${item.group.fullPath}/-/epics` : `${item.webPath.replace(/\/-\/issues\/\d+$/, '')}/-/issues`;
  return `${scope}?label_name[]=${encodeURIComponent(title)}`;
}

function stateTooltip(item: ChildItem): string {
  if (item.state === 'closed') return item.closedAt ? `Closed ${new Date(item.closedAt).toLocaleDateString()}` : 'Closed';
  return item.createdAt ? `Created ${new Date(item.createdAt).toLocaleDateString()}` : 'Open';
}

/** The counts of a child epic's own children (open/all epics and issues). */
function EpicCounts({ item }: { item: EpicChild }) {
  const c = item.descendantCounts;
  if (!c) return null;
  const epics = (c.openedEpics ?? 0) + (c.closedEpics ?? 0);
  const issues = (c.openedIssues ?? 0) + (c.closedIssues ?? 0);
  return (
    <span aria-label={`Epics ${c.openedEpics ?? 0} open, ${c.closedEpics ?? 0} closed; issues ${c.openedIssues ?? 0} open, ${c.closedIssues ?? 0} closed`} style={{ color: 'var(--fgColor-muted)' }}>
      {epics} epics · {issues} issues
    </span>
  );
}

/**
 * One row of the tree: state icon (tooltip: created or closed), confidential icon, title link, reference,
 * for epics their counts, for issues milestone, due date, weight, assignees and health status, the labels
 * (each linking to the list filtered by it). Child epics with children expand (their children load then).
 */
export interface TreeRowProps {
  item: ChildItem;
  /** The row's level as the reordering sees it now (read by events; null: the row cannot move). */
  level?: () => TreeLevel | null;
  /** The level's parent epic and the epics above it (for the levels an expanded row shows). */
  path?: TreeLevelPath | null;
  canAdmin?: boolean;
  onRemove?: (item: ChildItem) => void;
  /** The row's place in its level (1-based) and the level's loaded size, for assistive technology. */
  posinset?: number;
  setsize?: number;
  /** In a windowed level: where the row starts (px) and the level's measuring ref. */
  windowStart?: number;
  measure?: (element: HTMLElement | null) => void;
}

/** The parent epic of a level and the epics above it, which do not change while the level is shown. */
export interface TreeLevelPath {
  parentGid: string;
  ancestors: readonly string[];
}

const NO_LEVEL = () => null;

/**
 * Rows are memoised: a reorder draws again only the rows whose place changed, and a windowed level only the
 * rows coming into view.
 */
export const TreeRow = memo(function TreeRow({ item, level: levelOf = NO_LEVEL, path = null, canAdmin = false, onRemove, posinset, setsize, windowStart, measure }: TreeRowProps) {
  const [expanded, setExpanded] = useState(false);
  const expandable = item.type === 'Epic' && (item.hasChildren || item.hasIssues);
  const reorder = useTreeReorderContext();
  const dragging = useTreeDragging();
  const movable = path !== null;
  // The drop marker belongs to one drag: a drag ended elsewhere (or cancelled) leaves none behind.
  const [dropAt, setDropAt] = useState<{ drag: TreeDrag; at: 'before' | 'after' } | null>(null);
  const drop = dragging && dropAt?.drag === dragging ? dropAt.at : null;
  const setDrop = (at: 'before' | 'after' | null) => setDropAt(at ? { drag: dragging, at } : null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // A keyboard move re-inserts the row (or shows it in another level): the handle keeps the focus.
  useLayoutEffect(() => {
    if ((refocus.current || reorder.takeFocus(item)) && handle.current && document.activeElement !== handle.current) handle.current.focus();
    refocus.current = false;
  });
  const stopHover = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  useEffect(() => stopHover, []);

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    const dragged = reorder.currentDrag();
    const level = levelOf();
    if (!level || !dragged || !reorder.accepts(level)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    setDrop(event.clientY < box.top + box.height / 2 ? 'before' : 'after');
  };
  const dragEnter = () => {
    const dragged = reorder.currentDrag();
    if (!dragged || expanded || !expandable || hoverTimer.current) return;
    if (dragged.item.type === 'Epic' && dragged.item.id === item.id) return;
    hoverTimer.current = setTimeout(() => {
      hoverTimer.current = null;
      setExpanded(true);
    }, HOVER_EXPAND_MS);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDrop(null);
    stopHover();
  };
  const keyMove = (event: KeyboardEvent<HTMLButtonElement>) => {
    const level = levelOf();
    if (!level || !event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      refocus.current = true;
      reorder.moveBy(level, item, event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      reorder.moveIntoPrevious(level, item);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      reorder.moveOut(level, item);
    }
  };
  const showLabels = useShowLabels();
  const labels = showLabels ? (item.labels?.nodes ?? []).filter((label) => label !== null) : [];
  const StateIcon = item.state === 'opened' ? IssueOpenedIcon : IssueClosedIcon;

  return (
    // In a windowed level (ChildList) the row is placed at its start and measured (an expanded row grows).
    <li
      ref={measure}
      data-index={posinset !== undefined ? posinset - 1 : undefined}
      aria-label={item.title}
      aria-posinset={posinset}
      aria-setsize={setsize}
      style={{
        listStyle: 'none',
        borderBottom: '1px solid var(--borderColor-muted, #d8dee4)',
        padding: '6px 0',
        ...(windowStart !== undefined ? { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${windowStart}px)` } : {}),
      }}
    >
      <div
        data-drop={drop ?? undefined}
        draggable={movable}
        onDragStart={(event) => {
          const level = levelOf();
          if (!level) return;
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', item.reference);
          reorder.startDrag(item, level);
        }}
        onDragEnd={() => {
          setDrop(null);
          stopHover();
          reorder.endDrag();
        }}
        onDragOver={dragOver}
        onDragEnter={dragEnter}
        onDragLeave={dragLeave}
        onDrop={(event) => {
          event.preventDefault();
          stopHover();
          const at = drop;
          const level = levelOf();
          setDrop(null);
          if (level && at) reorder.dropOn(level, item, at);
        }}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
          boxShadow: drop === 'before' ? 'inset 0 2px 0 var(--borderColor-accent-emphasis, #0969da)' : drop === 'after' ? 'inset 0 -2px 0 var(--borderColor-accent-emphasis, #0969da)' : undefined,
        }}
      >
        {movable ? (
          <IconButton
            ref={handle}
            size="small"
            variant="invisible"
            icon={GrabberIcon}
            aria-label={`Move ${item.title}`}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft"
            title="Drag to reorder or move to another epic. Alt+Arrow Up/Down: move up or down; Alt+Arrow Right: into the epic above; Alt+Arrow Left: out of its epic"
            onKeyDown={keyMove}
            style={{ cursor: 'grab' }}
          />
        ) : null}
        {expandable ? (
          <IconButton
            size="small"
            variant="invisible"
            icon={expanded ? ChevronDownIcon : ChevronRightIcon}
            aria-label={expanded ? 'Collapse' : 'Expand'}
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          />
        ) : (
          <span style={{ width: 28 }} />
        )}
        <span role="img" aria-label={item.state === 'opened' ? 'Open' : 'Closed'} title={stateTooltip(item)} style={{ color: item.state === 'opened' ? 'var(--fgColor-success)' : 'var(--fgColor-done)' }}>
          <StateIcon />
        </span>
        {item.confidential ? (
          <span role="img" aria-label="Confidential" title="Confidential">
            <EyeClosedIcon />
          </span>
        ) : null}
        <Link href={item.webPath} style={{ fontWeight: 600 }}>
          {item.title}
        </Link>
        <span style={{ color: 'var(--fgColor-muted)' }}>{item.reference}</span>
        {item.type === 'Epic' ? <EpicCounts item={item} /> : null}
        {item.type === 'Issue' ? (
          <>
            {item.milestone ? <span aria-label={`Milestone: ${item.milestone.title}`}>{item.milestone.title}</span> : null}
            {item.dueDate ? <span aria-label={`Due date: ${item.dueDate.slice(0, 10)}`}>{item.dueDate.slice(0, 10)}</span> : null}
            {item.weight !== null ? <span aria-label={`Weight: ${item.weight}`}>Weight {item.weight}</span> : null}
            {(item.assignees?.nodes ?? []).filter((user) => user !== null).map((user) => (
              <a key={user.id} href={user.webUrl} aria-label={`Assignee: ${user.name}`}>
                <Avatar src={user.avatarUrl ?? '/favicon.svg'} size={16} alt="" />
              </a>
            ))}
            {item.healthStatus ? <Label variant={item.healthStatus === 'onTrack' ? 'success' : item.healthStatus === 'atRisk' ? 'danger' : 'attention'}>{HEALTH_TEXT[item.healthStatus]}</Label> : null}
          </>
        ) : null}
        {labels.map((label) => (
          <a key={label.id} href={labelsHref(item, label.title)} title={label.description ?? undefined} style={{ textDecoration: 'none' }}>
            <Label style={{ background: label.color, color: label.textColor, borderColor: label.color }}>{label.title}</Label>
          </a>
        ))}
        <span style={{ flex: 1 }} />
        {canAdmin && item.relationPath && onRemove ? (
          <IconButton size="small" variant="invisible" icon={XIcon} aria-label={`Remove ${item.title}`} onClick={() => onRemove(item)} />
        ) : null}
      </div>
      {expanded && item.type === 'Epic' ? <ExpandedChildren epic={item} canAdmin={canAdmin} above={path} /> : null}
    </li>
  );
});

function ExpandedChildren({ epic, canAdmin, above }: { epic: EpicChild; canAdmin: boolean; above: TreeLevelPath | null }) {
  const children = useChildItems({ fullPath: epic.group.fullPath, iid: epic.iid });
  const { state, items, showMore, reload } = children;
  const ancestors = useMemo(() => (above ? [...above.ancestors, above.parentGid] : []), [above]);
  const level = useTreeLevel(children, ancestors, useTreeReorderContext().register);
  return (
    <div style={{ paddingLeft: 24 }}>
      <ChildList state={state} items={items} level={above ? level : null} onShowMore={showMore} label={`Children of ${epic.title}`} canAdmin={canAdmin} onChanged={reload} />
    </div>
  );
}

