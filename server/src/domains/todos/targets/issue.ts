import { eq, inArray } from 'drizzle-orm';
import { groups, type GroupRow } from '../../groups/tables.ts';
import { canReadIssue } from '../../issues/rules.ts';
import { confidentialIssueAssignees } from '../../issues/assignees.ts';
import { issueJson, issueWebUrl } from '../../issues/serializers.ts';
import { issues, type IssueRow } from '../../issues/tables.ts';
import { listMetadata } from '../../issues/view.ts';
import { canReadProject } from '../../projects/rules.ts';
import { projects, type ProjectRow } from '../../projects/tables.ts';
import { users, type UserRow } from '../../users/tables.ts';
import type { TodoTarget, TodoTargetKind } from './types.ts';

interface IssueTarget extends TodoTarget {
  graphqlParent: { issue: IssueRow; project: ProjectRow; namespace: GroupRow; author: UserRow };
}

/** Issues (incidents too) as to-do targets: the project must be readable, then the issue's own rule. */
export const issueTodoTarget: TodoTargetKind = {
  type: 'Issue',
  async readable(db, viewer, ids) {
    const found = new Map<number, TodoTarget>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({ issue: issues, project: projects, namespace: groups, author: users })
      .from(issues)
      .innerJoin(projects, eq(projects.id, issues.projectId))
      .innerJoin(groups, eq(groups.id, projects.namespaceId))
      .innerJoin(users, eq(users.id, issues.authorId))
      .where(inArray(issues.id, [...new Set(ids)]));
    const assignees = await confidentialIssueAssignees(
      db,
      rows.map((row) => row.issue),
    );
    for (const row of rows) {
      const level = await viewer.projectAccess(row.project, row.namespace);
      if (!canReadProject(viewer.facts, row.project, level) || !canReadIssue(viewer.facts, row.issue, level, assignees.get(row.issue.id))) continue;
      const target: IssueTarget = {
        type: 'Issue',
        id: row.issue.id,
        title: row.issue.title,
        description: row.issue.description,
        state: row.issue.state,
        project: { project: row.project, namespace: row.namespace },
        group: null,
        webUrl: (base) => issueWebUrl(base, row.issue, row.project, row.namespace),
        graphqlParent: row,
      };
      found.set(row.issue.id, target);
    }
    return found;
  },
  async apiJson(db, viewer, base, targets) {
    const parents = targets.map((target) => (target as IssueTarget).graphqlParent);
    const meta = await listMetadata(db, viewer, parents);
    return new Map(parents.map((parent) => [parent.issue.id, issueJson(base, parent.issue, parent.project, parent.namespace, parent.author, meta(parent.issue))]));
  },
};
