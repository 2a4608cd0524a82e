import { ChevronDownIcon, ChevronUpIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { ButtonGroup, IconButton } from 'shared-kernel/primer';
import { useMemo, useRef } from 'react';
import { useShortcut } from 'shared-kernel/react';
import { adjacentUnresolvedId, countResolvable } from '../../../lib/resolveCounting';
import type { Discussion } from '../../../lib/types';

/** "1 unresolved thread" / "3 unresolved threads". */
export function unresolvedLabel(count: number): string {
  return `${count} unresolved ${count === 1 ? 'thread' : 'threads'}`;
}

export const ALL_RESOLVED = 'All threads resolved!';

export interface ThreadNavigationProps {
  /** In display order. */
  discussions: readonly Discussion[];
  onFocus: (discussionId: string) => void;
  /** Merge requests: the new issue page that takes over the unresolved threads (`create_issue_to_resolve_discussions_path`). */
  resolveAllInIssueHref?: string | null;
}

export const RESOLVE_ALL_IN_ISSUE = 'Resolve all with new issue';

/**
 * The unresolved-thread counter with previous / next buttons and the `n` / `p` shortcuts; both
 * wrap around at the ends (spec §4). Hidden when there is no resolvable thread.
 */
export function ThreadNavigation({ discussions, onFocus, resolveAllInIssueHref }: ThreadNavigationProps) {
  const counts = useMemo(() => countResolvable(discussions), [discussions]);
  const current = useRef<string | null>(null);

  const go = (direction: 'next' | 'previous') => {
    const id = adjacentUnresolvedId(discussions, current.current, direction);
    if (!id) return;
    current.current = id;
    onFocus(id);
  };
  const enabled = counts.unresolved > 0;
  useShortcut('next-unresolved-thread', () => go('next'), { enabled });
  useShortcut('previous-unresolved-thread', () => go('previous'), { enabled });

  if (counts.resolvable === 0) return null;
  return (
    <div role="group" aria-label="Unresolved threads" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span role="status" style={{ color: 'var(--fgColor-muted)' }}>
        {counts.unresolved === 0 ? ALL_RESOLVED : unresolvedLabel(counts.unresolved)}
      </span>
      {counts.unresolved > 0 && (
        <ButtonGroup>
          <IconButton icon={ChevronUpIcon} size="small" aria-label="Go to previous unresolved thread" onClick={() => go('previous')} />
          <IconButton icon={ChevronDownIcon} size="small" aria-label="Go to next unresolved thread" onClick={() => go('next')} />
        </ButtonGroup>
      )}
      {counts.unresolved > 0 && resolveAllInIssueHref && (
        <a href={resolveAllInIssueHref} aria-label={RESOLVE_ALL_IN_ISSUE} title={RESOLVE_ALL_IN_ISSUE} style={{ display: 'inline-flex', color: 'var(--fgColor-muted)' }}>
          <IssueOpenedIcon />
        </a>
      )}
    </div>
  );
}
