import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { GroupRow } from '../groups/tables.ts';
import { canReadIssue } from '../issues/rules.ts';
import { issueWebUrl } from '../issues/serializers.ts';
import { issues, type IssueRow } from '../issues/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import type { NoteableAccess } from './rules.ts';
import type { NoteableType } from './tables.ts';

/** A noteable the viewer may read, with what the rules and serializers need. */
export interface Noteable {
  type: NoteableType;
  id: number;
  iid: number;
  /** For issues: the issue (discussion_locked arrives with the issues domain's column). */
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  projectFullPath: string;
  access: NoteableAccess;
  /** Absolute URL of the noteable's page. */
  webUrl: string;
  /** `/group/project/-/issues/1` (web paths). */
  webPath: string;
  /** The reader: rendered HTML is redacted for them (references to what they may not see). */
  viewer: Viewer;
}

/**
 * Issues carry no discussion_locked column yet (the issues domain owns it); until then discussions
 * are never locked. Reads the column if the row has one, so adding it needs no change here.
 */
function discussionLocked(issue: IssueRow): boolean {
  return (issue as IssueRow & { discussionLocked?: boolean | null }).discussionLocked === true;
}

export type ProjectRef = { id: number } | { fullPath: string };

/** Loads an issue (by iid or id) in a project the viewer may read; hidden things answer 404. */
export async function readableIssueNoteable(db: Db, viewer: Viewer, projectRef: ProjectRef, issueRef: { iid: number } | { id: number }, base: string): Promise<Noteable> {
  const found = await findProject(db, projectRef);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  const [issue] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.projectId, found.project.id), 'iid' in issueRef ? eq(issues.iid, issueRef.iid) : eq(issues.id, issueRef.id)));
  if (!issue || !canReadIssue(viewer.facts, issue, accessLevel)) throw new AppError('ISSUE_NOT_FOUND');
  const fullPath = projectFullPath(found.project, found.namespace);
  const webUrl = issueWebUrl(base, issue, found.project, found.namespace);
  return {
    type: 'Issue',
    id: issue.id,
    iid: issue.iid,
    issue,
    project: found.project,
    namespace: found.namespace,
    projectFullPath: fullPath,
    access: { viewer: viewer.facts, accessLevel, noteableAuthorId: issue.authorId, discussionLocked: discussionLocked(issue), archived: found.project.archived },
    webUrl,
    webPath: `/${fullPath}/-/issues/${issue.iid}`,
    viewer,
  };
}
