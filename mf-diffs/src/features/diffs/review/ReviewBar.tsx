import { useState, type FormEvent } from 'react';
import { getQueryClient, issuableJsonQuery, noteableQueryKey } from 'shared-kernel/query';
import { useConfirm } from 'shared-kernel/ui';
import { discardReview, publishReview, refreshDrafts, serverMessage, useDrafts } from './drafts';
import { APPROVE, DISCARD_BODY, DISCARD_REVIEW, DISCARD_TITLE, pendingComments, REVIEW_FAILED, SUBMIT_REVIEW, SUMMARY_LABEL } from './texts';

export interface ReviewBarProps {
  fullPath: string;
  iid: number;
  mergeRequestId: number;
  /** Whether the viewer may approve (and has not yet): the submit form offers 'Approve merge request'. */
  canApprove: boolean;
  canComment: boolean;
}

/**
 * GitLab's review bar, on every tab while the viewer has pending comments: their count, 'Submit review'
 * (an optional summary comment and approval) and 'Discard review' (after a confirmation).
 */
export function ReviewBar({ fullPath, iid, mergeRequestId, canApprove, canComment }: ReviewBarProps) {
  const drafts = useDrafts(fullPath, iid, mergeRequestId, canComment);
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState('');
  const [approve, setApprove] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (drafts.length === 0 && !error) return null;

  const afterChange = async () => {
    await Promise.all([
      refreshDrafts(mergeRequestId),
      getQueryClient().invalidateQueries({ queryKey: noteableQueryKey('MergeRequest', mergeRequestId) }),
      getQueryClient().invalidateQueries({ queryKey: issuableJsonQuery('merge_request', fullPath, iid).queryKey }),
    ]);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // One request: the drafts are published (all or none), then the approval when asked.
      await publishReview(fullPath, iid, summary, approve && canApprove);
    } catch (failure) {
      // A refused approval comes after a published review: both are re-read, the server's words shown.
      setError(serverMessage(failure) ?? REVIEW_FAILED);
      setBusy(false);
      await afterChange();
      return;
    }
    setSummary('');
    setApprove(false);
    setOpen(false);
    setBusy(false);
    await afterChange();
  };
  const discard = async () => {
    const ok = await confirm({ title: DISCARD_TITLE, body: DISCARD_BODY, confirmLabel: DISCARD_REVIEW, variant: 'danger' });
    if (!ok) return;
    setError(null);
    try {
      await discardReview(fullPath, iid);
    } catch (failure) {
      setError(serverMessage(failure) ?? REVIEW_FAILED);
    }
    await afterChange();
  };
  return (
    <aside
      aria-label="Review"
      data-testid="review-bar"
      style={{ position: 'sticky', bottom: 0, zIndex: 10, background: 'var(--bgColor-default, #fff)', borderTop: '1px solid var(--borderColor-default, #d0d7de)', padding: '8px 16px', display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {drafts.length > 0 ? <strong data-testid="review-count">{pendingComments(drafts.length)}</strong> : null}
        <span style={{ flex: 1 }} />
        {drafts.length > 0 ? (
          <>
            <button type="button" onClick={() => void discard()} disabled={busy}>
              {DISCARD_REVIEW}
            </button>
            <button type="button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)} disabled={busy}>
              {SUBMIT_REVIEW}
            </button>
          </>
        ) : null}
      </div>
      {error ? (
        <p role="alert" style={{ margin: 0, color: 'var(--fgColor-danger, #d1242f)' }}>
          {error}
        </p>
      ) : null}
      {open ? (
        <form onSubmit={(event) => void submit(event)} style={{ display: 'flex', flexDirection: 'column', gap: 6 }} data-testid="submit-review-form">
          <label>
            {SUMMARY_LABEL}
            <textarea value={summary} onChange={(e) => setSummary(e.target.value)} rows={3} style={{ width: '100%', boxSizing: 'border-box', display: 'block' }} />
          </label>
          {canApprove ? (
            <label>
              <input type="checkbox" checked={approve} onChange={(e) => setApprove(e.target.checked)} /> {APPROVE}
            </label>
          ) : null}
          <div>
            <button type="submit" disabled={busy}>
              {SUBMIT_REVIEW}
            </button>
          </div>
        </form>
      ) : null}
    </aside>
  );
}
