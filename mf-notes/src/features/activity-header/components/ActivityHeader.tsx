import { ActionList, ActionMenu, Button, Heading } from 'shared-kernel/primer';
import type { ReactNode } from 'react';
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
      <ActionMenu>
        <ActionMenu.Button aria-label={`Sort: ${SORT_LABELS[sort]}`}>{SORT_LABELS[sort]}</ActionMenu.Button>
        <ActionMenu.Overlay>
          <ActionList selectionVariant="single" aria-label="Sort direction">
            {(['asc', 'desc'] as const).map((value) => (
              <ActionList.Item key={value} selected={sort === value} onSelect={() => onSortChange(value)}>
                {SORT_LABELS[value]}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {filterMenu ?? (
      <ActionMenu>
        <ActionMenu.Button aria-label={`Filter: ${FILTER_LABELS[filter]}`}>{FILTER_LABELS[filter]}</ActionMenu.Button>
        <ActionMenu.Overlay>
          <ActionList selectionVariant="single" aria-label="Activity filter">
            {([0, 1, 2] as const).map((value) => (
              <ActionList.Item key={value} selected={filter === value} onSelect={() => onFilterChange(value)}>
                {FILTER_LABELS[value]}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      )}
    </div>
  );
}
