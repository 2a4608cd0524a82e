import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { issues, type IssueRow } from '../issues/tables.ts';
import { projects, type ProjectRow } from '../projects/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { issueLinks, type IssueLinkRow, type LinkType } from './tables.ts';

export interface LinkedIssue {
  link: IssueLinkRow;
  /** The link type as seen from the issue asked about (a stored `blocks` reads `is_blocked_by` from its target). */
  linkType: LinkType;
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  author: UserRow;
}

/** Every issue linked to `issueId`, in link order (readability is the caller's check). */
export async function linkedIssues(db: Db, issueId: number): Promise<LinkedIssue[]> {
  const other = alias(issues, 'other');
  const rows = await db
    .select({ link: issueLinks, issue: other, project: projects, namespace: groups, author: users })
    .from(issueLinks)
    .innerJoin(other, or(and(eq(issueLinks.sourceId, issueId), eq(other.id, issueLinks.targetId)), and(eq(issueLinks.targetId, issueId), eq(other.id, issueLinks.sourceId))))
    .innerJoin(projects, eq(projects.id, other.projectId))
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .innerJoin(users, eq(users.id, other.authorId))
    .where(or(eq(issueLinks.sourceId, issueId), eq(issueLinks.targetId, issueId)))
    .orderBy(issueLinks.id);
  return rows.map((row) => ({
    ...row,
    linkType: row.link.linkType === 'relates_to' ? 'relates_to' : row.link.sourceId === issueId ? 'blocks' : 'is_blocked_by',
  }));
}

export async function findLinkBetween(db: Db, a: number, b: number): Promise<IssueLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(issueLinks)
    .where(or(and(eq(issueLinks.sourceId, a), eq(issueLinks.targetId, b)), and(eq(issueLinks.sourceId, b), eq(issueLinks.targetId, a))));
  return row;
}
