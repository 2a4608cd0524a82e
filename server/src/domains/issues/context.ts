import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { findIssueByIid } from './queries.ts';
import { canReadIssue, evaluateIssueAbilities, type EvaluatedIssueAbilities } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import type { IssueRow } from './tables.ts';

// The issue read path: every route, resolver and provider loads an issue through these, so the one
// read rule (project readable, then canReadIssue) is applied in one place.

/** A readable issue with everything the rules and serializers need. */
export interface IssueContext {
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  author: UserRow;
  accessLevel: number;
  fullPath: string;
  abilities: EvaluatedIssueAbilities;
}

export interface ProjectContext {
  project: ProjectRow;
  namespace: GroupRow;
  accessLevel: number;
}

/** The project (404 `Project Not Found` when missing or hidden) with the viewer's access level. */
export async function loadProject(db: Db, viewer: Viewer, ref: { id: number } | { fullPath: string }): Promise<ProjectContext> {
  const found = await findProject(db, ref);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  return { ...found, accessLevel };
}

/** `isAssignee`: the viewer is assigned to the issue (known for confidential issues, see loadIssueIn). */
export function issueContext(viewer: Viewer, project: ProjectContext, issue: IssueRow, author: UserRow, isAssignee = false): IssueContext {
  return {
    project: project.project,
    namespace: project.namespace,
    accessLevel: project.accessLevel,
    issue,
    author,
    fullPath: projectFullPath(project.project, project.namespace),
    abilities: evaluateIssueAbilities(viewer.facts, project.project, project.accessLevel, issue, isAssignee),
  };
}

/** An issue the viewer may read, by iid; hidden or missing issues are 404 `Issue Not Found`. */
export async function loadIssueIn(db: Db, viewer: Viewer, project: ProjectContext, iid: number): Promise<IssueContext> {
  const found = Number.isSafeInteger(iid) && iid > 0 ? await findIssueByIid(db, project.project.id, iid) : undefined;
  const assignees = found ? await confidentialAssigneesOf(db, found.issue) : undefined;
  if (!found || !canReadIssue(viewer.facts, found.issue, project.accessLevel, assignees)) throw new AppError('ISSUE_NOT_FOUND');
  return issueContext(viewer, project, found.issue, found.author, viewer.user !== null && (assignees?.has(viewer.user.id) ?? false));
}

export async function loadIssue(db: Db, viewer: Viewer, ref: { id: number } | { fullPath: string }, iid: number): Promise<IssueContext> {
  return loadIssueIn(db, viewer, await loadProject(db, viewer, ref), iid);
}

