import { CheckCircleFillIcon, CheckCircleIcon, ClockIcon, KebabHorizontalIcon, PencilIcon, ReplyIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from 'shared-kernel/primer';
import { useRef, useState } from 'react';
import { canReportNoteAbuse } from 'shared-kernel/permissions';
import { AbuseReportDrawer } from 'shared-kernel/ui';
import type { NoteResolveAction } from '../../../lib/NoteComposition';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note, NoteUser } from '../../../lib/types';
import { addAbuseCategory } from '../api/addAbuseCategory';
import { sendAbuseReport } from '../api/sendAbuseReport';
import { useAssignAuthor } from '../hooks/useAssignAuthor';
import { usePromoteToTimeline } from '../hooks/usePromoteToTimeline';

export type { NoteResolveAction };

export interface NoteActionsProps {
  note: Note;
  onEdit?: () => void;
  onDelete?: () => void;
  onReply?: () => void;
  resolve?: NoteResolveAction;
  resolvedBy?: NoteUser | null;
  onError?: (message: string) => void;
  /** A confirmation to show in the note (e.g. "Comment added to the timeline"). */
  onNotice?: (message: string) => void;
}

export const COPY_LINK_ERROR = 'Unable to copy the link at this time';

/**
 * Resolve (first note of a resolvable thread), promote to the incident timeline, reply, edit and the
 * more-actions menu: Edit comment, Report abuse, Copy link, Assign/Unassign author, Delete comment,
 * each as spec §5-§6 allow.
 */
export function NoteActions({ note, onEdit, onDelete, onReply, resolve, resolvedBy, onError, onNotice }: NoteActionsProps) {
  const { currentUser } = useNotesContext();
  const [reporting, setReporting] = useState(false);
  // Where the details go, as the category step's answer named it.
  const reportPath = useRef('/-/abuse_reports');
  const [menuOpened, setMenuOpenedState] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const setMenuOpened = (value: boolean) => {
    setMenuOpenedState(value);
    setMenuOpen(value);
  };
  const assign = useAssignAuthor(note, onError);
  const timeline = usePromoteToTimeline(note, { onError, onSuccess: onNotice });
  const canEdit = note.current_user.can_edit;
  const canReport = note.author !== null && canReportNoteAbuse({ reportPath: note.report_abuse_path, noteAuthorId: note.author.id, currentUserId: currentUser?.id });
  const resolveLabel = resolve?.resolved ? (resolvedBy ? `Resolved by ${resolvedBy.name}` : 'Unresolve thread') : 'Resolve thread';

  return (
    <div style={{ display: 'flex', gap: 4, marginLeft: 'auto' }}>
      {resolve && (
        <IconButton
          icon={resolve.resolved ? CheckCircleFillIcon : CheckCircleIcon}
          aria-label={resolveLabel}
          aria-pressed={resolve.resolved}
          variant="invisible"
          size="small"
          disabled={resolve.resolving}
          onClick={resolve.onToggle}
        />
      )}
      {timeline.available && (
        <IconButton
          icon={ClockIcon}
          aria-label="Add comment to incident timeline"
          variant="invisible"
          size="small"
          disabled={timeline.promoting}
          onClick={() => void timeline.promote()}
        />
      )}
      {onReply && <IconButton icon={ReplyIcon} aria-label="Reply to comment" variant="invisible" size="small" onClick={onReply} />}
      {canEdit && onEdit && <IconButton icon={PencilIcon} aria-label="Edit comment" variant="invisible" size="small" onClick={onEdit} />}
      {/*
        The menu mounts on first use: an ActionMenu per note (its overlay, media queries and tooltip)
        made every row of a long timeline expensive to mount while scrolling.
      */}
      {!menuOpened ? (
        <IconButton icon={KebabHorizontalIcon} aria-label="More actions" aria-haspopup="true" aria-expanded={false} variant="invisible" size="small" onClick={() => setMenuOpened(true)} />
      ) : (
        <ActionMenu open={menuOpen} onOpenChange={setMenuOpen}>
          <ActionMenu.Anchor>
            <IconButton icon={KebabHorizontalIcon} aria-label="More actions" variant="invisible" size="small" />
          </ActionMenu.Anchor>
          <ActionMenu.Overlay>
            <ActionList>
              {canEdit && onEdit && <ActionList.Item onSelect={onEdit}>Edit comment</ActionList.Item>}
              {canReport && <ActionList.Item onSelect={() => setReporting(true)}>Report abuse</ActionList.Item>}
              <ActionList.Item
                onSelect={() => {
                  const copied = navigator.clipboard?.writeText(note.noteable_note_url);
                  if (!copied) onError?.(COPY_LINK_ERROR);
                  else copied.catch(() => onError?.(COPY_LINK_ERROR));
                }}
              >
                Copy link
              </ActionList.Item>
              {assign.available && (
                <ActionList.Item disabled={assign.saving} onSelect={() => void assign.toggle()}>
                  {assign.assigned ? 'Unassign from commenting user' : 'Assign to commenting user'}
                </ActionList.Item>
              )}
              {canEdit && onDelete && (
                <ActionList.Item variant="danger" onSelect={onDelete}>
                  Delete comment
                </ActionList.Item>
              )}
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      )}
      {reporting && note.author && note.report_abuse_path && (
        <AbuseReportDrawer
          reportedUser={{ name: note.author.name, username: note.author.username }}
          reportedFromUrl={note.noteable_note_url}
          onClose={() => setReporting(false)}
          onCategoryChosen={async (category) => {
            const form = await addAbuseCategory({ reportPath: note.report_abuse_path!, userId: note.author!.id, reportedFromUrl: note.noteable_note_url, category });
            reportPath.current = form.reportPath;
          }}
          onSendReport={({ category, message }) =>
            sendAbuseReport({ reportPath: reportPath.current, userId: note.author!.id, reportedFromUrl: note.noteable_note_url, category, message })
          }
        />
      )}
    </div>
  );
}
