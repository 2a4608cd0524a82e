import { Link } from 'shared-kernel/primer';
import { formatDate, parseIsoDate } from 'shared-kernel/dates';
import { useIssueContext } from '../../../lib/IssueContext';
import { groupPathOf } from '../../../lib/types';
import { getGroupIterations, type GroupIteration } from '../api/getGroupIterations';
import { setIssueIteration } from '../api/setIssueIteration';
import { ITERATION_FETCH_ERROR, ITERATION_SET_ERROR, ITERATIONS_FETCH_ERROR } from '../texts';
import { SidebarAttributePicker, type PickerOption } from './SidebarAttributePicker';
import { None, useSidebarUpdate } from 'issuable-ui/react';

/** "Dec 1, 2026 – Dec 14, 2026" (iterations without a title are named by their dates, as in GitLab). */
export function iterationPeriod(startDate: string | null | undefined, dueDate: string | null | undefined): string {
  const start = parseIsoDate((startDate ?? '').slice(0, 10));
  const due = parseIsoDate((dueDate ?? '').slice(0, 10));
  return [start, due].filter((date): date is Date => date !== null).map((date) => formatDate(date, 'mmm d, yyyy')).join(' – ');
}

function optionOf(iteration: GroupIteration): PickerOption {
  const period = iterationPeriod(iteration.startDate, iteration.dueDate);
  return { id: iteration.id, text: iteration.title ?? period, description: iteration.title ? period : undefined };
}

/** The issue's iteration and, for those who may set metadata, a picker of the group's open iterations. */
export function SidebarIteration() {
  const { ref, issue } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const { saving, update } = useSidebarUpdate({ setError: ITERATION_SET_ERROR, fetchError: ITERATION_FETCH_ERROR });
  const iteration = issue.iteration ?? null;
  const period = iteration ? iterationPeriod(iteration.start_date, iteration.due_date) : '';
  return (
    <SidebarAttributePicker
      title="Iteration"
      editLabel="Edit iteration"
      panelTitle="Assign iteration"
      noneText="No iteration"
      canEdit={canEdit}
      currentId={iteration ? `gid://gitlab/Iteration/${iteration.id}` : null}
      load={async (search) => (await getGroupIterations(ref, search)).map(optionOf)}
      queryKey={['group', groupPathOf(ref), 'iterations']}
      loadError={ITERATIONS_FETCH_ERROR}
      onChoose={(id) => update(() => setIssueIteration(ref, id))}
      busy={saving}
    >
      {iteration ? (
        <span style={{ display: 'flex', flexDirection: 'column' }}>
          <Link href={iteration.web_url ?? '#'}>{iteration.title ?? period}</Link>
          {iteration.title ? <span style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>{period}</span> : null}
        </span>
      ) : (
        <None />
      )}
    </SidebarAttributePicker>
  );
}
