import { CounterLabel } from 'shared-kernel/primer';
import { IssueOpenedIcon } from '@primer/octicons-react';
import { useQuery } from 'shared-kernel/react';
import { getUserCounts, USER_COUNTS_QUERY_KEY } from './TodosCounter';

/**
 * The top bar's count of open issues assigned to the signed-in user (`assigned_issues` of
 * `/api/v4/user_counts`, the to-do counter's query), linking to that list.
 */
export function AssignedIssuesCounter() {
  const query = useQuery({ queryKey: USER_COUNTS_QUERY_KEY, queryFn: ({ signal }) => getUserCounts(signal) });
  const count = Math.max(0, query.data?.assigned_issues ?? 0);
  return (
    <a className="top-counter" href="/dashboard/issues?scope=assigned_to_me" aria-label={`Assigned issues: ${count}`} title="Assigned issues">
      <IssueOpenedIcon size={16} />
      <CounterLabel>{count}</CounterLabel>
    </a>
  );
}
