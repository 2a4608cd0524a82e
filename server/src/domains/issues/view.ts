import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { canReadEpic } from '../epics/rules.ts';
import { epicWebUrl } from '../epics/serializers.ts';
import { epics } from '../epics/tables.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import { linkedIssues } from '../issue-links/queries.ts';
import { readableLinks } from '../issue-links/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { isSubscribedToIssue } from '../notifications/service.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { loadIssueMetadata, loadOneIssueMetadata, type IssueMetadata } from './metadata.ts';
import { issueParticipants } from './participants.ts';
import { issueWebUrl } from './serializers.ts';
import type { IssueContext } from './service.ts';
import type { IssueRow } from './tables.ts';
import type { GroupRow } from '../groups/tables.ts';
import { canReadExternalEmails } from './rules.ts';

/** Whether the viewer may read each issue's parent epic. */
export async function epicReadability(viewer: Viewer, metadata: Map<number, IssueMetadata>): Promise<Map<number, boolean>> {
  const result = new Map<number, boolean>();
  for (const [issueId, meta] of metadata) {
    const group = meta.epic ? meta.groups.get(meta.epic.groupId) : undefined;
    result.set(issueId, meta.epic !== null && group !== undefined && canReadEpic(viewer.facts, group, await viewer.groupAccess(group), meta.epic));
  }
  return result;
}

/** Metadata of a list of issues plus the viewer's epic readability, for REST lists. */
export async function listMetadata(db: Db, viewer: Viewer, rows: { issue: IssueRow; project: { id: number }; namespace: Pick<GroupRow, 'fullPath'> }[]) {
  const [metadata, levels] = await Promise.all([
    loadIssueMetadata(
      db,
      rows.map((row) => row.issue),
    ),
    Promise.all(rows.map(async (row) => [row.issue.id, await viewer.projectAccess(row.project, row.namespace)] as const)),
  ]);
  const readable = await epicReadability(viewer, metadata);
  const access = new Map(levels);
  return (issue: IssueRow) => ({
    metadata: metadata.get(issue.id) as IssueMetadata,
    viewer: { epicReadable: readable.get(issue.id) ?? false, readExternalEmails: canReadExternalEmails(viewer.facts, access.get(issue.id) ?? 0) },
  });
}

/** The promoted-to epic's URL, if the issue was promoted to an epic that still exists. */
async function promotedEpicUrl(db: Db, base: string, issue: IssueRow): Promise<string | null> {
  if (issue.promotedToEpicId === null) return issue.promotedToEpicUrl;
  const [epic] = await db.select().from(epics).where(eq(epics.id, issue.promotedToEpicId));
  const [group] = epic ? await findGroupsByIds(db, [epic.groupId]) : [];
  return epic && group ? epicWebUrl(base, epic, group) : issue.promotedToEpicUrl;
}

/** Everything the issue page's sidebar needs for this viewer. */
export async function issueSidebarView(db: Db, viewer: Viewer, base: string, ctx: IssueContext) {
  // The participants list starts with the assignees the metadata loads: one query for both.
  const loadingMetadata = loadOneIssueMetadata(db, ctx.issue);
  const [metadata, subscribed, links, promotedToEpicUrl, participants] = await Promise.all([
    loadingMetadata,
    isSubscribedToIssue(db, viewer.user?.id ?? null, ctx.issue),
    linkedIssues(db, ctx.issue.id),
    promotedEpicUrl(db, base, ctx.issue),
    issueParticipants(
      db,
      viewer,
      ctx,
      loadingMetadata.then((loaded) => loaded.assignees),
    ),
  ]);
  const readable = await epicReadability(viewer, new Map([[ctx.issue.id, metadata]]));
  const blockers = await readableLinks(
    db,
    viewer,
    links.filter((link) => link.linkType === 'is_blocked_by' && link.issue.state === 'opened'),
  );
  return {
    metadata,
    epicReadable: readable.get(ctx.issue.id) ?? false,
    subscribed,
    promotedToEpicUrl,
    participants,
    blockedBy: blockers.map((b) => ({
      id: b.issue.id,
      iid: b.issue.iid,
      title: b.issue.title,
      reference: b.project.id === ctx.project.id ? `#${b.issue.iid}` : `${projectFullPath(b.project, b.namespace)}#${b.issue.iid}`,
      web_url: issueWebUrl(base, b.issue, b.project, b.namespace),
    })),
  };
}
