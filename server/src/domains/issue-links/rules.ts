import type { Viewer } from '../memberships/viewer.ts';
import { canReadIssue } from '../issues/rules.ts';
import { confidentialIssueAssignees } from '../issues/assignees.ts';
import type { Db } from '../../db/database.ts';
import { canReadProject } from '../projects/rules.ts';
import type { LinkedIssue } from './queries.ts';

/** GitLab's error texts for the linked-items form and the links API. */
export const LINK_MESSAGES = {
  notFound: 'No matching issue found. Make sure that you are adding a valid issue URL.',
  alreadyAssigned: 'Issue(s) already assigned',
  self: 'Cannot link an issue to itself',
} as const;

/** Linked issues the viewer may read (the others are left out, as GitLab's IssueLinks::ListService does). */
export async function readableLinks(db: Db, viewer: Viewer, links: LinkedIssue[]): Promise<LinkedIssue[]> {
  const result: LinkedIssue[] = [];
  const assignees = await confidentialIssueAssignees(
    db,
    links.map((link) => link.issue),
  );
  for (const link of links) {
    const level = await viewer.projectAccess(link.project, link.namespace);
    if (canReadProject(viewer.facts, link.project, level) && canReadIssue(viewer.facts, link.issue, level, assignees.get(link.issue.id))) result.push(link);
  }
  return result;
}
