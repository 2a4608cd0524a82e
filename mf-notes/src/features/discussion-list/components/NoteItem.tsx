import { Flash } from '@primer/react';
import { useState, type ReactNode, type Ref } from 'react';
import { AwardsList } from 'shared-kernel/ui';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note, NoteUser } from '../../../lib/types';
import { uploadAttachment } from '../../comment-form/api/uploadAttachment';
import { NoteActions, type NoteResolveAction } from '../../note-actions/components/NoteActions';
import { NoteEditForm } from '../../note-actions/components/NoteEditForm';
import { useNoteActions } from '../../note-actions/hooks/useNoteActions';
import { NoteEditedText } from './NoteEditedText';
import { NoteHeader } from './NoteHeader';

export interface NoteItemProps {
  note: Note;
  /** Opens the thread's reply form (offered on individual notes and a thread's first note). */
  onReply?: () => void;
  /** The thread's resolve action, on its first note only (spec §5). */
  resolve?: NoteResolveAction;
  resolvedBy?: NoteUser | null;
  /** Shown inside the note, e.g. the reply form of an individual note. */
  children?: ReactNode;
  ref?: Ref<HTMLLIElement>;
  'data-index'?: number;
  'data-discussion-id'?: string;
}

/** A user's comment: header, body (or the edit form), reactions and actions. */
export function NoteItem({ note, onReply, resolve, resolvedBy, children, ref, ...data }: NoteItemProps) {
  const { ref: noteableRef, currentUser, targetNoteId } = useNotesContext();
  const actions = useNoteActions(note);
  const [notice, setNotice] = useState<string | null>(null);
  const awardUser = currentUser ? { id: currentUser.id, name: currentUser.name, username: currentUser.username } : null;
  const targeted = targetNoteId === note.id;
  return (
    <li
      ref={ref}
      {...data}
      aria-label={`${note.internal ? 'Internal note' : 'Comment'} by ${note.author?.name ?? 'a deleted user'}`}
      aria-current={targeted ? 'location' : undefined}
      id={`note_${note.id}`}
      style={{
        listStyle: 'none',
        padding: 12,
        opacity: actions.deleting ? 0.5 : 1,
        display: 'grid',
        gap: 8,
        background: targeted ? 'var(--bgColor-attention-muted)' : note.internal ? 'var(--bgColor-attention-muted, #fff8c5)' : undefined,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <NoteHeader note={note} />
        {currentUser && !actions.editing && (
          <NoteActions
            note={note}
            onReply={onReply}
            onEdit={() => actions.setEditing(true)}
            onDelete={() => void actions.remove()}
            resolve={resolve}
            resolvedBy={resolvedBy ?? null}
            onError={(message) => {
              setNotice(null);
              actions.setError(message);
            }}
            onNotice={(message) => {
              actions.setError(null);
              setNotice(message);
            }}
          />
        )}
      </div>
      {actions.error && (
        <Flash variant="danger" role="alert">
          {actions.error}
        </Flash>
      )}
      {notice && (
        <Flash variant="success" role="status">
          {notice}
        </Flash>
      )}
      {actions.editing ? (
        <NoteEditForm
          note={note}
          saving={actions.saving}
          onSave={(text) => void actions.save(text)}
          onCancel={() => actions.setEditing(false)}
          onUpload={(file) => uploadAttachment(noteableRef, file)}
        />
      ) : (
        // The server renders and sanitises note_html.
        <div className="note-text markdown-body" dangerouslySetInnerHTML={{ __html: note.note_html }} />
      )}
      {!actions.editing && note.last_edited_at && <NoteEditedText editedAt={note.last_edited_at} editedBy={note.last_edited_by} />}
      {(note.award_emoji.length > 0 || note.current_user.can_award_emoji) && (
        <AwardsList
          awards={note.award_emoji}
          currentUser={awardUser}
          canAward={Boolean(currentUser) && note.current_user.can_award_emoji}
          onToggle={actions.toggleAward}
          onError={(message) => actions.setError(message)}
        />
      )}
      {children}
    </li>
  );
}
