import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { awardEmoji } from '../awards/tables.ts';
import { availableLabels } from '../labels/queries.ts';
import { issueLabels } from './tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { availableMilestones, milestonesByIds } from '../milestones/queries.ts';
import { renderNoteHtml } from '../notes/render.ts';
import { notes, systemNoteMetadata } from '../notes/tables.ts';
import { timelogs } from '../time-tracking/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { assigneesOfIssues } from './metadata.ts';
import { rewriteReferences } from './referenceRewriter.ts';
import { evaluateProjectAbilities, isMovableBy } from './rules.ts';
import { type IssueContext, type ProjectContext } from './service.ts';
import { publishIssuableEvents, type ActivityEntry } from '../issuables/events.ts';
import { issueRef } from './live.ts';
import { issues, type IssueRow } from './tables.ts';
import { ISSUE_ASSIGNEES } from './assignees.ts';
import { replaceAssignees } from '../issuables/queries.ts';
import { labelsOfIssues } from '../labels/queries.ts';

/** Issues::MoveService's refusals (GitLab raises them; REST answers 400 with the text). */
export const MOVE_MESSAGES = {
  sameProject: 'Cannot move issue to project it originates from!',
  insufficientPermissions: 'Cannot move issue due to insufficient permissions!',
} as const;

export class MoveIssueError extends Error {}

/**
 * Issue#can_move?: not moved yet, admin_issue (reporter+ in a writable project) on the issue and, for a
 * target, admin_issue in the target project too.
 */
export function canMoveIssue(viewer: Viewer, ctx: IssueContext, target?: ProjectContext): boolean {
  if (!isMovableBy(ctx.issue, ctx.abilities.issue.adminIssue)) return false;
  return target === undefined || evaluateProjectAbilities(viewer.facts, target.project, target.accessLevel).adminIssue;
}

/** Notes rendered concurrently, and inserted per statement, when an issue moves. */
const RENDER_BATCH = 20;
const INSERT_BATCH = 500;

/** A new 40-hex discussion id (notes/service.ts's, without importing the notes service: it imports this module's callers). */
const newDiscussionId = () => randomBytes(20).toString('hex');

const fullPathOf = (project: ProjectContext) => `${project.namespace.fullPath}/${project.project.path}`;

/** The copy of a note, rendered for the target project before the transaction starts. */
interface NoteCopy {
  sourceId: number;
  values: typeof notes.$inferInsert;
  action: string | null;
}

/**
 * Issues::MoveService: copies the issue into `target` (title, description and notes with their
 * references rewritten, confidentiality, type, dates, weight, estimate, assignees, labels and
 * milestone matched by title, awards, time spent; the same author), then closes the original with
 * `moved_to_id`. Everything is written in one transaction; the system notes ("moved to", "moved from",
 * "closed") and live events follow the commit. Throws MoveIssueError for GitLab's refusals; the caller
 * has checked that the target is readable.
 */
