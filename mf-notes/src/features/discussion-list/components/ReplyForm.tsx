import { Button, Checkbox, Flash, FormControl } from 'shared-kernel/primer';
import { useEffect, useId, useMemo, useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { autocompleteSourcesFromCommandsPath, cancelCreatingConfirmation, MarkdownEditor, useConfirm } from 'shared-kernel/ui';
import { replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Discussion } from '../../../lib/types';
import { createNote } from '../../../lib/api/createNote';
import { previewMarkdown } from '../../../lib/api/previewMarkdown';
import { resolveDiscussion } from '../../../lib/api/resolveDiscussion';
import { uploadAttachment } from '../../../lib/api/uploadAttachment';
import { SUBMIT_ERROR } from '../../../lib/messages';
import { canResolveThread, RESOLVE_ERROR } from '../hooks/useResolveDiscussion';
import { ADD_COMMENT_NOW, ADD_TO_REVIEW, draftSaveError, saveDraft, START_REVIEW, useDrafts } from '../../../lib/drafts';

export interface ReplyFormProps {
  discussion: Discussion;
  /** Pre-filled text (the `r` shortcut's quoted selection). */
  initialText?: string;
  onClose: () => void;
}

/**
 * Replies to a thread (an individual note becomes a thread) in the kernel's markdown editor (preview,
 * attachments, Ctrl/Cmd+Enter, Esc); the answer replaces the discussion. In a resolvable thread the
 * "Resolve thread" / "Unresolve thread" checkbox changes it with the reply.
 */
export function ReplyForm({ discussion, initialText = '', onClose }: ReplyFormProps) {
  const { noteable, update, noteAdded } = useNotesContext();
  const autocompleteSources = useMemo(() => autocompleteSourcesFromCommandsPath(noteable.quick_actions_path), [noteable.quick_actions_path]);
  const editorId = useId();
  const confirm = useConfirm();
  const [text, setText] = useState(initialText);
  const [toggleResolved, setToggleResolved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resolvable = canResolveThread(discussion);
  // Where reviews exist (the noteable JSON has a drafts path), a reply may wait in the review.
  const reviews = Boolean(noteable.drafts_path);
  const drafts = useDrafts(noteable);

  async function saveToReview() {
    if (!text.trim() || saving) return;
    setSaving(true);
    setError(null);
    try {
      await saveDraft(noteable, { note: text, inReplyToDiscussionId: discussion.reply_id ?? discussion.id, resolveDiscussion: resolvable && toggleResolved && !discussion.resolved });
      setText('');
      onClose();
    } catch (cause) {
      setError(draftSaveError(cause));
    } finally {
      setSaving(false);
    }
  }

  // A quoted reply (the `r` shortcut) continues after the quote.
  useEffect(() => {
    const field = document.getElementById(editorId);
    if (field instanceof HTMLTextAreaElement) field.setSelectionRange(field.value.length, field.value.length);
  }, [editorId]);

  async function submit() {
    if (!text.trim() || saving) return;
    setSaving(true);
    setError(null);
    try {
      const result = await createNote(noteable, { note: text, inReplyToDiscussionId: discussion.reply_id, internal: discussion.confidential });
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
      <MarkdownEditor
        id={editorId}
        name="note[note]"
        label="Reply"
        value={text}
        onChange={setText}
        onSubmit={() => void (reviews && drafts.length > 0 ? saveToReview() : submit())}
        onCancel={() => void cancel()}
        renderPreview={(markdown) => previewMarkdown(noteable, markdown)}
        onUpload={(file) => uploadAttachment(noteable, file)}
        autocompleteSources={autocompleteSources}
        enableRichText={false}
        rows={3}
        autoFocus
      />
      {resolvable && (
        <FormControl>
          <Checkbox checked={toggleResolved} onChange={(event) => setToggleResolved(event.target.checked)} />
          <FormControl.Label>{discussion.resolved ? 'Unresolve thread' : 'Resolve thread'}</FormControl.Label>
        </FormControl>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        {reviews && (
          <Button type="button" variant="primary" disabled={!text.trim() || saving} onClick={() => void saveToReview()}>
            {drafts.length > 0 ? ADD_TO_REVIEW : START_REVIEW}
          </Button>
        )}
        <Button type="submit" variant={reviews ? 'default' : 'primary'} disabled={!text.trim() || saving}>
          {reviews ? ADD_COMMENT_NOW : 'Reply'}
        </Button>
        <Button type="button" onClick={() => void cancel()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
