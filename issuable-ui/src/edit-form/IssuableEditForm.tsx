import { Button, Flash } from 'shared-kernel/primer';
import { useEffect, useMemo, useState } from 'react';
import { useConfirm } from 'shared-kernel/ui';
import { IssuableConflictError, type IssuableData } from 'issuable-ui/react';
import { toPagePath, useIssuable, visibleActions } from 'issuable-ui/react';
import { clearDraft, issueDraftSlots, restoreDraft, saveDraft, serverChanges, type ServerChanges } from './draft';
import { confirmDescriptionSecrets } from './confirmSecrets';
import { useLeavePageWarning } from './useLeavePageWarning';
import { useTemplates } from './useTemplates';
import { CONCURRENT_EDIT_WARNING, LOSE_CHANGES_TEXT, OUTDATED_DRAFT_WARNING, TEMPLATE_LOAD_ERROR, updateErrorMessage } from './texts';
import { TemplateField, TypeField } from './IssuableTypeFields';
import { DescriptionField, TitleField } from './IssuableTextFields';
import { ServerChangesDetails } from './ServerChangesDetails';

export interface IssuableEditFormProps {
  onClose: () => void;
}

/** What the form was opened against: the server's text and lock_version at that moment. */
interface Base {
  title: string;
  description: string;
  lockVersion: number;
}

const baseOf = (issue: IssuableData): Base => ({ title: issue.title, description: issue.description ?? '', lockVersion: issue.lock_version });

/**
 * The inline edit form: title, type and template (when the API offers them), markdown description,
 * Save / Cancel, saved through `api.save`. Drafts are autosaved
 * under `autosave/<page path>/…`; a stale `lock_version` (409, or a poll showing another edit) shows the
 * concurrent-edit warning with what changed, and the next Save overwrites knowingly.
 */
export function IssuableEditForm({ onClose }: IssuableEditFormProps) {
  const { api, issue, currentUser, setIssue, navigate, refetch } = useIssuable();
  const confirm = useConfirm();
  const slots = useMemo(() => issueDraftSlots(api.pagePath), [api.pagePath]);
  const [base, setBase] = useState<Base>(() => baseOf(issue));
  const [initial] = useState(() => restoreDraft(slots, baseOf(issue)));
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [issueType, setIssueType] = useState<string>(issue.issue_type);
  const [outdatedDraft, setOutdatedDraft] = useState(initial.outdated);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ServerChanges | null>(null);
  const templates = useTemplates(api);
  const show = visibleActions(api, issue, currentUser !== null);
  const typeOptions = show.edit ? (api.typeOptions?.(issue, show.incidentTypeOption) ?? []) : [];
  const type = api.texts(issue).noun;

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
      const saved = await api.save({ title, description, lock_version: base.lockVersion, ...(typeOptions.length > 0 ? { issue_type: issueType } : {}) });
      clearDraft(slots);
      setIssue(() => saved);
      onClose();
      // A new type lives at a new address (`/-/issues/incident/:iid`).
      if (saved.issue_type !== issue.issue_type) navigate(toPagePath(saved.web_url));
      void refetch().catch(() => {});
    } catch (failure) {
      if (failure instanceof IssuableConflictError) {
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
    if (!key || !api.templates) return;
    try {
      setDescription(await api.templates.get(key));
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
      <TitleField name={`${api.formName}[title]`} value={title} onChange={setTitle} onSubmit={() => void save()} />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {typeOptions.length > 0 ? <TypeField name={`${api.formName}[issue_type]`} value={issueType} options={typeOptions} onChange={setIssueType} /> : null}
        <TemplateField templates={templates} onChoose={(key) => void applyTemplate(key)} />
      </div>
      <DescriptionField
        id={`${api.formName}-${issue.iid}-description`}
        name={`${api.formName}[description]`}
        value={description}
        onChange={setDescription}
        renderPreview={(text) => api.previewMarkdown(text)}
        onUpload={(file) => api.upload(file)}
        autocompleteSources={api.autocompleteSources}
        onSubmit={() => void save()}
      />
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
