import { Button, Flash, RelativeTime } from 'shared-kernel/primer';
import { memo, useEffect, useMemo, useState, type Ref } from 'react';
import { setExpanded } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Discussion } from '../../../lib/types';
import { useNoteComposition } from '../../../lib/NoteComposition';
import { useResolveDiscussion } from '../hooks/useResolveDiscussion';
import { DiffExcerpt } from './DiffExcerpt';
import { ReplyForm } from './ReplyForm';
import { useListedDrafts } from '../../../lib/drafts';
import { PendingDrafts } from '../../../lib/PendingDrafts';
import { SystemNote } from './SystemNote';

/** GitLab's text for a thread a push resolved (noteable_discussion.vue's resolvedText). */
const AUTOMATICALLY_RESOLVED = 'Automatically resolved';

export { RESOLVE_ERROR } from '../hooks/useResolveDiscussion';

export interface DiscussionItemProps {
  discussion: Discussion;
  /** Virtual list: measures the row. */
  rowRef?: Ref<HTMLLIElement>;
  rowIndex?: number;
}

/**
 * A system note, an individual note, or a thread with Show/Hide thread, replies and resolving.
 * Memoised: a virtual list re-renders on every scroll frame, and the rows already shown have not changed.
 */
export const DiscussionItem = memo(function DiscussionItem({ discussion, rowRef, rowIndex }: DiscussionItemProps) {
  const { update, currentUser, noteable, replyRequest } = useNotesContext();
  const [replying, setReplying] = useState<{ text: string; seq: number } | null>(null);
  const resolve = useResolveDiscussion(discussion);
  const { Note: NoteItem } = useNoteComposition();
  const allDrafts = useListedDrafts();
  const threadDrafts = useMemo(() => allDrafts.filter((draft) => draft.discussion_id === discussion.id), [allDrafts, discussion.id]);

  // The `r` shortcut (or another part of the page) asked to reply here.
  useEffect(() => {
    if (replyRequest?.discussionId === discussion.id) setReplying({ text: replyRequest.text, seq: replyRequest.seq });
  }, [replyRequest, discussion.id]);

  const [first, ...replies] = discussion.notes;
  if (!first) return null;
  const rowProps = { ref: rowRef, 'data-index': rowIndex, 'data-discussion-id': discussion.id };
  if (first.system) return <SystemNote note={first} {...rowProps} />;

  const expanded = discussion.expanded;
  const toggle = (value: boolean) => update((discussions) => setExpanded(discussions, discussion.id, value));
  const canReply = currentUser !== null && noteable.current_user.can_create_note;
  const startReply = canReply
    ? () => {
        toggle(true);
        setReplying({ text: '', seq: 0 });
      }
    : undefined;
  const replyForm = replying && (
    <ReplyForm key={replying.seq} discussion={discussion} initialText={replying.text} onClose={() => setReplying(null)} />
  );

  if (discussion.individual_note) {
    return (
      <NoteItem note={first} onReply={startReply} {...rowProps}>
        <PendingDrafts drafts={threadDrafts} noteable={noteable} label="Pending replies" />
        {replyForm}
      </NoteItem>
    );
  }

  const firstResolve = resolve.canResolve ? { resolved: discussion.resolved, resolving: resolve.resolving, onToggle: () => void resolve.setResolved(!discussion.resolved) } : undefined;

  return (
    <li
      {...rowProps}
      aria-label={discussion.resolved ? 'Resolved thread' : 'Thread'}
      style={{ listStyle: 'none', border: '1px solid var(--borderColor-default)', borderRadius: 6, margin: '8px 0' }}
    >
      {discussion.diff_discussion ? <DiffExcerpt discussion={discussion} /> : null}
      <ul style={{ padding: 0, margin: 0 }}>
        <NoteItem note={first} onReply={startReply} resolve={firstResolve} resolvedBy={discussion.resolved ? discussion.resolved_by : null} />
      </ul>
      <div style={{ display: 'flex', gap: 8, padding: '0 12px 8px', alignItems: 'center', flexWrap: 'wrap' }}>
        {(replies.length > 0 || !expanded) && (
          <Button size="small" variant="invisible" aria-expanded={expanded} onClick={() => toggle(!expanded)}>
            {expanded ? 'Hide thread' : 'Show thread'}
          </Button>
        )}
        {!expanded && replies.length > 0 && (
          <span style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>
            {replies.length} {replies.length === 1 ? 'reply' : 'replies'}
          </span>
        )}
        {discussion.resolved && discussion.resolved_by && (
          <span style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>
            {discussion.resolved_by_push ? AUTOMATICALLY_RESOLVED : 'Resolved'} by {discussion.resolved_by.name}
            {discussion.resolved_at && (
              <>
                {' '}
                <RelativeTime datetime={discussion.resolved_at} />
              </>
            )}
          </span>
        )}
      </div>
      {expanded && replies.length > 0 && (
        <ul aria-label="Replies" style={{ padding: 0, margin: 0, borderTop: '1px solid var(--borderColor-muted)' }}>
          {replies.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
      {expanded && <PendingDrafts drafts={threadDrafts} noteable={noteable} label="Pending replies" />}
      {resolve.error && (
        <Flash variant="danger" role="alert">
          {resolve.error}
        </Flash>
      )}
      {expanded && replyForm}
      {expanded && !replying && (canReply || resolve.canResolve) && (
        <div style={{ display: 'flex', gap: 8, padding: 12, borderTop: '1px solid var(--borderColor-muted)' }}>
          {canReply && <Button onClick={() => setReplying({ text: '', seq: 0 })}>Reply</Button>}
          {resolve.canResolve && (
            <Button onClick={() => void resolve.setResolved(!discussion.resolved)} disabled={resolve.resolving}>
              {discussion.resolved ? 'Unresolve thread' : 'Resolve thread'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
});
