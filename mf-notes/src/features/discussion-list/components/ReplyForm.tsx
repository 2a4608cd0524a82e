import { Button, Flash, FormControl, Textarea } from '@primer/react';
import { useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { cancelCreatingConfirmation, useConfirm } from 'shared-kernel/ui';
import { replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Discussion } from '../../../lib/types';
import { createNote } from '../../comment-form/api/createNote';

/** Replies to a thread (an individual note becomes a thread); the answer replaces the discussion. */
export function ReplyForm({ discussion, onClose }: { discussion: Discussion; onClose: () => void }) {
  const { ref, update, noteAdded } = useNotesContext();
  const confirm = useConfirm();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!text.trim() || saving) return;
    setSaving(true);
    setError(null);
    try {
      const result = await createNote(ref, { note: text, inReplyToDiscussionId: discussion.reply_id });
      if (result.kind === 'discussion') {
        update((discussions) => replaceDiscussion(discussions, result.discussion));
        const last = result.discussion.notes[result.discussion.notes.length - 1];
        if (last) noteAdded(last);
      }
      setText('');
      onClose();
    } catch (cause) {
      setError(isApiError(cause) && cause.messages[0] ? cause.messages[0] : 'Your comment could not be submitted! Please check your network connection and try again.');
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
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
            if (event.key === 'Escape') void cancel();
          }}
        />
      </FormControl>
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
