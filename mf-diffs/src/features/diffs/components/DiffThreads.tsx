import { createContext, useContext, useRef, useState, type FormEvent } from 'react';
import { NoteSuggestions, UserAvatar } from 'shared-kernel/ui';
import { commentError, postDiffNote, replyToThread, setThreadResolved } from '../api/diffNotes';
import { ADD_COMMENT_NOW, CANCEL, COMMENT_FAILED, INSERT_SUGGESTION, REPLY, RESOLVE_THREAD, UNRESOLVE_THREAD } from '../texts';
import type { DiffDiscussion, DiffPosition } from '../types';
import { diffNoteRequest } from '../lib/diffComments';
import { refreshDrafts, saveDraft, serverMessage, useDrafts, type DraftNote } from '../review/drafts';
import { DraftItem } from '../review/DraftList';
import { ADD_TO_REVIEW, draftSaveFailed, START_REVIEW } from '../review/texts';

/**
 * What the diff's comment pieces need from the page: where to post, whether the viewer may comment, the
 * view, and what to do after a write (re-read the file, so its lines carry the server's threads).
 */
export interface DiffCommentsContextValue {
  fullPath: string;
  mergeRequestId: number | null;
  /** The merge request's iid (its drafts' path); null when the list is not a merge request's. */
  iid?: number | null;
  canComment: boolean;
  view: 'inline' | 'parallel';
  /** The file at `filePath` changed on the server: re-read its lines (and threads). */
  refreshFile: (filePath: string) => Promise<void>;
  /** The source branch got a commit (an applied suggestion): re-read the versions and every file. */
  reloadDiffs: () => Promise<void>;
  /** A gutter button was pressed (drag start) or released (drag end) over a line. */
  startDrag: (fileIndex: number, lineCode: string) => void;
  endDrag: (fileIndex: number, lineCode: string) => void;
  closeForm: () => void;
  /** The viewer's pending replies per thread (discussion id), shown inside their thread. */
  replyDrafts?: ReadonlyMap<string, readonly DraftNote[]>;
  /** The viewer has pending comments: a reply goes to the review unless 'Add comment now' is chosen. */
  reviewing?: boolean;
}

export const DiffCommentsContext = createContext<DiffCommentsContextValue | null>(null);

export function useDiffComments(): DiffCommentsContextValue | null {
  return useContext(DiffCommentsContext);
}

const boxStyle = { border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, background: 'var(--bgColor-default, #fff)', margin: '4px 8px', padding: 8, fontFamily: 'inherit', fontSize: 14 };

/**
 * The form under a line (or range, file, image point): 'Add comment now' posts GitLab's diff note request;
 * 'Start a review' (no pending comments yet) or 'Add to review' saves it as a draft instead. A refusal
 * shows the server's text ('Commenting on this line is not supported', …).
 */
