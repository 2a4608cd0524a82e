import { Button, Label } from 'shared-kernel/primer';
import { useState } from 'react';
import { useShortcut } from 'shared-kernel/react';
import { LABELS_FETCH_ERROR, LabelsDropdown, type DropdownLabel } from 'shared-kernel/ui';
import { useIssuable } from '../page/IssuableContext';
import { None, SidebarSection } from './SidebarSection';

export const LABELS_UPDATE_ERROR = 'An error occurred while updating labels.';

/** The labels and, when the API has `labels` and the viewer may set metadata, the labels dropdown (shortcut `l`). */
export function SidebarLabels() {
  const { api, issue, setIssue, notify } = useIssuable();
  const labels = issue.labels ?? [];
  const port = api.labels;
  const canEdit = port !== undefined && Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const [dropdown, setDropdown] = useState<{ loading: boolean; error: string | null; labels: DropdownLabel[] } | null>(null);

  function open() {
    if (dropdown || !port) return;
    setDropdown({ loading: true, error: null, labels: [] });
    port.list().then(
      (list) => setDropdown({ loading: false, error: null, labels: list }),
      () => setDropdown({ loading: false, error: LABELS_FETCH_ERROR, labels: [] }),
    );
  }
  useShortcut('change-label', open, { enabled: canEdit });

  async function apply(selection: DropdownLabel[]) {
    setDropdown(null);
    if (!port) return;
    const chosen = selection.filter((label) => label.set);
    const previous = issue.labels;
    setIssue((current) => ({ ...current, labels: chosen.map((label) => ({ id: label.id, title: label.title, color: label.color, text_color: label.textColor, description: label.description })) }));
    try {
      const saved = await port.set(chosen.map((label) => label.id));
      if (saved.labels) setIssue((current) => ({ ...current, labels: saved.labels, lock_version: saved.lock_version ?? current.lock_version }));
    } catch {
      setIssue((current) => ({ ...current, labels: previous }));
      notify({ variant: 'danger', message: LABELS_UPDATE_ERROR });
    }
  }

  return (
    <SidebarSection
      title="Labels"
      action={
        canEdit ? (
          <Button size="small" variant="invisible" aria-keyshortcuts="l" aria-label="Edit labels" onClick={open}>
            Edit
          </Button>
        ) : null
      }
    >
      {dropdown && port ? (
        <LabelsDropdown
          labels={dropdown.labels}
          loading={dropdown.loading}
          error={dropdown.error}
          onApply={(selection) => void apply(selection)}
          onCancel={() => setDropdown(null)}
          onCreate={port.create}
          manageLabelsPath={port.manageHref}
          {...(port.workspace ? { workspace: port.workspace } : {})}
        />
      ) : null}
      {labels.length === 0 ? (
        <None />
      ) : (
        <ul aria-label="Labels" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
          {labels.map((label) => (
            <li key={label.id}>
              <Label style={{ background: label.color, color: label.text_color ?? undefined, borderColor: label.color }} title={label.description ?? undefined}>
                {label.title}
              </Label>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
