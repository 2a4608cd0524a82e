import { useState } from 'react';
import { deleteNoteConfirmation, UserAvatar, useConfirm } from 'shared-kernel/ui';
import { deleteDraft, refreshDrafts, serverMessage, updateDraft, type DraftNote } from './drafts';
import { CANCEL_EDIT, DELETE_DRAFT, draftSaveFailed, EDIT_DRAFT, PENDING, PENDING_HIDDEN, SAVE_DRAFT } from './texts';

const boxStyle = { border: '1px dashed var(--borderColor-attention-emphasis, #9a6700)', borderRadius: 6, background: 'var(--bgColor-attention-muted, #fff8c5)', margin: '4px 8px', padding: 8, fontSize: 14 };

/** GitLab's 'Pending' badge of a draft, with its explanation as tooltip and as text. */
export function PendingBadge() {
  return (
    <span data-testid="pending-badge" title={PENDING_HIDDEN} style={{ display: 'inline-block', padding: '0 6px', borderRadius: 10, background: 'var(--bgColor-attention-emphasis, #9a6700)', color: '#fff', fontSize: 12, lineHeight: '18px' }}>
      {PENDING}
    </span>
  );
}

export interface DraftTarget {
  fullPath: string;
  iid: number;
  mergeRequestId: number;
}

/**
 * One pending comment, where it will be published (under its line, on its file, or inside the thread it
 * replies to): its author, the 'Pending' badge, and editing in place or deleting it (after a confirmation).
 */
export function DraftItem({ draft, target, style }: { draft: DraftNote; target: DraftTarget; style?: React.CSSProperties }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(draft.note);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refreshDrafts(target.mergeRequestId);
      return true;
    } catch (failure) {
      setError(draftSaveFailed(serverMessage(failure)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await confirm(deleteNoteConfirmation('pending comment')))) return;
    await run(() => deleteDraft(target.fullPath, target.iid, draft.id));
  };
  const save = async () => {
    if (!text.trim()) return;
    if (await run(() => updateDraft(target.fullPath, target.iid, draft.id, text))) setEditing(false);
  };
  return (
    <div style={{ ...boxStyle, ...style }} data-testid="draft-note" data-draft-id={draft.id}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {draft.author ? <UserAvatar entity={{ id: draft.author.id, name: draft.author.name, avatarUrl: draft.author.avatar_url }} size={24} /> : null}
        <strong>{draft.author?.name}</strong>
        <PendingBadge />
        <span style={{ marginLeft: 'auto', display: 'flex', gap: 4 }}>
          {editing ? null : (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setText(draft.note);
                setEditing(true);
              }}
            >
              {EDIT_DRAFT}
            </button>
          )}
          <button type="button" disabled={busy} onClick={() => void remove()}>
            {DELETE_DRAFT}
          </button>
        </span>
      </div>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <textarea aria-label={EDIT_DRAFT} autoFocus value={text} onChange={(e) => setText(e.target.value)} rows={3} style={{ width: '100%', boxSizing: 'border-box', fontFamily: 'inherit', marginTop: 4 }} />
          <div style={{ display: 'flex', gap: 8, marginTop: 4 }}>
            <button type="submit" disabled={busy || !text.trim()}>
              {SAVE_DRAFT}
            </button>
            <button type="button" disabled={busy} onClick={() => setEditing(false)}>
              {CANCEL_EDIT}
            </button>
          </div>
        </form>
      ) : (
        <div className="md" dangerouslySetInnerHTML={{ __html: draft.note_html }} />
      )}
      <p style={{ margin: '4px 0 0', fontSize: 12, color: 'var(--fgColor-muted, #59636e)' }}>{PENDING_HIDDEN}</p>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

/** The viewer's pending comments on a line or file of the diff, where they will be published. */
export function DraftList({ drafts, fullPath, iid, mergeRequestId }: { drafts: readonly DraftNote[]; fullPath: string; iid: number; mergeRequestId: number }) {
  const target = { fullPath, iid, mergeRequestId };
  return (
    <div data-testid="diff-drafts" style={{ background: 'var(--bgColor-muted, #f6f8fa)', padding: '2px 0', fontFamily: 'var(--fontStack-sansSerif, sans-serif)', whiteSpace: 'normal' }}>
      {drafts.map((draft) => (
        <DraftItem key={draft.id} draft={draft} target={target} />
      ))}
    </div>
  );
}