export function DiffCommentForm({
  position,
  lineCode,
  lineType,
  label,
  filePath,
  suggestion,
  onDone,
}: {
  position: DiffPosition;
  lineCode: string | null;
  lineType: string;
  label?: string | undefined;
  filePath: string;
  /** What 'Insert suggestion' inserts (a ```suggestion block of the commented lines); no button without it. */
  suggestion?: string | null | undefined;
  onDone: () => void;
}) {
  const comments = useDiffComments();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const iid = comments?.iid ?? null;
  const drafts = useDrafts(comments?.fullPath ?? '', iid ?? 0, iid === null ? null : (comments?.mergeRequestId ?? null), comments?.canComment === true);
  if (!comments) return null;
  const reviewing = drafts.length > 0;
  const send = async (mode: 'now' | 'draft') => {
    if (!text.trim() || comments.mergeRequestId === null) return;
    setSaving(true);
    setError(null);
    try {
      if (mode === 'draft' && iid !== null) {
        await saveDraft(comments.fullPath, iid, { note: text, position, lineCode });
        await refreshDrafts(comments.mergeRequestId);
      } else {
        await postDiffNote(comments.fullPath, comments.mergeRequestId, diffNoteRequest(comments.mergeRequestId, text, position, comments.view, lineCode, lineType));
        await comments.refreshFile(filePath);
      }
      onDone();
    } catch (failure) {
      setError(mode === 'draft' ? draftSaveFailed(serverMessage(failure)) : (commentError(failure) ?? COMMENT_FAILED));
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(reviewing && iid !== null ? 'draft' : 'now');
  };
  return (
    <form onSubmit={submit} style={boxStyle} data-testid="diff-comment-form">
      {label ? <p style={{ margin: '0 0 6px', fontSize: 12, color: 'var(--fgColor-muted, #59636e)' }}>{label}</p> : null}
      {suggestion ? (
        <div style={{ marginBottom: 4 }}>
          <button
            type="button"
            onClick={() => {
              const area = field.current;
              const at = area ? area.selectionStart : text.length;
              const end = area ? area.selectionEnd : text.length;
              // GitLab's markdown toolbar: the block on its own lines at the caret.
              const before = text.slice(0, at);
              const block = `${before && !before.endsWith('\n') ? '\n' : ''}${suggestion}\n`;
              setText(before + block + text.slice(end));
              requestAnimationFrame(() => {
                area?.focus();
                area?.setSelectionRange(at + block.length, at + block.length);
              });
            }}
          >
            {INSERT_SUGGESTION}
          </button>
        </div>
      ) : null}
      <textarea ref={field} aria-label="Comment" autoFocus value={text} onChange={(e) => setText(e.target.value)} rows={3} style={{ width: '100%', boxSizing: 'border-box', fontFamily: 'inherit' }} />
      {error ? (
        <p role="alert" style={{ color: 'var(--fgColor-danger, #d1242f)', margin: '4px 0' }}>
          {error}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>
        {iid !== null ? (
          <button type="button" disabled={saving || !text.trim()} onClick={() => void send('draft')}>
            {reviewing ? ADD_TO_REVIEW : START_REVIEW}
          </button>
        ) : null}
        <button type="button" disabled={saving || !text.trim()} onClick={() => void send('now')}>
          {ADD_COMMENT_NOW}
        </button>
        <button type="button" onClick={onDone}>
          {CANCEL}
        </button>
      </div>
    </form>
  );
}

const NO_DRAFTS: readonly DraftNote[] = [];

/**
 * One diff thread: its notes (24 px avatars, as GitLab's diff view), the viewer's pending replies in it
 * (editable in place), a reply box ('Add comment now', or 'Start a review' / 'Add to review') and
 * resolve/unresolve.
 */
export function DiffThread({ discussion, filePath }: { discussion: DiffDiscussion; filePath: string }) {
  const comments = useDiffComments();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const first = discussion.notes[0];
  const canResolve = discussion.resolvable && (discussion.can_resolve ?? first?.current_user?.can_resolve_discussion ?? false);
  const pending = comments?.replyDrafts?.get(discussion.id) ?? NO_DRAFTS;
  const iid = comments?.iid ?? null;
  const review = iid !== null && comments?.mergeRequestId != null ? { fullPath: comments.fullPath, iid, mergeRequestId: comments.mergeRequestId } : null;
  const act = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      await comments?.refreshFile(filePath);
      return true;
    } catch (failure) {
      setError(commentError(failure) ?? COMMENT_FAILED);
      return false;
    }
  };
  const send = async (mode: 'now' | 'draft') => {
    if (!reply.trim() || !comments || comments.mergeRequestId === null) return;
    setSaving(true);
    try {
      if (mode === 'draft' && review) {
        setError(null);
        try {
          await saveDraft(review.fullPath, review.iid, { note: reply, inReplyToDiscussionId: discussion.reply_id ?? discussion.id });
          await refreshDrafts(review.mergeRequestId);
        } catch (failure) {
          setError(draftSaveFailed(serverMessage(failure)));
          return;
        }
      } else if (!(await act(() => replyToThread(comments.fullPath, comments.mergeRequestId!, discussion.reply_id ?? discussion.id, reply)))) {
        return;
      }
      setReply('');
      setReplying(false);
    } finally {
      setSaving(false);
    }
  };
  // GitLab's notes app after an apply: resolve the thread (a refusal is ignored), then show the new
  // version the commit made.
  const suggestionApplied = async () => {
    if (canResolve && !discussion.resolved && discussion.resolve_path) await setThreadResolved(discussion.resolve_path, true).catch(() => undefined);
    await comments?.reloadDiffs();
  };
  return (
    <div style={boxStyle} data-testid="diff-thread" data-discussion-id={discussion.id} data-resolved={discussion.resolved ? 'true' : 'false'}>
      {discussion.notes.map((note) => (
        <div key={note.id} id={`note_${note.id}`} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
          {note.author ? <UserAvatar entity={{ id: note.author.id, name: note.author.name, avatarUrl: note.author.avatar_url }} size={24} /> : null}
          <div style={{ minWidth: 0 }}>
            <strong>{note.author?.name}</strong> <span style={{ color: 'var(--fgColor-muted, #59636e)' }}>@{note.author?.username}</span>
            <div className="md" dangerouslySetInnerHTML={{ __html: note.note_html }} />
            {note.suggestions && note.suggestions.length > 0 ? <NoteSuggestions suggestions={note.suggestions} onApplied={suggestionApplied} /> : null}
          </div>
        </div>
      ))}
      {review ? pending.map((draft) => <DraftItem key={draft.id} draft={draft} target={review} style={{ margin: '4px 0' }} />) : null}
      {error ? <p role="alert">{error}</p> : null}
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginTop: 4 }}>
        {comments?.canComment && comments.mergeRequestId !== null ? (
          replying ? (
            <form
              style={{ flex: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                void send(comments.reviewing && review ? 'draft' : 'now');
              }}
            >
              <textarea aria-label="Reply" autoFocus value={reply} onChange={(e) => setReply(e.target.value)} rows={2} style={{ width: '100%', boxSizing: 'border-box' }} />
              {review ? (
                <>
                  <button type="button" disabled={saving || !reply.trim()} onClick={() => void send('draft')}>
                    {comments.reviewing ? ADD_TO_REVIEW : START_REVIEW}
                  </button>{' '}
                </>
              ) : null}
              <button type="button" disabled={saving || !reply.trim()} onClick={() => void send('now')}>
                {ADD_COMMENT_NOW}
              </button>{' '}
              <button type="button" onClick={() => setReplying(false)}>
                {CANCEL}
              </button>
            </form>
          ) : (
            <input readOnly placeholder={REPLY} aria-label={REPLY} onFocus={() => setReplying(true)} onClick={() => setReplying(true)} style={{ flex: 1 }} />
          )
        ) : null}
        {canResolve && discussion.resolve_path ? (
          <button type="button" onClick={() => void act(() => setThreadResolved(discussion.resolve_path!, !discussion.resolved))}>
            {discussion.resolved ? UNRESOLVE_THREAD : RESOLVE_THREAD}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The threads of a line (or a file), one under the other. */
export function DiffThreadList({ discussions, filePath }: { discussions: readonly DiffDiscussion[]; filePath: string }) {
  return (
    <div data-testid="diff-threads" style={{ background: 'var(--bgColor-muted, #f6f8fa)', padding: '2px 0', fontFamily: 'var(--fontStack-sansSerif, sans-serif)', whiteSpace: 'normal' }}>
      {discussions.map((discussion) => (
        <DiffThread key={discussion.id} discussion={discussion} filePath={filePath} />
      ))}
    </div>
  );
}
