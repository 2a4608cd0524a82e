import { Flash } from 'shared-kernel/primer';
import { memo, useMemo, useState } from 'react';
import { AwardsList, MarkdownHtml, NoteSuggestions, autocompleteSourcesFromCommandsPath } from 'shared-kernel/ui';
import { uploadAttachment } from '../../../lib/api/uploadAttachment';
import type { NoteItemProps } from '../../../lib/NoteComposition';
import { useNotesContext } from '../../../lib/NotesContext';
import { useNoteActions } from '../hooks/useNoteActions';
import { useSuggestionApplied } from '../hooks/useSuggestionApplied';
import { NoteActions } from './NoteActions';
import { NoteEditedText } from './NoteEditedText';
import { NoteEditForm } from './NoteEditForm';
import { NoteHeader } from './NoteHeader';

export type { NoteItemProps };

/**
 * A user's comment: header, body (or the edit form), reactions and actions. Memoised: a thread's
 * replies re-render only when their note changes.
 */
export const NoteItem = memo(function NoteItem({ note, onReply, resolve, resolvedBy, children, ref, ...data }: NoteItemProps) {
  const { noteable, currentUser, targetNoteId } = useNotesContext();
  const autocompleteSources = useMemo(() => autocompleteSourcesFromCommandsPath(noteable.quick_actions_path), [noteable.quick_actions_path]);
  const actions = useNoteActions(note);
  const onSuggestionApplied = useSuggestionApplied(note);
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
          onUpload={(file) => uploadAttachment(noteable, file)}
          autocompleteSources={autocompleteSources}
        />
      ) : (
        // The server renders and sanitises note_html.
        <MarkdownHtml className="note-text" html={note.note_html} />
      )}
      {!actions.editing && note.suggestions && note.suggestions.length > 0 && <NoteSuggestions suggestions={note.suggestions} onApplied={onSuggestionApplied} />}
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
});
