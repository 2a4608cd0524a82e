import { CounterLabel } from 'shared-kernel/primer';
import { IssueOpenedIcon } from '@primer/octicons-react';
import { UNKNOWN_COUNT_STYLE, useUserCounts } from './TodosCounter';

/**
 * The top bar's count of open issues assigned to the signed-in user (`assigned_issues` of
 * `/api/v4/user_counts`, the to-do counter's query), linking to that list. No number until the counts are
 * known (read once the page's first content is on screen).
 */
export function AssignedIssuesCounter() {
  const counts = useUserCounts().data;
  const count = Math.max(0, counts?.assigned_issues ?? 0);
  return (
    <a className="top-counter" href="/dashboard/issues?scope=assigned_to_me" aria-label={counts ? `Assigned issues: ${count}` : 'Assigned issues'} title="Assigned issues">
      <IssueOpenedIcon size={16} />
      <CounterLabel style={counts ? undefined : UNKNOWN_COUNT_STYLE}>{count}</CounterLabel>
    </a>
  );
}
