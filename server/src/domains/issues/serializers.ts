import type { GroupRow } from '../groups/tables.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import type { RenderedIssueText } from './render.ts';
import { taskCompletionStatus, type EvaluatedIssueAbilities } from './rules.ts';
import type { IssueRow } from './tables.ts';

export function issueWebUrl(base: string, issue: IssueRow, project: ProjectRow, namespace: GroupRow): string {
  const kind = issue.issueType === 'incident' ? 'issues/incident' : 'issues';
  return `${base}/${projectFullPath(project, namespace)}/-/${kind}/${issue.iid}`;
}

/** `#1`, or `group/project#1` when full. */
export function issueReference(issue: IssueRow, project: ProjectRow, namespace: GroupRow, full: boolean): string {
  return full ? `${projectFullPath(project, namespace)}#${issue.iid}` : `#${issue.iid}`;
}

/** GitLab's Issue entity (the subset the dashboard uses). */
export function issueJson(base: string, issue: IssueRow, project: ProjectRow, namespace: GroupRow, author: UserRow) {
  return {
    id: issue.id,
    iid: issue.iid,
    project_id: issue.projectId,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
    closed_at: issue.closedAt?.toISOString() ?? null,
    closed_by: null,
    labels: [],
    milestone: null,
    assignees: [],
    assignee: null,
    author: userBasicJson(base, author),
    type: issue.issueType === 'incident' ? 'INCIDENT' : 'ISSUE',
    issue_type: issue.issueType,
    user_notes_count: 0,
    merge_requests_count: 0,
    upvotes: 0,
    downvotes: 0,
    due_date: issue.dueDate,
    confidential: issue.confidential,
    discussion_locked: issue.discussionLocked,
    web_url: issueWebUrl(base, issue, project, namespace),
    references: {
      short: issueReference(issue, project, namespace, false),
      relative: issueReference(issue, project, namespace, false),
      full: issueReference(issue, project, namespace, true),
    },
    severity: 'UNKNOWN',
    moved_to_id: issue.movedToId,
    service_desk_reply_to: issue.serviceDeskReplyTo,
    weight: issue.weight,
    health_status: issue.healthStatus,
    has_tasks: taskCompletionStatus(issue.description).count > 0,
    task_status: taskStatusText(issue.description),
    task_completion_status: taskCompletionStatus(issue.description),
  };
}

/** GitLab's "1 of 3 checklist items completed" (empty without tasks). */
function taskStatusText(description: string | null): string {
  const status = taskCompletionStatus(description);
  if (status.count === 0) return '';
  return `${status.completed_count} of ${status.count} ${status.count === 1 ? 'checklist item' : 'checklist items'} completed`;
}

/** Relative path of a user's page (`/username`), as GitLab's user_path. */
const userPath = (user: Pick<UserRow, 'username'>) => `/${user.username}`;

export interface IssuePageExtras {
  lastEditedBy: UserRow | null;
  updatedBy: UserRow | null;
  closedBy: UserRow | null;
  movedToUrl: string | null;
  duplicatedToUrl: string | null;
  signedIn: boolean;
  /** `title_html` and `description_html`, rendered and redacted for this reader (render.ts). */
  html: RenderedIssueText;
}

/**
 * The issue page's JSON (`GET /:fullPath/-/issues/:iid.json`, GitLab's IssueEntity with the header
 * state the page reads). `current_user` flags come from the kernel's rules (spec §6).
 */
