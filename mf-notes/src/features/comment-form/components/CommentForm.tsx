import { TriangleDownIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, ButtonGroup, Checkbox, Flash, FormControl, IconButton, Textarea } from '@primer/react';
import { useMemo, useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { createAutosave } from 'shared-kernel/autosave';
import { containsSecretToken, SECRET_TOKEN_COMMENT_CONFIRM, SECRET_TOKEN_CONFIRM_LABEL } from 'shared-kernel/secrets';
import { useConfirm } from 'shared-kernel/ui';
import { mergeNotes, replaceDiscussion } from '../../../lib/discussionsState';
import { useNotesContext } from '../../../lib/NotesContext';
import { createNote } from '../api/createNote';
import { stripQuickActions, quickActionPlaceholder } from '../quickActions';

export const SUBMIT_ERROR = 'Your comment could not be submitted! Please check your network connection and try again.';

type CommentType = 'comment' | 'discussion';

/** What is posting, for the placeholder notes. */
export interface PendingComment {
  text: string;
  system: string | null;
}

export interface CommentFormProps {
  /** Called while a comment posts (placeholder notes) and with `null` when done. */
  onPending?: (pending: PendingComment | null) => void;
  disabled?: boolean;
}

/**
 * The new-comment form: markdown textarea, Internal note checkbox (when allowed), the Comment / Start
 * thread split button and Ctrl/Cmd+Enter. The text is autosaved under `autosave/Note/Issue/:id`, kept
 * there while posting and restored into the form when the post fails.
 */
export function CommentForm({ onPending, disabled = false }: CommentFormProps) {
  const { ref, noteable, noteableType, update, noteAdded, pollNow } = useNotesContext();
  const autosave = useMemo(() => createAutosave(['Note', 'Issue', String(ref.id)]), [ref.id]);
  const [text, setText] = useState(() => autosave.restore()?.text ?? '');
  const [internal, setInternal] = useState(false);
  const [type, setType] = useState<CommentType>('comment');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [info, setInfo] = useState<string | null>(null);
  const confirm = useConfirm();
  const canInternal = noteable.current_user.can_create_confidential_note;

  const label = type === 'comment' ? (internal ? 'Add internal note' : 'Comment') : internal ? 'Start internal thread' : 'Start thread';

  function change(value: string) {
    setText(value);
    autosave.save(value);
  }

  async function submit() {
    const body = text;
    if (!body.trim() || saving || disabled) return;
    if (containsSecretToken(body) && !(await confirm({ title: SECRET_TOKEN_COMMENT_CONFIRM, confirmLabel: SECRET_TOKEN_CONFIRM_LABEL }))) return;
    setSaving(true);
    setErrors([]);
    setInfo(null);
    autosave.save(body);
    setText('');
    onPending?.({ text: stripQuickActions(body), system: quickActionPlaceholder(body) });
    try {
      const result = await createNote(ref, { note: body, internal: canInternal && internal, type: type === 'discussion' ? 'DiscussionNote' : null });
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
      if (result.command_names?.length) pollNow();
    } catch (cause) {
      setText(autosave.restore()?.text ?? body);
      const messages = isApiError(cause) && cause.status === 422 ? cause.messages : [];
      setErrors(messages.length > 0 ? messages.map((m) => `Your comment could not be submitted because ${m.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}.`) : [SUBMIT_ERROR]);
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
      {errors.map((message) => (
        <Flash key={message} variant="danger" role="alert">
          {message}{' '}
          <Button size="small" variant="invisible" onClick={() => setErrors((list) => list.filter((m) => m !== message))}>
            Dismiss
          </Button>
        </Flash>
      ))}
      {info && <Flash role="status">{info}</Flash>}
      <FormControl disabled={disabled}>
        <FormControl.Label>Comment</FormControl.Label>
        <Textarea
          block
          rows={4}
          placeholder={`Write a comment or drag your files here…`}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <FormControl.Caption>Supports Markdown. Quick actions (/close, /reopen, /title) apply when you comment.</FormControl.Caption>
      </FormControl>
      {canInternal && (
        <FormControl disabled={disabled}>
          <Checkbox checked={internal} onChange={(event) => setInternal(event.target.checked)} />
          <FormControl.Label>Make this an internal note</FormControl.Label>
          <FormControl.Caption>Internal notes are only visible to members with the role of Reporter or higher.</FormControl.Caption>
        </FormControl>
      )}
      <div>
        <ButtonGroup>
          <Button type="submit" variant="primary" disabled={disabled || saving || !text.trim()}>
            {label}
          </Button>
          <ActionMenu>
            <ActionMenu.Anchor>
              <IconButton icon={TriangleDownIcon} aria-label="Comment type" variant="primary" disabled={disabled} />
            </ActionMenu.Anchor>
            <ActionMenu.Overlay>
              <ActionList selectionVariant="single">
                <ActionList.Item selected={type === 'comment'} onSelect={() => setType('comment')}>
                  {internal ? 'Add internal note' : 'Comment'}
                  <ActionList.Description variant="block">{`Add a general comment to this ${noteableType === 'Incident' ? 'incident' : 'issue'}.`}</ActionList.Description>
                </ActionList.Item>
                <ActionList.Item selected={type === 'discussion'} onSelect={() => setType('discussion')}>
                  {internal ? 'Start internal thread' : 'Start thread'}
                  <ActionList.Description variant="block">Discuss a specific suggestion or question that needs to be resolved.</ActionList.Description>
                </ActionList.Item>
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        </ButtonGroup>
      </div>
    </form>
  );
}
