import type { FollowUpPrefill } from '../hooks/useFollowUpPrefill';
import { Button, Checkbox, Flash, FormControl } from 'shared-kernel/primer';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { autocompleteSourcesFor, cancelCreatingConfirmation, useConfirm } from 'shared-kernel/ui';
import type { IssueType } from '../../../lib/types';
import { confirmDescriptionSecrets, DescriptionField, TemplateField, TitleField, TypeField, useLeavePageWarning } from 'issuable-ui/edit-form';
import { getIssueTemplate, useIssueTemplates } from '../../../api/getIssueTemplates';
import { uploadAttachment } from '../../../api/uploadAttachment';
import { issueTypeOptions } from '../../../lib/issueTypes';
import { createIssue, userIds } from '../api/createIssue';
import { EMPTY_METADATA, NewIssueMetadata, type NewIssueMetadataValue } from './NewIssueMetadata';
import { previewMarkdown } from '../api/previewMarkdown';
import type { RelatedIssue } from '../api/getRelatedIssue';
import { clearNewIssueDraft, newIssueDraft, saveNewIssueDraft } from '../draft';
import { CONFIDENTIAL_LABEL, CREATE_ERROR, NOT_ALLOWED_TEXT, relateToLabel, SIGN_IN_TEXT, TEMPLATE_LOAD_ERROR, TEMPLATE_REPLACE_CONFIRM } from '../texts';

export interface NewIssueFormProps {
  fullPath: string;
  related: RelatedIssue | null;
  canCreateIncident: boolean;
  /** Reporters and above: assignees, labels, milestone and due date (the server drops them for others). */
  canSetIssueMetadata?: boolean;
  initialType: IssueType;
  /** "Resolve all threads in a new issue": the server's prefilled title and description, and the merge request. */
  followUp?: FollowUpPrefill | null;
  /** Called with the new issue's `web_url` once it exists. */
  onCreated: (webUrl: string) => void;
  /** Where Cancel goes (the project's issues). */
  onCancel: () => void;
}

/** The server's messages for a refused create (422 `{ errors }`, 400 `{ message }`), else the generic text. */
function errorText(error: unknown): string {
  if (isApiError(error) && (error.status === 403 || error.status === 404)) return NOT_ALLOWED_TEXT;
  if (isApiError(error) && error.status === 401) return SIGN_IN_TEXT;
  if (isApiError(error) && error.status < 500 && error.messages.length > 0) return error.messages.join(', ');
  return CREATE_ERROR;
}

/**
 * GitLab's new-issue form: title (required), type, description template, the markdown description,
 * confidentiality and, for "New related issue", "Relate to #N" (checked). Drafts autosave under
 * `autosave/<project>/-/issues/new/…`; Create is disabled while the title is blank or while creating.
 */
export function NewIssueForm({ fullPath, related, canCreateIncident, canSetIssueMetadata = false, initialType, followUp = null, onCreated, onCancel }: NewIssueFormProps) {
  const confirm = useConfirm();
  const draft = useMemo(() => newIssueDraft(fullPath, related?.iid), [fullPath, related?.iid]);
  const [title, setTitle] = useState(() => draft.title.restore()?.text || followUp?.title || '');
  const [description, setDescription] = useState(() => draft.description.restore()?.text || followUp?.description || '');
  const [issueType, setIssueType] = useState<IssueType>(initialType === 'incident' && canCreateIncident ? 'incident' : 'issue');
  const [confidential, setConfidential] = useState(false);
  const [relate, setRelate] = useState(true);
  const [metadata, setMetadata] = useState<NewIssueMetadataValue>(EMPTY_METADATA);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const templates = useIssueTemplates(fullPath);
  // A new issue has no target yet: GitLab offers no quick actions list for it, the other sources do.
  const autocompleteSources = useMemo(() => autocompleteSourcesFor({ projectPath: fullPath }), [fullPath]);
  const changed = title !== '' || description !== '';
  // Leaving the page with unsaved changes asks first (the draft is kept either way).
  const changedRef = useLeavePageWarning(changed && !submitting);

  useEffect(() => {
    saveNewIssueDraft(draft, { title, description });
  }, [draft, title, description]);

  const canSubmit = title.trim().length > 0 && !submitting;

  async function submit() {
    if (!canSubmit) return;
    if (!(await confirmDescriptionSecrets(confirm, description))) return;
    setSubmitting(true);
    setError(null);
    try {
      const assigneeIds = canSetIssueMetadata && metadata.assignees.length ? await userIds(metadata.assignees.map((user) => user.username)) : [];
      const created = await createIssue(fullPath, {
        title,
        description,
        confidential,
        issueType,
        addRelatedIssue: related && relate ? related.iid : undefined,
        mergeRequestToResolveDiscussionsOf: followUp?.mergeRequestIid,
        ...(canSetIssueMetadata ? { assigneeIds, labelIds: metadata.labels.map((label) => label.id), milestoneId: metadata.milestoneId, dueDate: metadata.dueDate } : {}),
      });
      clearNewIssueDraft(draft);
      changedRef.current = false;
      onCreated(created.web_url);
    } catch (failure) {
      setError(errorText(failure));
      setSubmitting(false);
    }
  }

  async function cancel() {
    if (changed && !(await confirm(cancelCreatingConfirmation('issue')))) return;
    clearNewIssueDraft(draft);
    changedRef.current = false;
    onCancel();
  }

  async function applyTemplate(key: string) {
    if (!key) return;
    if (description.trim() !== '' && !(await confirm({ title: TEMPLATE_REPLACE_CONFIRM, confirmLabel: 'Apply template', variant: 'danger' }))) return;
    try {
      setDescription(await getIssueTemplate(fullPath, key));
    } catch {
      setError(TEMPLATE_LOAD_ERROR);
    }
  }

  return (
    <form
      aria-label="New issue"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      style={{ display: 'grid', gap: 16 }}
    >
      {error ? (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      ) : null}
      <TitleField name="issue[title]" value={title} placeholder="Title" onChange={setTitle} onSubmit={() => void submit()} />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <TypeField name="issue[issue_type]" value={issueType} options={issueTypeOptions(canCreateIncident)} onChange={setIssueType} />
        <TemplateField templates={templates} onChoose={(key) => void applyTemplate(key)} />
      </div>
      <DescriptionField
        id="issue-description"
        name="issue[description]"
        value={description}
        onChange={setDescription}
        renderPreview={(text) => previewMarkdown(fullPath, text)}
        onUpload={(file) => uploadAttachment({ fullPath }, file)}
        onSubmit={() => void submit()}
        autocompleteSources={autocompleteSources}
      />
      <FormControl>
        <Checkbox name="issue[confidential]" checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
        <FormControl.Label>{CONFIDENTIAL_LABEL}</FormControl.Label>
      </FormControl>
      {canSetIssueMetadata ? <NewIssueMetadata fullPath={fullPath} value={metadata} onChange={setMetadata} disabled={submitting} /> : null}
      {related ? (
        <FormControl>
          <Checkbox name="add_related_issue" value={String(related.iid)} checked={relate} onChange={(event) => setRelate(event.target.checked)} />
          <FormControl.Label>{relateToLabel(related.iid)}</FormControl.Label>
          <FormControl.Caption>{related.title}</FormControl.Caption>
        </FormControl>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={!canSubmit}>
          {submitting ? 'Creating issue…' : 'Create issue'}
        </Button>
        <Button type="button" onClick={() => void cancel()} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
