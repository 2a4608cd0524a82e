import { Button, Checkbox, Flash, FormControl, Textarea } from '@primer/react';
import { useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { cancelCreatingConfirmation, useConfirm } from 'shared-kernel/ui';
import { replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Discussion } from '../../../lib/types';
import { createNote } from '../../comment-form/api/createNote';
import { SUBMIT_ERROR } from '../../comment-form/messages';
import { resolveDiscussion } from '../../note-actions/api/resolveDiscussion';
import { canResolveThread, RESOLVE_ERROR } from '../../note-actions/hooks/useResolveDiscussion';

export interface ReplyFormProps {
  discussion: Discussion;
  /** Pre-filled text (the `r` shortcut's quoted selection). */
  initialText?: string;
  onClose: () => void;
}

/**
 * Replies to a thread (an individual note becomes a thread); the answer replaces the discussion.
 * In a resolvable thread the "Resolve thread" / "Unresolve thread" checkbox changes it with the reply.
 */
export function ReplyForm({ discussion, initialText = '', onClose }: ReplyFormProps) {
  const { ref, update, noteAdded } = useNotesContext();
  const confirm = useConfirm();
  const [text, setText] = useState(initialText);
  const [toggleResolved, setToggleResolved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resolvable = canResolveThread(discussion);

  async function submit() {
    if (!text.trim() || saving) return;
    setSaving(true);
    setError(null);
    try {
      const result = await createNote(ref, { note: text, inReplyToDiscussionId: discussion.reply_id, internal: discussion.confidential });
      if (result.kind === 'discussion') {
        let saved = result.discussion;
        update((discussions) => replaceDiscussion(discussions, { ...saved, expanded: true }));
        const last = saved.notes[saved.notes.length - 1];
        if (last) noteAdded(last);
        if (resolvable && toggleResolved) {
          try {
            saved = await resolveDiscussion(saved, !discussion.resolved);
            update((discussions) => replaceDiscussion(discussions, saved));
          } catch {
            setError(RESOLVE_ERROR);
            return;
          }
        }
      }
      setText('');
      onClose();
    } catch (cause) {
      setError(isApiError(cause) && cause.messages[0] ? cause.messages[0] : SUBMIT_ERROR);
    } finally {
      setSaving(false);
    }
  }

  async function cancel() {
    if (text.trim() && !(await confirm(cancelCreatingConfirmation('comment')))) return;
    onClose();
  }

  return (
    <form
      aria-label="Reply to thread"
      style={{ display: 'grid', gap: 8, padding: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      )}
      <FormControl>
        <FormControl.Label>Reply</FormControl.Label>
        <Textarea
          block
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={(event) => event.currentTarget.setSelectionRange(event.currentTarget.value.length, event.currentTarget.value.length)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              void cancel();
            }
          }}
        />
      </FormControl>
      {resolvable && (
        <FormControl>
          <Checkbox checked={toggleResolved} onChange={(event) => setToggleResolved(event.target.checked)} />
          <FormControl.Label>{discussion.resolved ? 'Unresolve thread' : 'Resolve thread'}</FormControl.Label>
        </FormControl>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={!text.trim() || saving}>
          Reply
        </Button>
        <Button type="button" onClick={() => void cancel()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
