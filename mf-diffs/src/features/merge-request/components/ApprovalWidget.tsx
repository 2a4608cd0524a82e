import { Button, Flash } from 'shared-kernel/primer';
import { CheckCircleIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { normalizeUser, UserAvatarLink } from 'shared-kernel/ui';
import { approveMergeRequest, unapproveMergeRequest } from '../api/approveMergeRequest';
import {
  APPROVAL_OPTIONAL,
  APPROVE,
  APPROVE_ADDITIONALLY,
  APPROVE_ERROR,
  APPROVED_BY,
  APPROVED_BY_YOU,
  APPROVED_BY_YOU_AND_OTHERS,
  REVOKE_APPROVAL,
  UNAPPROVE_ERROR,
} from '../texts';
import type { MergeRequestApprovals, MergeRequestPageData, MergeRequestRef } from '../types';

export interface ApprovalWidgetProps {
  mr: MergeRequestPageData;
  mergeRequest: MergeRequestRef;
  /** The server's approval state after approving or revoking (the page merges it into its copy and reloads). */
  onChanged: (approvals: MergeRequestApprovals) => void;
}

/** The summary line: who approved, "you" first as GitLab words it. */
export function approvalSummary(approvedBy: readonly unknown[], byYou: boolean): string {
  if (approvedBy.length === 0) return APPROVAL_OPTIONAL;
  if (byYou) return approvedBy.length > 1 ? APPROVED_BY_YOU_AND_OTHERS : APPROVED_BY_YOU;
  return APPROVED_BY;
}

/**
 * The approval widget of the merge request's Overview (GitLab Free): Approve (or Approve additionally when
 * others did), Revoke approval for one's own, the approvers' avatars; errors in GitLab's words.
 */
export function ApprovalWidget({ mr, mergeRequest, onChanged }: ApprovalWidgetProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approvedBy = mr.approved_by ?? [];
  const hasApproved = mr.user_has_approved ?? false;
  const canApprove = mr.user_can_approve ?? false;

  const run = async (revoke: boolean) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(revoke ? await unapproveMergeRequest(mergeRequest) : await approveMergeRequest(mergeRequest, mr.diff_head_sha ?? mr.sha));
    } catch (caught) {
      // A moved head (409) tells which sha it is now; anything else is GitLab's generic message.
      const conflict = isApiError(caught) && caught.status === 409 ? caught.messages.join(' ') : '';
      setError(conflict || (revoke ? UNAPPROVE_ERROR : APPROVE_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const summary = approvalSummary(approvedBy, hasApproved);
  return (
    <section aria-label="Approvals" style={{ border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12, margin: '16px 0', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {hasApproved ? (
          <Button variant="danger" disabled={busy} onClick={() => void run(true)}>
            {REVOKE_APPROVAL}
          </Button>
        ) : canApprove ? (
          <Button variant="primary" disabled={busy} onClick={() => void run(false)}>
            {approvedBy.length > 0 ? APPROVE_ADDITIONALLY : APPROVE}
          </Button>
        ) : null}
        <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {approvedBy.length > 0 ? <CheckCircleIcon fill="var(--fgColor-success, #1a7f37)" /> : null}
          <span data-testid="approvals-summary">{summary}</span>
        </span>
        {approvedBy.length > 0 ? (
          <ul aria-label="Approved by" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4 }}>
            {approvedBy.map(({ user }) => (
              <li key={user.id}>
                <UserAvatarLink user={normalizeUser(user)} size={24} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      ) : null}
    </section>
  );
}