export function issuePageJson(
  base: string,
  ctx: { issue: IssueRow; project: ProjectRow; namespace: GroupRow; author: UserRow; abilities: EvaluatedIssueAbilities },
  extras: IssuePageExtras,
) {
  const { issue, project, namespace, author, abilities } = ctx;
  const fullPath = projectFullPath(project, namespace);
  const can = abilities.issue;
  return {
    id: issue.id,
    iid: issue.iid,
    project_id: issue.projectId,
    title: issue.title,
    title_html: extras.html.titleHtml,
    title_text: issue.title,
    description: issue.description,
    description_html: extras.html.descriptionHtml,
    description_text: issue.description,
    state: issue.state,
    issue_type: issue.issueType,
    type: issue.issueType === 'incident' ? 'INCIDENT' : 'ISSUE',
    confidential: issue.confidential,
    discussion_locked: issue.discussionLocked,
    lock_version: issue.lockVersion,
    hidden: issue.hidden,
    is_hidden: issue.hidden,
    first_contribution: issue.firstContribution,
    author_id: issue.authorId,
    author: userBasicJson(base, author),
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
    updated_by_id: issue.updatedById,
    updated_by: extras.updatedBy ? userBasicJson(base, extras.updatedBy) : null,
    last_edited_at: issue.lastEditedAt?.toISOString() ?? null,
    last_edited_by_id: issue.lastEditedById,
    last_edited_by: extras.lastEditedBy ? userBasicJson(base, extras.lastEditedBy) : null,
    closed_at: issue.closedAt?.toISOString() ?? null,
    closed_by: extras.closedBy ? userBasicJson(base, extras.closedBy) : null,
    due_date: issue.dueDate,
    weight: issue.weight,
    health_status: issue.healthStatus,
    web_url: issueWebUrl(base, issue, project, namespace),
    reference: issueReference(issue, project, namespace, false),
    full_reference: issueReference(issue, project, namespace, true),
    task_completion_status: taskCompletionStatus(issue.description),
    task_status: taskStatusText(issue.description),
    moved_to_id: extras.movedToUrl ? issue.movedToId : null,
    moved_to_issue_url: extras.movedToUrl,
    duplicated_to_id: extras.duplicatedToUrl ? issue.duplicatedToId : null,
    duplicated_to_issue_url: extras.duplicatedToUrl,
    promoted_to_epic_url: issue.promotedToEpicUrl,
    zoom_meeting_url: issue.zoomMeetingUrl,
    published_incident_url: issue.publishedIncidentUrl,
    // Service desk: the external author's address, only for those who may see the issue's details.
    service_desk_reply_to: can.adminIssue ? issue.serviceDeskReplyTo : null,
    issue_email: extras.signedIn ? issue.issueEmail : null,
    project_path: fullPath,
    issue_path: `/${fullPath}/-/issues/${issue.iid}`,
    realtime_changes_path: `/${fullPath}/-/issues/${issue.iid}/realtime_changes`,
    create_note_path: `/${fullPath}/notes?target_id=${issue.id}&target_type=issue`,
    current_user: {
      can_create_note: can.createNote,
      can_create_confidential_note: can.createConfidentialNote,
      can_update: can.updateIssue,
      can_update_issue: can.updateIssue,
      can_reopen_issue: can.reopenIssue,
      can_admin_issue: can.adminIssue,
      can_set_issue_metadata: can.setIssueMetadata,
      can_create_issue: extras.signedIn && abilities.project.createIssue,
      can_create_incident: abilities.project.createIncident,
      can_promote_to_epic: can.promoteToEpic,
      can_destroy_issue: can.destroyIssue,
      can_report_spam: abilities.project.reportSpam && !abilities.isAuthor,
      can_award_emoji: can.awardEmoji,
      is_issue_author: abilities.isAuthor,
      show_lock_issue_option: extras.signedIn && can.adminIssue && issue.issueType === 'issue',
    },
  };
}

/** `GET …/realtime_changes`: what the page polls (updated_* only once the title or description was edited). */
export function realtimeChangesJson(issue: IssueRow, lastEditedBy: UserRow | null, html: RenderedIssueText) {
  return {
    title: html.titleHtml,
    title_text: issue.title,
    description: html.descriptionHtml,
    description_text: issue.description ?? '',
    task_completion_status: taskCompletionStatus(issue.description),
    lock_version: issue.lockVersion,
    ...(issue.lastEditedAt && lastEditedBy
      ? { updated_at: issue.lastEditedAt.toISOString(), updated_by_name: lastEditedBy.name, updated_by_path: userPath(lastEditedBy) }
      : {}),
  };
}
