import type { GroupRow } from '../groups/tables.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import type { IssueRow } from './tables.ts';

export function issueWebUrl(base: string, issue: IssueRow, project: ProjectRow, namespace: GroupRow): string {
  const kind = issue.issueType === 'incident' ? 'issues/incident' : 'issues';
  return `${base}/${projectFullPath(project, namespace)}/-/${kind}/${issue.iid}`;
}

