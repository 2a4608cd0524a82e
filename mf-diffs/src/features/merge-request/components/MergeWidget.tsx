import { Button, Flash } from 'shared-kernel/primer';
import { GitMergeIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { mergeMergeRequest } from '../api/mergeMergeRequest';
import { mergeabilityOf } from '../lib/mergeability';
import { CLOSED_TEXT, MERGE, MERGE_FAILED, mergedBy, MERGING } from '../texts';
import type { MergeRequestPageData, MergeRequestRef } from '../types';

export interface MergeWidgetProps {
  mr: MergeRequestPageData;
  mergeRequest: MergeRequestRef;
  /** The merged merge request (the server's answer) replaces the page's copy. */
  onMerged: (merged: MergeRequestPageData) => void;
}

/** The merge widget: Merge (mergeable), 'Merge blocked…' (draft, conflicts, threads), merged or closed. */
export function MergeWidget({ mr, mergeRequest, onMerged }: MergeWidgetProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = mergeabilityOf(mr);
  const merge = async () => {
    setBusy(true);
    setError(null);
    try {
      onMerged(await mergeMergeRequest(mergeRequest, mr.diff_head_sha ?? mr.sha));
    } catch (caught) {
      const messages = isApiError(caught) ? caught.messages : [];
      setError(messages.join(' ') || MERGE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Merge" style={{ border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12, margin: '16px 0', display: 'flex', flexDirection: 'column', gap: 8 }}>
      {state.kind === 'merged' ? (
        <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
          <GitMergeIcon /> {mergedBy((mr.merge_user ?? mr.merged_by)?.name ?? null)}
          {mr.merge_commit_sha ? <code>{mr.merge_commit_sha.slice(0, 8)}</code> : null}
        </p>
      ) : state.kind === 'closed' ? (
        <p style={{ margin: 0 }}>{CLOSED_TEXT}</p>
      ) : (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button variant="primary" disabled={state.kind !== 'ready' || !state.canMerge || busy} onClick={() => void merge()}>
            {busy ? MERGING : MERGE}
          </Button>
          <span>{state.message}</span>
        </div>
      )}
      {error ? (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      ) : null}
    </section>
  );
}
