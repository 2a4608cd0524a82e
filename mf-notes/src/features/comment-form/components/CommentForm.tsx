import { Button, Checkbox, Flash, FormControl } from 'shared-kernel/primer';
import { useId, useMemo, useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { createAutosave } from 'shared-kernel/autosave';
import { closeReopenButtonVisible, isOpenState } from 'shared-kernel/permissions';
import { useShortcut } from 'shared-kernel/react';
import { containsSecretToken, SECRET_TOKEN_COMMENT_CONFIRM, SECRET_TOKEN_CONFIRM_LABEL } from 'shared-kernel/secrets';
import { autocompleteSourcesFromCommandsPath, MarkdownEditor, useConfirm } from 'shared-kernel/ui';
import { createNote } from '../../../lib/api/createNote';
import { previewMarkdown } from '../../../lib/api/previewMarkdown';
import { uploadAttachment } from '../../../lib/api/uploadAttachment';
import { mergeNotes, replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import { useQuickActionCommands } from '../api/getQuickActionCommands';
import { updateNoteableState } from '../api/updateNoteableState';
import { INTERNAL_NOTE_HELP, stateToggleError, SUBMIT_ERROR } from '../messages';
import { commandStateChange, countQuickActions, quickActionPlaceholder, stripQuickActions } from '../quickActions';
import { CloseReopenButton } from './CloseReopenButton';
import { CommentFormWarnings } from './CommentFormWarnings';
import { CommentTypeButton, type CommentType } from './CommentTypeButton';
import { QuickActionsHelp } from './QuickActionsHelp';
import { ADD_TO_REVIEW, draftSaveError, saveDraft, START_REVIEW, useDrafts } from '../../../lib/drafts';

export { SUBMIT_ERROR } from '../messages';

/** What is posting, for the placeholder notes. */
export interface PendingComment {
  text: string;
  system: string | null;
}

export interface CommentFormProps {
  /** Called while a comment posts (placeholder notes) and with `null` when done. */
  onPending?: (pending: PendingComment | null) => void;
  /** Up in the empty textarea: edit the viewer's last note (returns false when there is none). */
  onEditLast?: () => boolean;
  disabled?: boolean;
}

/** "Your comment could not be submitted because note can't be blank." */
function submitErrors(cause: unknown): string[] {
  const messages = isApiError(cause) && cause.status === 422 ? cause.messages : [];
  if (messages.length === 0) return [SUBMIT_ERROR];
  return messages.map((m) => `Your comment could not be submitted because ${m.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}.`);
}

/**
 * The new-comment form: markdown textarea, Internal note checkbox (when allowed), the Comment / Start
 * thread split button, the close/reopen button, Ctrl/Cmd+Enter, Esc and Up. The text is autosaved under
 * `autosave/Note/{noteable_type}/:id`, kept there while posting and restored into the form when
 * the post fails.
 */
export function CommentForm({ onPending, onEditLast, disabled = false }: CommentFormProps) {
  const { noteable, update, updateNoteable, noteAdded, stateChanged, pollNow, requestReply } = useNotesContext();
  const autocompleteSources = useMemo(() => autocompleteSourcesFromCommandsPath(noteable.quick_actions_path), [noteable.quick_actions_path]);
  const canReply = noteable.current_user.can_create_note;
  const autosaveType = noteable.noteable_type;
  const autosave = useMemo(() => createAutosave(['Note', autosaveType, String(noteable.id)]), [autosaveType, noteable.id]);
  const [text, setText] = useState(() => autosave.restore()?.text ?? '');
  const [internal, setInternal] = useState(false);
  const [type, setType] = useState<CommentType>('comment');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [info, setInfo] = useState<string | null>(null);
  const editorId = useId();
  const focusEditor = () => document.getElementById(editorId)?.focus();
  const confirm = useConfirm();
  const canInternal = noteable.current_user.can_create_confidential_note;
  const noteableName = noteable.noteable_human_name;
  const [commandsWanted, setCommandsWanted] = useState(false);
  const commands = useQuickActionCommands(noteable.quick_actions_path, commandsWanted || countQuickActions(text) > 0);
  const open = isOpenState(noteable.state);
  const canUpdate = Boolean(open ? (noteable.current_user.can_update_issue ?? noteable.current_user.can_update) : (noteable.current_user.can_reopen_issue ?? noteable.current_user.can_update));
  const showStateButton = closeReopenButtonVisible({ canUpdate, state: noteable.state, discussionLocked: noteable.discussion_locked });

  // `r`: reply with the selected text quoted; in a thread's note it opens that thread's reply form.
  useShortcut('comment-or-reply', () => {
    const selection = window.getSelection();
    const selected = selection?.toString().trim() ?? '';
    const quote = selected ? `${selected.split('\n').map((line) => `> ${line}`).join('\n')}\n\n` : '';
    const anchor = selection?.anchorNode ?? null;
    const host = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest<HTMLElement>('[data-discussion-id]');
    const discussionId = host?.dataset.discussionId;
    if (quote && discussionId && host?.getAttribute('aria-label') !== 'System note' && canReply) {
      requestReply(discussionId, quote);
      return;
    }
    if (quote) change(`${text ? `${text}\n` : ''}${quote}`);
    focusEditor();
  }, { enabled: !disabled });

  // Where reviews exist (the noteable JSON has a drafts path), a new thread may wait in the review.
  const reviews = Boolean(noteable.drafts_path);
  const drafts = useDrafts(noteable);
  async function saveToReview() {
    if (!text.trim() || saving) return;
    setSaving(true);
    setErrors([]);
    try {
      await saveDraft(noteable, { note: text });
      setText('');
      autosave.clear();
    } catch (cause) {
      setErrors([draftSaveError(cause)]);
    } finally {
      setSaving(false);
    }
  }

  function change(value: string) {
    setText(value);
    autosave.save(value);
  }

  async function toggleState(): Promise<boolean> {
    try {
      const result = await updateNoteableState(noteable, open ? 'close' : 'reopen');
      stateChanged(result.state === 'closed' || result.state === 'opened' || result.state === 'reopened' ? result.state : open ? 'closed' : 'opened');
      pollNow();
      return true;
    } catch {
      setErrors([stateToggleError(noteableName, open)]);
      return false;
    }
  }

  async function submit({ withStateToggle = false } = {}) {
    const body = text;
    if (saving || disabled) return;
    if (!body.trim()) {
      // A note with an empty body and a state action only toggles the state (spec §4).
      if (!withStateToggle) return;
      setSaving(true);
      setErrors([]);
      await toggleState();
      setSaving(false);
      return;
    }
    if (containsSecretToken(body) && !(await confirm({ title: SECRET_TOKEN_COMMENT_CONFIRM, confirmLabel: SECRET_TOKEN_CONFIRM_LABEL }))) return;
    setSaving(true);
    setErrors([]);
    setInfo(null);
    autosave.save(body);
    setText('');
    onPending?.({ text: stripQuickActions(body), system: quickActionPlaceholder(body, commands) });
    try {
      const result = await createNote(noteable, { note: body, internal: canInternal && internal, type: type === 'discussion' ? 'DiscussionNote' : null });
      autosave.clear();
      setInternal(false);
      if (result.kind === 'note') {
        update((discussions) => mergeNotes(discussions, [result.note]));
        noteAdded(result.note);
      } else if (result.kind === 'discussion') {
        update((discussions) => replaceDiscussion(discussions, result.discussion));
      } else if (result.message) {
        setInfo(result.message);
      }
      const commands = result.command_names ?? [];
      const commandState = commandStateChange(commands, noteable.state);
      if (commandState) stateChanged(commandState);
      if (commands.includes('confidential')) updateNoteable((current) => ({ ...current, confidential: true }));
      if (commands.length > 0) pollNow();
      if (withStateToggle) await toggleState();
    } catch (cause) {
      setText(autosave.restore()?.text ?? body);
      setErrors(submitErrors(cause));
    } finally {
      setSaving(false);
      onPending?.(null);
    }
  }

  return (
    <form
      aria-label="New comment"
      style={{ display: 'grid', gap: 8, marginTop: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CommentFormWarnings
        noteableName={noteableName}
        confidential={noteable.confidential}
        locked={noteable.discussion_locked}
        internal={internal}
        text={text}
        emailParticipants={(noteable.issue_email_participants ?? []).map((p) => p.email)}
      />
      {errors.map((message) => (
        <Flash key={message} variant="danger" role="alert">
          {message}{' '}
          <Button size="small" variant="invisible" onClick={() => setErrors((list) => list.filter((m) => m !== message))}>
            Dismiss
          </Button>
        </Flash>
      ))}
      {info && <Flash role="status">{info}</Flash>}
      {/* Up in the empty text box edits the viewer's last note (spec §4); the editor owns its other keys. */}
      <div
        onKeyDown={(event) => {
          const target = event.target as HTMLTextAreaElement;
          if (event.key === 'ArrowUp' && target.tagName === 'TEXTAREA' && target.value === '' && onEditLast?.()) event.preventDefault();
        }}
      >
        <MarkdownEditor
          id={editorId}
          name="note[note]"
          label="Comment"
          value={text}
          onChange={change}
          onSubmit={() => void (reviews && drafts.length > 0 ? saveToReview() : submit())}
          onCancel={() => (document.activeElement as HTMLElement | null)?.blur()}
          renderPreview={(markdown) => previewMarkdown(noteable, markdown)}
          onUpload={(file) => uploadAttachment(noteable, file)}
          autocompleteSources={autocompleteSources}
          placeholder={internal ? 'Write an internal note or drag your files here…' : 'Write a comment or drag your files here…'}
          disabled={disabled}
          rows={4}
        />
        <QuickActionsHelp commands={commands} onOpen={() => setCommandsWanted(true)} />
      </div>
      {canInternal && (
        <FormControl disabled={disabled}>
          <Checkbox checked={internal} onChange={(event) => setInternal(event.target.checked)} />
          <FormControl.Label>Make this an internal note</FormControl.Label>
          <FormControl.Caption>{INTERNAL_NOTE_HELP}</FormControl.Caption>
        </FormControl>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {reviews && (
          <Button type="button" disabled={disabled || saving || !text.trim()} onClick={() => void saveToReview()}>
            {drafts.length > 0 ? ADD_TO_REVIEW : START_REVIEW}
          </Button>
        )}
        <CommentTypeButton type={type} internal={internal} noteableName={noteableName} disabled={disabled || saving} submitDisabled={!text.trim()} onTypeChange={setType} />
        {showStateButton && (
          <CloseReopenButton state={noteable.state} noteableName={noteableName} hasText={text.trim() !== ''} disabled={disabled || saving} onClick={() => void submit({ withStateToggle: true })} />
        )}
      </div>
    </form>
  );
}
