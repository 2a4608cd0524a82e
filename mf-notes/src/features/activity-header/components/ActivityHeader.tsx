import { TriangleDownIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, Heading } from 'shared-kernel/primer';
import { useState, type ReactNode } from 'react';
import type { NotesFilter, SortDirection } from '../../../lib/types';

export const SORT_LABELS: Record<SortDirection, string> = { asc: 'Oldest first', desc: 'Newest first' };
export const FILTER_LABELS: Record<NotesFilter, string> = { 0: 'All activity', 1: 'Comments only', 2: 'History only' };

export interface ActivityHeaderProps {
  sort: SortDirection;
  filter: NotesFilter;
  onSortChange: (sort: SortDirection) => void;
  onFilterChange: (filter: NotesFilter) => void;
  /** Incidents: the timeline view toggle (undefined hides it). */
  timeline?: { on: boolean; onToggle: () => void };
  /** Merge requests: their activity filter replaces the all / comments / history menu. */
  filterMenu?: ReactNode;
  /** The unresolved-thread counter and navigation. */
  children?: ReactNode;
}

/**
 * A menu button whose ActionMenu mounts on first use (click, or ArrowDown / ArrowUp as the menu's own button
 * takes them): until then the same button, without the menu's overlay, media queries and keyboard hooks,
 * which the first discussions' render does not need.
 */
function MenuOnFirstUse({ label, text, children }: { label: string; text: string; children: ReactNode }) {
  const [menu, setMenu] = useState<{ mounted: boolean; open: boolean }>({ mounted: false, open: false });
  if (!menu.mounted) {
    const open = () => setMenu({ mounted: true, open: true });
    return (
      <Button
        type="button"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={false}
        trailingAction={TriangleDownIcon}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open();
        }}
      >
        {text}
      </Button>
    );
  }
  return (
    <ActionMenu open={menu.open} onOpenChange={(open) => setMenu({ mounted: true, open })}>
      <ActionMenu.Button aria-label={label}>{text}</ActionMenu.Button>
      <ActionMenu.Overlay>{children}</ActionMenu.Overlay>
    </ActionMenu>
  );
}

/** "Activity" with the thread navigation, the timeline toggle (incidents), and the sort and filter menus. */
export function ActivityHeader({ sort, filter, onSortChange, onFilterChange, timeline, filterMenu, children }: ActivityHeaderProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '24px 0 8px', flexWrap: 'wrap' }}>
      <Heading as="h2" variant="small" style={{ marginRight: 'auto' }}>
        Activity
      </Heading>
      {children}
      {timeline && (
        <Button aria-pressed={timeline.on} onClick={timeline.onToggle} variant={timeline.on ? 'primary' : 'default'}>
          Timeline view
        </Button>
      )}
      <MenuOnFirstUse label={`Sort: ${SORT_LABELS[sort]}`} text={SORT_LABELS[sort]}>
        <ActionList selectionVariant="single" aria-label="Sort direction">
          {(['asc', 'desc'] as const).map((value) => (
            <ActionList.Item key={value} selected={sort === value} onSelect={() => onSortChange(value)}>
              {SORT_LABELS[value]}
            </ActionList.Item>
          ))}
        </ActionList>
      </MenuOnFirstUse>
      {filterMenu ?? (
        <MenuOnFirstUse label={`Filter: ${FILTER_LABELS[filter]}`} text={FILTER_LABELS[filter]}>
          <ActionList selectionVariant="single" aria-label="Activity filter">
            {([0, 1, 2] as const).map((value) => (
              <ActionList.Item key={value} selected={filter === value} onSelect={() => onFilterChange(value)}>
                {FILTER_LABELS[value]}
              </ActionList.Item>
            ))}
          </ActionList>
        </MenuOnFirstUse>
      )}
    </div>
  );
}
