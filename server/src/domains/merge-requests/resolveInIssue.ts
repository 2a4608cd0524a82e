import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { notes, type NoteRow } from '../notes/tables.ts';
import { createSystemNote } from '../notes/service.ts';
import { users, type UserRow } from '../users/tables.ts';
import { mrWebPath } from './serializers.ts';
import { AppError } from '../../errors.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { loadMergeRequest, type MergeRequestContext } from './service.ts';

/**
 * "Resolve all threads in a new issue" (Issues::BuildService with `merge_request_to_resolve_discussions_of`
 * and Issues::ResolveDiscussions): the new issue's default title and description list the merge request's
 * unresolved threads in GitLab's template; once the issue exists, each thread is resolved and says
 * "created #N to continue this discussion" (SystemNoteService.discussion_continued_in_issue).
 */

export interface UnresolvedDiscussion {
  id: string;
  notes: (NoteRow & { author: UserRow })[];
}

/** The merge request's threads with an unresolved resolvable note, oldest first (internal ones only for who reads them). */
export async function unresolvedDiscussionsOf(db: Db, mrId: number, includeInternal: boolean): Promise<UnresolvedDiscussion[]> {
  const open = await db
    .selectDistinct({ id: notes.discussionId })
    .from(notes)
    .where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.noteableId, mrId), eq(notes.resolvable, true), isNull(notes.resolvedAt)));
  if (open.length === 0) return [];
  const rows = await db
    .select({ note: notes, author: users })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.authorId))
    .where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.noteableId, mrId), inArray(notes.discussionId, open.map((d) => d.id))))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  const byId = new Map<string, UnresolvedDiscussion>();
  for (const { note, author } of rows) {
    const found = byId.get(note.discussionId) ?? { id: note.discussionId, notes: [] };
    found.notes.push({ ...note, author });
    byId.set(note.discussionId, found);
  }
  return [...byId.values()].filter((d) => includeInternal || !d.notes[0]?.internal);
}

/** Issues::BuildService#title_from_merge_request. */
export function followUpTitle(ctx: MergeRequestContext): string {
  return `Follow-up from "${ctx.mr.title}"`;
}

/** Issues::BuildService#description_for_discussions: the unresolved threads, each quoted under a task item. */
export function followUpDescription(base: string, ctx: MergeRequestContext, discussions: readonly UnresolvedDiscussion[]): string {
  const reference = `!${ctx.mr.iid}`;
  if (discussions.length === 0) return `There are no unresolved discussions. Review the conversation in ${reference}`;
  const items = discussions.map((discussion) => {
    const first = discussion.notes.find((n) => n.resolvable && n.resolvedAt === null) ?? discussion.notes[0];
    if (!first) return '';
    const action = first.id === discussion.notes[0]?.id ? 'started' : 'commented on';
    const others = discussion.notes.length - 1;
    const info = [`- [ ] @${first.author.username} ${action} a [discussion](${base}${mrWebPath(ctx.fullPath, ctx.mr)}#note_${first.id}): `];
    if (others > 0) info.push(`(+${others} ${others === 1 ? 'comment' : 'comments'})`);
    // GitLab drops `>>>` block-quote fences before quoting each line.
    const body = first.note.replace(/^>>>[ \t]*\n?/gm, '');
    const quote = body
      .split('\n')
      .map((line) => `    > ${line}`)
      .join('\n');
    return [info.join(' '), quote].join('\n\n');
  });
  return [`The following ${discussions.length === 1 ? 'discussion' : 'discussions'} from ${reference} should be addressed:`, ...items].join('\n\n');
}

/** Resolves the threads in the new issue's name, each with GitLab's "created #N to continue this discussion". */
export async function resolveDiscussionsInIssue(db: Db, live: Live, user: UserRow, ctx: MergeRequestContext, discussions: readonly UnresolvedDiscussion[], issue: { iid: number }): Promise<void> {
  const noteable = { type: 'MergeRequest' as const, id: ctx.mr.id, project: { id: ctx.project.id } };
  for (const discussion of discussions) {
    const now = new Date();
    await db
      .update(notes)
      .set({ resolvedAt: now, resolvedById: user.id })
      .where(and(eq(notes.discussionId, discussion.id), eq(notes.resolvable, true), isNull(notes.resolvedAt)));
    await createSystemNote(db, live, { noteable, author: user, body: `created #${issue.iid} to continue this discussion`, icon: 'issues', discussionId: discussion.id });
  }
}

export interface FollowUp {
  title: string;
  description: string;
  /** After the issue is created: resolves the threads (only for who may resolve them: update_merge_request). */
  resolve: (db: Db, live: Live, user: UserRow, issue: { iid: number }) => Promise<void>;
}

/** The follow-up of merge request `iid` in the project, for a viewer who reads it; null otherwise (GitLab ignores the param). */
export async function followUpOf(db: Db, base: string, viewer: Viewer, projectId: number, iid: number): Promise<FollowUp | null> {
  let ctx: MergeRequestContext;
  try {
    ctx = await loadMergeRequest(db, viewer, { id: projectId }, iid);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const discussions = await unresolvedDiscussionsOf(db, ctx.mr.id, viewer.isAdmin || ctx.accessLevel >= ACCESS.REPORTER);
  return {
    title: followUpTitle(ctx),
    description: followUpDescription(base, ctx, discussions),
    resolve: async (database, live, user, issue) => {
      if (ctx.abilities.update) await resolveDiscussionsInIssue(database, live, user, ctx, discussions, issue);
    },
  };
}
