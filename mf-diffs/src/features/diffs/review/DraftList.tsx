import { useState } from 'react';
import { deleteNoteConfirmation, UserAvatar, useConfirm } from 'shared-kernel/ui';
import { deleteDraft, refreshDrafts, serverMessage, type DraftNote } from './drafts';
import { DELETE_DRAFT, draftSaveFailed, PENDING, PENDING_HIDDEN } from './texts';

const boxStyle = { border: '1px dashed var(--borderColor-attention-emphasis, #9a6700)', borderRadius: 6, background: 'var(--bgColor-attention-muted, #fff8c5)', margin: '4px 8px', padding: 8, fontSize: 14 };

/** GitLab's 'Pending' badge of a draft, with its explanation as tooltip and as text. */
export function PendingBadge() {
  return (
    <span data-testid="pending-badge" title={PENDING_HIDDEN} style={{ display: 'inline-block', padding: '0 6px', borderRadius: 10, background: 'var(--bgColor-attention-emphasis, #9a6700)', color: '#fff', fontSize: 12, lineHeight: '18px' }}>
      {PENDING}
    </span>
  );
}

/** The viewer's pending comments on a line or file of the diff, where they will be published. */
export function DraftList({ drafts, fullPath, iid, mergeRequestId }: { drafts: readonly DraftNote[]; fullPath: string; iid: number; mergeRequestId: number }) {
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();
  const remove = async (draft: DraftNote) => {
    if (!(await confirm(deleteNoteConfirmation('pending comment')))) return;
    setError(null);
    try {
      await deleteDraft(fullPath, iid, draft.id);
      await refreshDrafts(mergeRequestId);
    } catch (failure) {
      setError(draftSaveFailed(serverMessage(failure)));
    }
  };
  return (
    <div data-testid="diff-drafts" style={{ background: 'var(--bgColor-muted, #f6f8fa)', padding: '2px 0', fontFamily: 'var(--fontStack-sansSerif, sans-serif)', whiteSpace: 'normal' }}>
      {drafts.map((draft) => (
        <div key={draft.id} style={boxStyle} data-testid="draft-note" data-draft-id={draft.id}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {draft.author ? <UserAvatar entity={{ id: draft.author.id, name: draft.author.name, avatarUrl: draft.author.avatar_url }} size={24} /> : null}
            <strong>{draft.author?.name}</strong>
            <PendingBadge />
            <button
              type="button"
              style={{ marginLeft: 'auto' }}
              onClick={() => void remove(draft)}
            >
              {DELETE_DRAFT}
            </button>
          </div>
          <div className="md" dangerouslySetInnerHTML={{ __html: draft.note_html }} />
          <p style={{ margin: '4px 0 0', fontSize: 12, color: 'var(--fgColor-muted, #59636e)' }}>{PENDING_HIDDEN}</p>
        </div>
      ))}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
