import { issueWebUrl } from '../issues/serializers.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { LinkedIssue } from './queries.ts';

/** The linked-items widget's entity (GitLab's LinkedProjectIssueEntity). */
export function linkedIssueWebJson(base: string, fromProjectId: number, issuePath: string, linked: LinkedIssue) {
  const fullPath = projectFullPath(linked.project, linked.namespace);
  return {
    id: linked.issue.id,
    iid: linked.issue.iid,
    confidential: linked.issue.confidential,
    title: linked.issue.title,
    state: linked.issue.state,
    issue_type: linked.issue.issueType,
    type: linked.issue.issueType === 'incident' ? 'INCIDENT' : 'ISSUE',
    reference: linked.project.id === fromProjectId ? `#${linked.issue.iid}` : `${fullPath}#${linked.issue.iid}`,
    path: `/${fullPath}/-/issues/${linked.issue.iid}`,
    web_url: issueWebUrl(base, linked.issue, linked.project, linked.namespace),
    relation_path: `${issuePath}/links/${linked.link.id}`,
    issue_link_id: linked.link.id,
    link_type: linked.linkType,
    due_date: linked.issue.dueDate,
    weight: linked.issue.weight,
    created_at: linked.issue.createdAt.toISOString(),
    closed_at: linked.issue.closedAt?.toISOString() ?? null,
  };
}

/** REST's RelatedIssue: the issue entity plus the link's fields. */
export function linkFieldsJson(linked: LinkedIssue) {
  return {
    issue_link_id: linked.link.id,
    link_type: linked.linkType,
    link_created_at: linked.link.createdAt.toISOString(),
    link_updated_at: linked.link.updatedAt.toISOString(),
  };
}
