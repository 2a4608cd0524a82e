import { Button, Flash } from 'shared-kernel/primer';
import type { NotesFilter } from '../../../lib/types';

/** Shown instead of the comment form while "History only" is chosen (spec §2). */
export function HistoryOnlyNotice({ onFilterChange }: { onFilterChange: (filter: NotesFilter) => void }) {
  return (
    <Flash style={{ marginTop: 16 }}>
      <p style={{ margin: '0 0 8px' }}>
        You&apos;re only seeing <strong>other activity</strong> in the feed. To add a comment, switch to one of the following options.
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => onFilterChange(0)}>Show all activity</Button>
        <Button onClick={() => onFilterChange(1)}>Show comments only</Button>
      </div>
    </Flash>
  );
}
