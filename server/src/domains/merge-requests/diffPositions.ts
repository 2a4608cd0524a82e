import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { createSystemNote, publishNoteEvent } from '../notes/service.ts';
import { notes, type NoteRow } from '../notes/tables.ts';
import { sha1 } from '../repositories/diff.ts';
import type { DiffPosition } from './position.ts';
import { PositionTracer } from './positionTracer.ts';
import type { MergeRequestDiffRow, MergeRequestRow } from './tables.ts';

/**
 * Discussions::UpdateDiffPositionService over a merge request's active diff threads after it got a new
 * diff version: a thread whose line the push left alone follows it (`position`, `line_code`; the
 * `original_position` stays), a thread whose line (or file) changed keeps its position, gets the
 * change's `change_position` and GitLab's system note in the thread ("changed this line in [version N
 * of the diff](…)"). With the project's `resolve_outdated_diff_discussions`, an outdated thread is also
 * resolved by the pusher, marked `resolved_by_push` (GitLab's `resolve_without_save(…, resolved_by_push:
 * true)`). Readers re-read the touched notes (note events).
 */
export async function updateDiffDiscussionPositions(
  db: Db,
  live: Live,
  repo: string,
  mr: Pick<MergeRequestRow, 'id' | 'iid' | 'projectId'>,
  projectPath: string,
  previous: MergeRequestDiffRow,
  version: MergeRequestDiffRow,
  versionIndex: number,
  userId: number,
  options: { resolveOutdated?: boolean } = {},
): Promise<void> {
  if (!previous.baseCommitSha || !previous.headCommitSha || !version.baseCommitSha || !version.headCommitSha || !version.startCommitSha) return;
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.noteableId, mr.id), eq(notes.type, 'DiffNote')))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  const threads = new Map<string, NoteRow[]>();
  for (const row of rows) threads.set(row.discussionId, [...(threads.get(row.discussionId) ?? []), row]);
  // Active threads: on the version the push replaced (DiffDiscussion#active?).
  const active = [...threads.values()].filter((thread) => {
    const position = thread[0]?.position as DiffPosition | null | undefined;
    return position?.head_sha === previous.headCommitSha && position.base_sha === previous.baseCommitSha;
  });
  if (active.length === 0) return;
  const next = { base_sha: version.baseCommitSha, start_sha: version.startCommitSha, head_sha: version.headCommitSha };
  const tracer = await PositionTracer.create(repo, { base_sha: previous.baseCommitSha, head_sha: previous.headCommitSha }, next);
  for (const thread of active) {
    const first = thread[0] as NoteRow;
    const position = first.position as DiffPosition;
    const result = tracer.trace(position);
    const ids = thread.map((note) => note.id);
    for (const note of thread) {
      const changes = result.outdated
        ? { changePosition: result.position, originalPosition: note.originalPosition ?? note.position }
        : { position: result.position, lineCode: result.lineCode ?? note.lineCode, changePosition: null, originalPosition: note.originalPosition ?? note.position };
      // Timeless (GitLab: Gitlab::Timeless): the thread's notes keep their updated_at.
      await db.update(notes).set(changes).where(eq(notes.id, note.id));
    }
    if (result.outdated) {
      const onText = position.position_type === 'text';
      const change = result.position;
      const anchor = onText ? (tracer.changeLineCode(change) ?? '') : sha1(change.new_path || change.old_path);
      const url = `/${projectPath}/-/merge_requests/${mr.iid}/diffs?diff_id=${version.id}&start_sha=${change.start_sha}${anchor ? `#${anchor}` : ''}`;
      const body = `changed this ${onText ? 'line' : 'file'} in [version ${versionIndex} of the diff](${url})`;
      await createSystemNote(db, live, {
        noteable: { type: 'MergeRequest', id: mr.id, project: { id: mr.projectId } },
        author: { id: userId },
        body,
        icon: 'pencil',
        action: 'outdated',
        reply: { discussionId: first.discussionId, type: 'DiffNote', position: first.position, originalPosition: first.originalPosition ?? first.position, lineCode: first.lineCode },
      });
      if (options.resolveOutdated && thread.some((note) => note.resolvable && note.resolvedAt === null)) {
        await db
          .update(notes)
          .set({ resolvedAt: sql`now()`, resolvedById: userId, resolvedByPush: true })
          .where(and(inArray(notes.id, ids), eq(notes.resolvable, true), isNull(notes.resolvedAt)));
        await publishNoteEvent(live, { type: 'MergeRequest', id: mr.id }, 'resolved', { id: first.id, discussionId: first.discussionId, internal: first.internal });
      }
    } else {
      for (const id of ids) await publishNoteEvent(live, { type: 'MergeRequest', id: mr.id }, 'updated', { id, discussionId: first.discussionId, internal: first.internal });
    }
  }
}
