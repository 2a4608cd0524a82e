import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { canReadEpic } from '../epics/rules.ts';
import { epicWebPath } from '../epics/serializers.ts';
import { epics, type EpicRow } from '../epics/tables.ts';
import { findGroup } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { canReadIssue } from '../issues/rules.ts';
import { issueWebUrl } from '../issues/serializers.ts';
import { issues, type IssueRow } from '../issues/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import type { KnownProject } from '../references/redact.ts';
import type { ProjectScope } from '../references/render.ts';
import type { NoteableAccess } from './rules.ts';

/** What every noteable the viewer may read carries for the notes rules, routes and serializers. */
interface NoteableBase {
  id: number;
  iid: number;
  access: NoteableAccess;
  /** Absolute URL of the noteable's page. */
  webUrl: string;
  /** `/group/project/-/issues/1` or `/groups/group/-/epics/1` (web paths). */
  webPath: string;
  /** Base of a note's own routes (`{notesPath}/:id`, `…/toggle_award_emoji`). */
  notesPath: string;
  /** Whether threads can be resolved: GitLab's epic notes never are. */
  resolvable: boolean;
  /** `notes.project_id` of its notes: the issue's project, null for group-level noteables (epics). */
  projectId: number | null;
  /** NoteEntity's `project_name`. */
  projectName: string | null;
  /** The markdown context of its notes (`#1`, `~label`, `&2` resolve against it). */
  renderScope: ProjectScope;
  /** Projects the reader is known to read, so redaction needs no query for them. */
  knownProjects: KnownProject[];
  /** The reader: rendered HTML is redacted for them (references to what they may not see). */
  viewer: Viewer;
}

/** An issue (incidents too) as a noteable. */
export interface IssueNoteable extends NoteableBase {
  type: 'Issue';
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  projectFullPath: string;
}

/** An epic as a noteable: notes live in the group, not in a project. */
export interface EpicNoteable extends NoteableBase {
  type: 'Epic';
  epic: EpicRow;
  group: GroupRow;
}

/** A noteable the viewer may read. */
export type Noteable = IssueNoteable | EpicNoteable;

export type ProjectRef = { id: number } | { fullPath: string };

/** Loads an issue (by iid or id) in a project the viewer may read; hidden things answer 404. */
export async function readableIssueNoteable(db: Db, viewer: Viewer, projectRef: ProjectRef, issueRef: { iid: number } | { id: number }, base: string): Promise<IssueNoteable> {
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
  return {
    type: 'Issue',
    id: issue.id,
    iid: issue.iid,
    issue,
    project: found.project,
    namespace: found.namespace,
    projectFullPath: fullPath,
    access: { viewer: viewer.facts, accessLevel, noteableAuthorId: issue.authorId, discussionLocked: issue.discussionLocked, archived: found.project.archived },
    webUrl: issueWebUrl(base, issue, found.project, found.namespace),
    webPath: `/${fullPath}/-/issues/${issue.iid}`,
    notesPath: `/${fullPath}/notes`,
    resolvable: true,
    projectId: found.project.id,
    projectName: found.project.name,
    renderScope: { projectFullPath: fullPath },
    knownProjects: [{ fullPath, id: found.project.id, accessLevel }],
    viewer,
  };
}

export type GroupRef = { id: number } | { fullPath: string };

/**
 * Loads an epic (by iid or id) of a group the viewer may read; a hidden group or epic (private group,
 * confidential epic below reporter) answers 404 like a missing one.
 */
export async function readableEpicNoteable(db: Db, viewer: Viewer, groupRef: GroupRef, epicRef: { iid: number } | { id: number }, base: string): Promise<EpicNoteable> {
  const group = await findGroup(db, groupRef);
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  const accessLevel = await viewer.groupAccess(group);
  const [epic] = await db
    .select()
    .from(epics)
    .where(and(eq(epics.groupId, group.id), 'iid' in epicRef ? eq(epics.iid, epicRef.iid) : eq(epics.id, epicRef.id)));
  if (!epic || !canReadEpic(viewer.facts, group, accessLevel, epic)) throw new AppError('EPIC_NOT_FOUND');
  const webPath = epicWebPath(epic, group);
  return {
    type: 'Epic',
    id: epic.id,
    iid: epic.iid,
    epic,
    group,
    // Epics have no lock and no archived state.
    access: { viewer: viewer.facts, accessLevel, noteableAuthorId: epic.authorId, discussionLocked: false, archived: false },
    webUrl: `${base}${webPath}`,
    webPath,
    notesPath: `${webPath}/notes`,
    resolvable: false,
    projectId: null,
    projectName: null,
    renderScope: { groupFullPath: group.fullPath },
    knownProjects: [],
    viewer,
  };
}
