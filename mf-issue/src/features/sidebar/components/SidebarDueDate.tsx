import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { formatDate, parseIsoDate } from 'shared-kernel/dates';
import { useIssueContext } from '../../../lib/IssueContext';
import { setIssueDueDate } from '../api/setIssueDueDate';
import { DUE_DATE_FETCH_ERROR, DUE_DATE_SET_ERROR } from '../texts';
import { InlineValueForm } from './InlineValueForm';
import { None, SidebarSection, useSidebarUpdate } from 'issuable-ui/react';

const INVALID_DATE = 'Enter a date as yyyy-mm-dd.';

/** The due date and, for those who may set metadata, a date editor and "remove due date". */
export function SidebarDueDate() {
  const { ref, issue } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const [editing, setEditing] = useState(false);
  const { saving, update } = useSidebarUpdate({ setError: DUE_DATE_SET_ERROR, fetchError: DUE_DATE_FETCH_ERROR });
  const dueDate = parseIsoDate(issue.due_date ?? '');

  const save = (value: string | null) => {
    setEditing(false);
    void update(() => setIssueDueDate(ref, value));
  };

  return (
    <SidebarSection
      title="Due date"
      action={
        canEdit && !editing ? (
          <Button size="small" variant="invisible" aria-label="Edit due date" disabled={saving} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {editing ? (
        <InlineValueForm
          label="Due date"
          type="date"
          initial={issue.due_date ?? ''}
          validate={(text) => (text === '' || parseIsoDate(text) ? null : INVALID_DATE)}
          onSubmit={(text) => save(text === '' ? null : text)}
          onCancel={() => setEditing(false)}
        />
      ) : dueDate ? (
        <span style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
          <time dateTime={issue.due_date ?? ''}>{formatDate(dueDate, 'mmm d, yyyy')}</time>
          {canEdit ? (
            <>
              <span aria-hidden="true">-</span>
              <Button size="small" variant="link" disabled={saving} onClick={() => save(null)}>
                remove due date
              </Button>
            </>
          ) : null}
        </span>
      ) : (
        <None />
      )}
    </SidebarSection>
  );
}
