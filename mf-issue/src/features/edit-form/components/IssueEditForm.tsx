import { Button, Flash, FormControl, TextInput } from '@primer/react';
import { useEffect, useMemo, useState } from 'react';
import { MarkdownEditor, isSubmitChord, useConfirm } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { issuePath, type IssuableType, type IssuePageData } from '../../../lib/types';
import { toPagePath } from '../../../lib/navigate';
import { typeName } from '../../header/texts';
import { visibleActions } from '../../actions/components/IssueActionsMenu';
import { getIssueTemplate, useIssueTemplates } from '../api/getIssueTemplates';
import { previewMarkdown } from '../api/previewMarkdown';
import { uploadAttachment } from '../api/uploadAttachment';
import { IssueConflictError, updateErrorMessage, updateIssue } from '../api/updateIssue';
import { clearDraft, issueDraftSlots, restoreDraft, saveDraft, serverChanges, type ServerChanges } from '../draft';
import { confirmDescriptionSecrets } from '../confirmSecrets';
import { useLeavePageWarning } from '../hooks/useLeavePageWarning';
import { CONCURRENT_EDIT_WARNING, LOSE_CHANGES_TEXT, OUTDATED_DRAFT_WARNING, TEMPLATE_LOAD_ERROR } from '../texts';
import { IssueTypeField, TemplateField } from './IssuableTypeFields';
import { ServerChangesDetails } from './ServerChangesDetails';

export interface IssueEditFormProps {
  onClose: () => void;
}

/** What the form was opened against: the server's text and lock_version at that moment. */
interface Base {
  title: string;
  description: string;
  lockVersion: number;
}

const baseOf = (issue: IssuePageData): Base => ({ title: issue.title, description: issue.description ?? '', lockVersion: issue.lock_version });

/**
 * The inline edit form: title, type, template, markdown description, Save / Cancel. Drafts are autosaved
 * under `autosave/<page path>/…`; a stale `lock_version` (409, or a poll showing another edit) shows the
 * concurrent-edit warning with what changed, and the next Save overwrites knowingly.
 */
export function IssueEditForm({ onClose }: IssueEditFormProps) {
  const { ref, issue, currentUser, setIssue, navigate, refetch } = useIssueContext();
  const confirm = useConfirm();
  const slots = useMemo(() => issueDraftSlots(issuePath(ref)), [ref]);
  const [base, setBase] = useState<Base>(() => baseOf(issue));
  const [initial] = useState(() => restoreDraft(slots, baseOf(issue)));
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [issueType, setIssueType] = useState<IssuableType>(issue.issue_type);
  const isEpic = issue.issue_type === 'epic';
  const [outdatedDraft, setOutdatedDraft] = useState(initial.outdated);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ServerChanges | null>(null);
  // Description templates are a project's; an epic has none.
  const templates = useIssueTemplates(isEpic ? null : ref.fullPath);
  const show = visibleActions(issue, currentUser !== null);
  const type = typeName(issue.issue_type);

  // A poll brought someone else's edit while the form is open: warn and show what changed.
  const polled = serverChanges(base, { title: issue.title, description: issue.description ?? '' });
  const warning = conflict ?? (issue.lock_version !== base.lockVersion ? polled : null);

  const changed = title !== base.title || description !== base.description;
  // Leaving the page with unsaved changes asks first.
  useLeavePageWarning(changed && !saving);

  useEffect(() => {
    // Until the user answers Keep or Discard, the stored draft (and its old lock_version) stays as it is.
    if (outdatedDraft) return;
    saveDraft(slots, { title, description }, base);
  }, [slots, title, description, base, outdatedDraft]);

  const canSave = title.trim().length > 0 && !saving;

  async function save() {
    if (!canSave) return;
    if (!(await confirmDescriptionSecrets(confirm, description))) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await updateIssue(ref, { title, description, lock_version: base.lockVersion, issue_type: issueType });
      clearDraft(slots);
      setIssue(() => saved);
      onClose();
      // A new type lives at a new address (`/-/issues/incident/:iid`).
      if (saved.issue_type !== issue.issue_type) navigate(toPagePath(saved.web_url));
      void refetch().catch(() => {});
    } catch (failure) {
      if (failure instanceof IssueConflictError) {
        try {
          const latest = await refetch();
          setConflict(serverChanges(base, { title: latest.title, description: latest.description ?? '' }) ?? { title: null, description: null });
          // The next Save overwrites knowingly, against the version just shown.
          setBase((current) => ({ ...current, lockVersion: latest.lock_version }));
        } catch {
          setConflict({ title: null, description: null });
        }
      } else {
        setError(updateErrorMessage(type, failure));
      }
    } finally {
      setSaving(false);
    }
  }

  async function cancel() {
    if (changed && !(await confirm({ title: LOSE_CHANGES_TEXT, confirmLabel: 'OK', cancelLabel: 'Cancel', variant: 'danger' }))) return;
    clearDraft(slots);
    onClose();
  }

  async function applyTemplate(key: string) {
    if (!key) return;
    try {
      setDescription(await getIssueTemplate(ref.fullPath, key));
    } catch {
      setError(TEMPLATE_LOAD_ERROR);
    }
  }

  return (
    <form
      aria-label={`Edit ${type}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      style={{ display: 'grid', gap: 12, marginBottom: 16 }}
    >
      {outdatedDraft ? (
        <Flash variant="warning" role="alert">
          <p style={{ marginTop: 0 }}>{OUTDATED_DRAFT_WARNING}</p>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button size="small" onClick={() => setOutdatedDraft(false)}>
              Keep
            </Button>
            <Button
              size="small"
              variant="danger"
              onClick={() => {
                setDescription(base.description);
                slots.description.clear();
                setOutdatedDraft(false);
              }}
            >
              Discard
            </Button>
          </div>
        </Flash>
      ) : null}
      {warning ? (
        <Flash variant="warning" role="alert">
          {CONCURRENT_EDIT_WARNING}
          <ServerChangesDetails changes={warning} />
        </Flash>
      ) : null}
      {error ? (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      ) : null}
      <FormControl required>
        <FormControl.Label>Title</FormControl.Label>
        <TextInput
          name={isEpic ? 'epic[title]' : 'issue[title]'}
          block
          value={title}
          autoFocus
          maxLength={255}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (isSubmitChord(event.nativeEvent)) {
              event.preventDefault();
              void save();
            }
          }}
        />
      </FormControl>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {show.edit && !isEpic ? (
          <IssueTypeField value={issueType} onChange={setIssueType} canChooseIncident={show.incidentTypeOption} />
        ) : null}
        <TemplateField templates={templates} onChoose={(key) => void applyTemplate(key)} />
      </div>
      <div>
        <div style={{ fontWeight: 600, marginBottom: 4 }}>Description</div>
        <MarkdownEditor
          id={`${isEpic ? 'epic' : 'issue'}-${issue.iid}-description`}
          name={isEpic ? 'epic[description]' : 'issue[description]'}
          label="Description"
          value={description}
          onChange={setDescription}
          renderPreview={(text) => previewMarkdown(ref, text)}
          onUpload={(file) => uploadAttachment(ref, file)}
          onSubmit={() => void save()}
          placeholder="Write a description or drag your files here…"
          rows={12}
        />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={!canSave}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button type="button" onClick={() => void cancel()} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
