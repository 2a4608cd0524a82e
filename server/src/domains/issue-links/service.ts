import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import { canReadIssue } from '../issues/rules.ts';
import { confidentialAssigneesOf } from '../issues/assignees.ts';
import type { IssueContext } from '../issues/service.ts';
import { issueRef } from '../issues/live.ts';
import { publishIssuableEvents, type ActivityEntry } from '../issuables/events.ts';
import { issues, type IssueRow } from '../issues/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import { findLinkBetween } from './queries.ts';
import { LINK_MESSAGES } from './rules.ts';
import { issueLinks, type IssueLinkRow, type LinkType } from './tables.ts';

/** An issue with its project, as links need it. */
export interface LinkEnd {
  issue: IssueRow;
  projectId: number;
  fullPath: string;
}

/**
 * admin_issue_link: a signed-in member (guest or above, or an admin) of a writable project who can read
 * the issue. Guests may link since GitLab 13.x.
 */
export async function canAdminIssueLink(db: Db, viewer: Viewer, issue: IssueRow): Promise<LinkEnd | null> {
  if (!viewer.facts) return null;
  const found = await findProject(db, { id: issue.projectId });
  if (!found || found.project.archived) return null;
  const level = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, level) || !canReadIssue(viewer.facts, issue, level, await confidentialAssigneesOf(db, issue))) return null;
  if (!viewer.isAdmin && level < ACCESS.GUEST) return null;
  return { issue, projectId: found.project.id, fullPath: projectFullPath(found.project, found.namespace) };
}

/** `#1` within the project, `group/project#1` across projects. */
const referenceFrom = (from: LinkEnd, to: LinkEnd) => (from.projectId === to.projectId ? `#${to.issue.iid}` : `${to.fullPath}#${to.issue.iid}`);

/**
 * IssueLinks::CreateService for one target. `is_blocked_by` is stored as the target blocking the source.
 * Throws 404 (no linkable target) or 409 (already linked).
 */
export async function createIssueLink(db: Db, live: Live, user: UserRow, source: LinkEnd, target: LinkEnd, linkType: LinkType): Promise<IssueLinkRow> {
  if (source.issue.id === target.issue.id) throw new AppError('VALIDATION_FAILED', LINK_MESSAGES.self);
  if (await findLinkBetween(db, source.issue.id, target.issue.id)) throw new AppError('CONFLICT', LINK_MESSAGES.alreadyAssigned);
  const row = await insertIssueLink(db, source.issue, target.issue, linkType);
  if (!row) throw new AppError('CONFLICT', LINK_MESSAGES.alreadyAssigned);
  await announceIssueLink(db, live, user, row, source, target);
  return row;
}

/** The link row alone, e.g. inside the transaction creating an issue; null when the two are linked already. */
export async function insertIssueLink(db: Db, source: IssueRow, target: IssueRow, linkType: LinkType): Promise<IssueLinkRow | null> {
  const [from, to] = linkType === 'is_blocked_by' ? [target, source] : [source, target];
  const [row] = await db
    .insert(issueLinks)
    .values({ sourceId: from.id, targetId: to.id, linkType: linkType === 'relates_to' ? 'relates_to' : 'blocks' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** After a link row was committed: the core's events for each end (activity writes the system notes, live tells clients). */
export async function announceIssueLink(db: Db, live: Live, user: UserRow, row: IssueLinkRow, source: LinkEnd, target: LinkEnd): Promise<void> {
  const [from, to] = row.sourceId === source.issue.id ? [source, target] : [target, source];
  const blocks = row.linkType === 'blocks';
  await linksChanged(db, live, user, [
    [from, { body: `marked this issue as ${blocks ? 'blocking' : 'related to'} ${referenceFrom(from, to)}`, icon: 'link', action: 'relate' }],
    [to, { body: `marked this issue as ${blocks ? 'blocked by' : 'related to'} ${referenceFrom(to, from)}`, icon: 'link', action: 'relate' }],
  ]);
}

/** Each end's history line of a link change, through the core's `touched` events (after the commit). */
async function linksChanged(db: Db, live: Live, user: UserRow, ends: [LinkEnd, ActivityEntry][]): Promise<void> {
  await publishIssuableEvents({ db, live }, ...ends.map(([end, entry]) => ({ type: 'touched' as const, issuable: issueRef(end.issue), reason: 'link' as const, actor: user, activity: [entry] })));
}

/** IssueLinks::DestroyService: both ends must allow admin_issue_link, else 404. */
export async function destroyIssueLink(db: Db, live: Live, viewer: Viewer, user: UserRow, ctx: IssueContext, linkId: number): Promise<{ link: IssueLinkRow; source: LinkEnd; target: LinkEnd }> {
  const [link] = Number.isSafeInteger(linkId)
    ? await db
        .select()
        .from(issueLinks)
        .where(and(eq(issueLinks.id, linkId), or(eq(issueLinks.sourceId, ctx.issue.id), eq(issueLinks.targetId, ctx.issue.id))))
    : [];
  if (!link) throw new AppError('NOT_FOUND');
  const otherId = link.sourceId === ctx.issue.id ? link.targetId : link.sourceId;
  const [other] = await db.select().from(issues).where(eq(issues.id, otherId));
  const mine = await canAdminIssueLink(db, viewer, ctx.issue);
  const theirs = other ? await canAdminIssueLink(db, viewer, other) : null;
  if (!mine || !theirs) throw new AppError('NOT_FOUND');
  await db.delete(issueLinks).where(eq(issueLinks.id, link.id));
  const [source, target] = link.sourceId === ctx.issue.id ? [mine, theirs] : [theirs, mine];
  await linksChanged(db, live, user, [
    [source, { body: `removed the relation with ${referenceFrom(source, target)}`, icon: 'unlink', action: 'unrelate' }],
    [target, { body: `removed the relation with ${referenceFrom(target, source)}`, icon: 'unlink', action: 'unrelate' }],
  ]);
  return { link, source, target };
}
