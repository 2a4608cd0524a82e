import { KebabHorizontalIcon, PencilIcon, ReplyIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { Note } from '../../../lib/types';

export interface NoteActionsProps {
  note: Note;
  onEdit?: () => void;
  onDelete?: () => void;
  onReply?: () => void;
}

/** Reply, edit and the more-actions menu (Edit comment, Copy link, Delete comment) of a note. */
export function NoteActions({ note, onEdit, onDelete, onReply }: NoteActionsProps) {
  const canEdit = note.current_user.can_edit;
  return (
    <div style={{ display: 'flex', gap: 4, marginLeft: 'auto' }}>
      {onReply && <IconButton icon={ReplyIcon} aria-label="Reply to comment" variant="invisible" size="small" onClick={onReply} />}
      {canEdit && onEdit && <IconButton icon={PencilIcon} aria-label="Edit comment" variant="invisible" size="small" onClick={onEdit} />}
      <ActionMenu>
        <ActionMenu.Anchor>
          <IconButton icon={KebabHorizontalIcon} aria-label="More actions" variant="invisible" size="small" />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay>
          <ActionList>
            {canEdit && onEdit && <ActionList.Item onSelect={onEdit}>Edit comment</ActionList.Item>}
            <ActionList.Item onSelect={() => void navigator.clipboard?.writeText(note.noteable_note_url)}>Copy link</ActionList.Item>
            {canEdit && onDelete && (
              <ActionList.Item variant="danger" onSelect={onDelete}>
                Delete comment
              </ActionList.Item>
            )}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </div>
  );
}
