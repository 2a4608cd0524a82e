import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { publishNoteDomainEvent } from '../notes/events.ts';
import { newDiscussionId } from '../notes/service.ts';
import { notes, type NoteRow } from '../notes/tables.ts';
import { lineCode } from '../repositories/diff.ts';

export interface DiffNoteInput {
  mergeRequest: { id: number; projectId: number };
  authorId: number;
  body: string;
  /** The version's shas (the merge request's `diff_refs`). */
  diffRefs: { base_sha: string; start_sha: string; head_sha: string };
  path: string;
  newLine: number;
  oldLine?: number | null;
  /** Replies to this thread instead of starting one. */
  discussionId?: string;
}

/**
 * Test helper standing in for the diff comment form (built elsewhere): inserts a DiffNote with GitLab's
 * text position on `path`'s new line and publishes `note-created`, as the notes service does after commit.
 */
export async function createDiffNote(db: Db, live: Live, input: DiffNoteInput): Promise<NoteRow> {
  const position = {
    base_sha: input.diffRefs.base_sha,
    start_sha: input.diffRefs.start_sha,
    head_sha: input.diffRefs.head_sha,
    old_path: input.path,
    new_path: input.path,
    position_type: 'text',
    old_line: input.oldLine ?? null,
    new_line: input.newLine,
    line_range: null,
  };
  const [row] = await db
    .insert(notes)
    .values({
      noteableType: 'MergeRequest',
      noteableId: input.mergeRequest.id,
      projectId: input.mergeRequest.projectId,
      discussionId: input.discussionId ?? newDiscussionId(),
      authorId: input.authorId,
      note: input.body,
      noteHtml: '',
      type: 'DiffNote',
      resolvable: true,
      position,
      originalPosition: position,
      lineCode: lineCode(input.path, input.oldLine ?? 0, input.newLine),
    })
    .returning();
  if (!row) throw new Error('no note');
  await publishNoteDomainEvent({ db, live }, { type: 'note-created', note: row, author: { id: input.authorId } });
  return row;
}
