import { Button, Flash } from '@primer/react';
import { useState } from 'react';
import { replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Discussion } from '../../../lib/types';
import { resolveDiscussion } from '../../note-actions/api/resolveDiscussion';
import { NoteItem } from './NoteItem';
import { ReplyForm } from './ReplyForm';
import { SystemNote } from './SystemNote';

export const RESOLVE_ERROR = 'Something went wrong while resolving this discussion. Please try again.';

/** A system note, an individual note, or a thread with Show/Hide thread, replies and resolving. */
export function DiscussionItem({ discussion }: { discussion: Discussion }) {
  const { update, currentUser, noteable } = useNotesContext();
  const [expanded, setExpanded] = useState(discussion.expanded);
  const [replying, setReplying] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [first, ...replies] = discussion.notes;
  if (!first) return null;
  if (first.system) return <SystemNote note={first} />;

  const canReply = currentUser !== null && noteable.current_user.can_create_note;
  const reply = canReply ? () => { setExpanded(true); setReplying(true); } : undefined;

  if (discussion.individual_note) {
    return (
      <>
        <NoteItem note={first} onReply={reply} />
        {replying && <ReplyForm discussion={discussion} onClose={() => setReplying(false)} />}
      </>
    );
  }

  const canResolve = discussion.resolvable && (discussion.can_resolve ?? discussion.notes.every((n) => !n.resolvable || n.current_user.can_resolve_discussion));

  async function toggleResolved() {
    setResolving(true);
    setError(null);
    try {
      const updated = await resolveDiscussion(discussion, !discussion.resolved);
      update((discussions) => replaceDiscussion(discussions, updated));
    } catch {
      setError(RESOLVE_ERROR);
    } finally {
      setResolving(false);
    }
  }

  return (
    <li aria-label="Thread" style={{ listStyle: 'none', border: '1px solid var(--borderColor-default)', borderRadius: 6, margin: '8px 0' }}>
      <ul style={{ padding: 0, margin: 0 }}>
        <NoteItem note={first} onReply={reply} />
      </ul>
      <div style={{ display: 'flex', gap: 8, padding: '0 12px 8px', alignItems: 'center', flexWrap: 'wrap' }}>
        {replies.length > 0 && (
          <Button size="small" variant="invisible" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Hide thread' : 'Show thread'}
          </Button>
        )}
        {discussion.resolved && discussion.resolved_by && <span style={{ color: 'var(--fgColor-muted)' }}>Resolved by {discussion.resolved_by.name}</span>}
      </div>
      {expanded && replies.length > 0 && (
        <ul aria-label="Replies" style={{ padding: 0, margin: 0, borderTop: '1px solid var(--borderColor-muted)' }}>
          {replies.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
      {error && (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      )}
      {expanded && replying && <ReplyForm discussion={discussion} onClose={() => setReplying(false)} />}
      {expanded && !replying && (canReply || canResolve) && (
        <div style={{ display: 'flex', gap: 8, padding: 12, borderTop: '1px solid var(--borderColor-muted)' }}>
          {canReply && <Button onClick={() => setReplying(true)}>Reply</Button>}
          {canResolve && (
            <Button onClick={() => void toggleResolved()} disabled={resolving}>
              {discussion.resolved ? 'Unresolve thread' : 'Resolve thread'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