export async function moveIssue(db: Db, live: Live, user: UserRow, viewer: Viewer, ctx: IssueContext, target: ProjectContext): Promise<IssueRow> {
  if (target.project.id === ctx.project.id) throw new MoveIssueError(MOVE_MESSAGES.sameProject);
  if (!canMoveIssue(viewer, ctx, target)) throw new MoveIssueError(MOVE_MESSAGES.insufficientPermissions);
  const original = ctx.issue;
  const from = ctx.fullPath;
  const to = fullPathOf(target);

  // Read and render everything first: rendering looks references up and should not hold the transaction.
  const [labelRows, assignees, milestones, targetLabels, targetMilestones, noteRows] = await Promise.all([
    labelsOfIssues(db, [original.id]),
    assigneesOfIssues(db, [original.id]),
    milestonesByIds(db, original.milestoneId === null ? [] : [original.milestoneId]),
    availableLabels(db, target.project, target.namespace, { includeAncestorGroups: true }),
    availableMilestones(db, target.project, target.namespace),
    db
      .select({ note: notes, action: systemNoteMetadata.action })
      .from(notes)
      .leftJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
      .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, original.id)))
      .orderBy(asc(notes.createdAt), asc(notes.id)),
  ]);
  const wantedLabels = new Set((labelRows.get(original.id) ?? []).map((label) => label.title.toLowerCase()));
  // A project label wins over a group label of the same title, as in the label pickers.
  const labelIds = [
    ...new Map(
      [...targetLabels]
        .filter((label) => wantedLabels.has(label.title.toLowerCase()))
        .sort((a, b) => Number(a.projectId !== null) - Number(b.projectId !== null))
        .map((label) => [label.title.toLowerCase(), label.id]),
    ).values(),
  ];
  const milestoneTitle = milestones.get(original.milestoneId ?? -1)?.title;
  const milestoneId = milestoneTitle === undefined ? null : (targetMilestones.find((m) => m.title === milestoneTitle)?.id ?? null);
  const discussionIds = new Map<string, string>();
  const copies: NoteCopy[] = [];
  // Rendered a batch at a time (each render may look references up), before the transaction.
  for (let start = 0; start < noteRows.length; start += RENDER_BATCH) {
    const batch = noteRows.slice(start, start + RENDER_BATCH);
    const bodies = batch.map(({ note }) => rewriteReferences(note.note, from, to) ?? '');
    const htmls = await Promise.all(bodies.map((body) => renderNoteHtml(db, body, { projectFullPath: to })));
    batch.forEach(({ note, action }, index) => {
      const { id: _id, ...rest } = note;
      if (!discussionIds.has(note.discussionId)) discussionIds.set(note.discussionId, newDiscussionId());
      copies.push({
        sourceId: note.id,
        action,
        values: { ...rest, projectId: target.project.id, discussionId: discussionIds.get(note.discussionId) as string, note: bodies[index] as string, noteHtml: htmls[index] as string },
      });
    });
  }

  const now = new Date();
  const moved = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Lock the original: two concurrent moves must not both copy it.
    const [current] = await tx.select().from(issues).where(eq(issues.id, original.id)).for('update');
    if (!current || current.movedToId !== null) throw new MoveIssueError(MOVE_MESSAGES.insufficientPermissions);
    const [last] = await tx.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, target.project.id));
    const [created] = await tx
      .insert(issues)
      .values({
        projectId: target.project.id,
        iid: (last?.iid ?? 0) + 1,
        title: current.title,
        description: rewriteReferences(current.description, from, to),
        state: current.state,
        issueType: current.issueType,
        confidential: current.confidential,
        discussionLocked: current.discussionLocked,
        authorId: current.authorId,
        createdAt: current.createdAt,
        updatedAt: now,
        closedAt: current.closedAt,
        closedById: current.closedById,
        updatedById: user.id,
        lastEditedAt: current.lastEditedAt,
        lastEditedById: current.lastEditedById,
        weight: current.weight,
        dueDate: current.dueDate,
        healthStatus: current.healthStatus,
        timeEstimate: current.timeEstimate,
        milestoneId,
        zoomMeetingUrl: current.zoomMeetingUrl,
        publishedIncidentUrl: current.publishedIncidentUrl,
        serviceDeskReplyTo: current.serviceDeskReplyTo,
      })
      .returning();
    if (!created) throw new Error('moved issue not created');
    if (labelIds.length) await tx.insert(issueLabels).values(labelIds.map((labelId) => ({ issueId: created.id, labelId })));
    const people = assignees.get(original.id) ?? [];
    await replaceAssignees(tx, ISSUE_ASSIGNEES, created.id, people.map((person) => person.id), now);
    // Multi-row inserts (PostgreSQL returns the rows of INSERT … VALUES in the order given).
    const noteIds = new Map<number, number>();
    for (let start = 0; start < copies.length; start += INSERT_BATCH) {
      const batch = copies.slice(start, start + INSERT_BATCH);
      const rows = await tx
        .insert(notes)
        .values(batch.map((copy) => ({ ...copy.values, noteableId: created.id })))
        .returning({ id: notes.id });
      const metadata: { noteId: number; action: string }[] = [];
      batch.forEach((copy, index) => {
        const row = rows[index];
        if (!row) return;
        noteIds.set(copy.sourceId, row.id);
        if (copy.action) metadata.push({ noteId: row.id, action: copy.action });
      });
      if (metadata.length) await tx.insert(systemNoteMetadata).values(metadata);
    }
    await copyAwards(tx, original.id, created.id, noteIds);
    await tx.execute(
      sql`insert into ${timelogs} (issue_id, user_id, note_id, time_spent, spent_at, summary, created_at)
          select ${created.id}, user_id, null, time_spent, spent_at, summary, created_at from ${timelogs} where issue_id = ${original.id}`,
    );
    await tx
      .update(issues)
      .set({
        movedToId: created.id,
        updatedAt: now,
        updatedById: user.id,
        lockVersion: sql`${issues.lockVersion} + 1`,
        ...(current.state === 'opened' ? { state: 'closed' as const, closedAt: now, closedById: user.id } : {}),
      })
      .where(eq(issues.id, original.id));
    return { created, wasOpen: current.state === 'opened' };
  });

  const { created } = moved;
  // Committed: the new issue tells where it came from, the original where it went (and that it closed).
  const originalActivity: ActivityEntry[] = [{ body: `moved to ${to}#${created.iid}`, icon: 'arrow-right', action: 'moved' }];
  if (moved.wasOpen) originalActivity.push({ body: 'closed', icon: 'issue-close', action: 'closed' });
  await publishIssuableEvents(
    { db, live },
    { type: 'created', issuable: issueRef(created), actor: user, activity: [{ body: `moved from ${from}#${original.iid}`, icon: 'arrow-right', action: 'moved' }], copiedFrom: issueRef(original) },
    {
      type: 'updated',
      issuable: issueRef(original),
      actor: user,
      at: now,
      changes: [],
      delta: moved.wasOpen ? { state: { from: 'opened', to: 'closed' } } : {},
      activity: originalActivity,
      descriptionVersionId: null,
    },
  );
  return created;
}

/** Awards on the issue and on its notes (by the new note ids), as Notes::CopyService and AwardEmojis::CopyService. */
async function copyAwards(tx: Db, fromIssueId: number, toIssueId: number, noteIds: Map<number, number>): Promise<void> {
  const sourceNoteIds = [...noteIds.keys()];
  const issueAwards = await tx.select().from(awardEmoji).where(and(eq(awardEmoji.awardableType, 'Issue'), eq(awardEmoji.awardableId, fromIssueId)));
  const noteAwards = sourceNoteIds.length ? await tx.select().from(awardEmoji).where(and(eq(awardEmoji.awardableType, 'Note'), inArray(awardEmoji.awardableId, sourceNoteIds))) : [];
  const values = [
    ...issueAwards.map((award) => ({ awardableType: 'Issue', awardableId: toIssueId, name: award.name, userId: award.userId, createdAt: award.createdAt, updatedAt: award.updatedAt })),
    ...noteAwards.map((award) => ({ awardableType: 'Note', awardableId: noteIds.get(award.awardableId) as number, name: award.name, userId: award.userId, createdAt: award.createdAt, updatedAt: award.updatedAt })),
  ];
  if (values.length) await tx.insert(awardEmoji).values(values);
}
