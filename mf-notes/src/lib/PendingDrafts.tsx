import { Button, Label } from 'shared-kernel/primer';
import { deleteNoteConfirmation, useConfirm, UserAvatar } from 'shared-kernel/ui';
import { deleteDraft, PENDING, PENDING_HIDDEN, type DraftNote } from './drafts';
import type { Noteable } from './types';

/** The viewer's pending comments, in place (a thread's replies, or new threads at the end of the list). */
export function PendingDrafts({ drafts, noteable, label }: { drafts: readonly DraftNote[]; noteable: Noteable; label: string }) {
  const confirm = useConfirm();
  if (drafts.length === 0) return null;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {drafts.map((draft) => (
        <li key={draft.id} data-testid="draft-note" data-draft-id={draft.id} style={{ padding: 12, borderTop: '1px solid var(--borderColor-muted)', background: 'var(--bgColor-attention-muted, #fff8c5)' }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {draft.author && <UserAvatar entity={{ id: draft.author.id, name: draft.author.name, avatarUrl: draft.author.avatar_url }} size={24} />}
            <strong>{draft.author?.name}</strong>
            <span title={PENDING_HIDDEN}>
              <Label variant="attention">{PENDING}</Label>
            </span>
            <Button
              size="small"
              variant="invisible"
              style={{ marginLeft: 'auto' }}
              onClick={() => {
                void confirm(deleteNoteConfirmation('pending comment')).then((ok) => (ok ? deleteDraft(noteable, draft.id) : undefined));
              }}
            >
              Delete pending comment
            </Button>
          </div>
          <div className="md" dangerouslySetInnerHTML={{ __html: draft.note_html }} />
          <p style={{ margin: '4px 0 0', fontSize: 12, color: 'var(--fgColor-muted)' }}>{PENDING_HIDDEN}</p>
        </li>
      ))}
    </ul>
  );
}
