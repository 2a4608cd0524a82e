import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { useIssueContext } from '../../../lib/IssueContext';
import { setIssueWeight } from '../api/setIssueWeight';
import { displayedWeight } from '../milestone';
import { WEIGHT_FETCH_ERROR, WEIGHT_INVALID, WEIGHT_SET_ERROR } from '../texts';
import { InlineValueForm } from './InlineValueForm';
import { None, SidebarSection, useSidebarUpdate } from 'issuable-ui/react';

/** A weight as typed: a whole number of 0 or more (the server refuses anything else too). */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 2_147_483_647 ? value : null;
}

/** The weight (at most 99999 shown) and, for those who may set metadata, its editor and "remove weight". */
export function SidebarWeight() {
  const { ref, issue } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const [editing, setEditing] = useState(false);
  const { saving, update } = useSidebarUpdate({ setError: WEIGHT_SET_ERROR, fetchError: WEIGHT_FETCH_ERROR });
  const weight = displayedWeight(issue.weight);

  const save = (value: number | null) => {
    setEditing(false);
    void update(() => setIssueWeight(ref, value));
  };

  return (
    <SidebarSection
      title="Weight"
      action={
        canEdit && !editing ? (
          <Button size="small" variant="invisible" aria-label="Edit weight" disabled={saving} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {editing ? (
        <InlineValueForm
          label="Weight"
          type="number"
          initial={issue.weight === null || issue.weight === undefined ? '' : String(issue.weight)}
          validate={(text) => (text.trim() === '' || parseWeight(text) !== null ? null : WEIGHT_INVALID)}
          onSubmit={(text) => save(text.trim() === '' ? null : parseWeight(text))}
          onCancel={() => setEditing(false)}
        />
      ) : weight !== null ? (
        <span style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
          <strong>{weight}</strong>
          {canEdit ? (
            <>
              <span aria-hidden="true">-</span>
              <Button size="small" variant="link" disabled={saving} onClick={() => save(null)}>
                remove weight
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
