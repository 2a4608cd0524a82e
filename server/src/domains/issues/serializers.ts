import type { GroupRow } from '../groups/tables.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import type { RenderedIssueText } from './render.ts';
import { isMovableBy, serviceDeskReplyToFor, taskCompletionStatus, type EvaluatedIssueAbilities } from './rules.ts';
import type { IssueRow } from './tables.ts';
import { issueWebUrl } from './paths.ts';
import type { IssueMetadata } from './metadata.ts';
import { noteableJson } from '../issuables/noteableJson.ts';
import { issueNoteable } from './noteable.ts';
import { issueEpicJson } from '../epics/serializers.ts';
import { labelWebJson } from '../labels/serializers.ts';
import { textColorFor } from '../labels/rules.ts';
import type { LabelRow } from '../labels/tables.ts';
import { iterationJson, milestoneJson } from '../milestones/serializers.ts';
import type { MilestoneRow } from '../milestones/tables.ts';
import { formatDuration, timeStatsJson } from '../time-tracking/rules.ts';

/** Viewer-dependent parts of an issue's JSON. */
export interface IssueViewerExtras {
  /** Whether the viewer may read the parent epic (the epic is left out otherwise). */
  epicReadable: boolean;
  /** `read_external_emails`: the service desk address in clear (rules.ts canReadExternalEmails). */
  readExternalEmails: boolean;
  /** Only the single-issue routes answer `subscribed`. */
  subscribed?: boolean | undefined;
}

function milestoneOf(base: string, milestone: MilestoneRow | null, meta: IssueMetadata, projectPath: string) {
  if (!milestone) return null;
  return milestoneJson(base, milestone, { projectPath, groupPath: milestone.groupId === null ? undefined : meta.groups.get(milestone.groupId)?.fullPath });
}

/** The REST fields that come from the issue's metadata (GitLab's Entities::Issue). */
export function issueMetadataApiJson(base: string, issue: IssueRow, projectPath: string, meta: IssueMetadata, viewer: IssueViewerExtras) {
  const epicGroup = meta.epic ? meta.groups.get(meta.epic.groupId) : undefined;
  const epic = meta.epic && epicGroup && viewer.epicReadable ? meta.epic : null;
  const assignees = meta.assignees.map((user) => userBasicJson(base, user));
  return {
    labels: meta.labels.map((label) => label.title),
    milestone: milestoneOf(base, meta.milestone, meta, projectPath),
    assignees,
    assignee: assignees[0] ?? null,
    user_notes_count: meta.userNotesCount,
    upvotes: meta.upvotes,
    downvotes: meta.downvotes,
    blocking_issues_count: meta.blockingIssuesCount,
    epic_iid: epic?.iid ?? null,
    epic: epic && epicGroup ? { ...issueEpicJson(base, epic, epicGroup), human_readable_end_date: null, human_readable_timestamp: null } : null,
    iteration: meta.iteration ? iterationJson(base, meta.iteration, meta.groups.get(meta.iteration.groupId)) : null,
    time_stats: timeStatsJson(issue.timeEstimate, meta.totalTimeSpent),
    ...(viewer.subscribed === undefined ? {} : { subscribed: viewer.subscribed }),
  };
}

export { issueWebUrl } from './paths.ts';

/** REST `Entities::LabelBasic`: an issue's labels with `with_labels_details=true`. */
export function labelDetailsJson(label: LabelRow) {
  return { id: label.id, name: label.title, color: label.color, description: label.description, description_html: label.description ?? '', text_color: textColorFor(label.color) };
}

/** `#1`, or `group/project#1` when full. */
export function issueReference(issue: IssueRow, project: ProjectRow, namespace: GroupRow, full: boolean): string {
  return full ? `${projectFullPath(project, namespace)}#${issue.iid}` : `#${issue.iid}`;
}

/** GitLab's Issue entity (the subset the dashboard uses). */
export function issueJson(
  base: string,
  issue: IssueRow,
  project: ProjectRow,
  namespace: GroupRow,
  author: UserRow,
  meta?: { metadata: IssueMetadata; viewer: IssueViewerExtras; closedBy?: UserRow | null },
  readExternalEmails = false,
) {
  const fullPath = projectFullPath(project, namespace);
  const apiBase = `${base}/api/v4/projects/${issue.projectId}`;
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
    ...(meta ? issueMetadataApiJson(base, issue, fullPath, meta.metadata, meta.viewer) : {}),
    ...(meta?.closedBy ? { closed_by: userBasicJson(base, meta.closedBy) } : {}),
    _links: {
      self: `${apiBase}/issues/${issue.iid}`,
      notes: `${apiBase}/issues/${issue.iid}/notes`,
      award_emoji: `${apiBase}/issues/${issue.iid}/award_emoji`,
      project: apiBase,
      closed_as_duplicate_of: null,
    },
    references: {
      short: issueReference(issue, project, namespace, false),
      relative: issueReference(issue, project, namespace, false),
      full: issueReference(issue, project, namespace, true),
    },
    severity: 'UNKNOWN',
    moved_to_id: issue.movedToId,
    // Obfuscated below reporter (rules.ts serviceDeskReplyToFor); only the mover and the creator call without metadata.
    service_desk_reply_to: serviceDeskReplyToFor(issue.serviceDeskReplyTo, meta?.viewer.readExternalEmails ?? readExternalEmails),
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
  /**
   * admin_incident_management_timeline_event on the project (developer+). GitLab hands it to the notes
   * app as `current_user_data.can_add_timeline_events` (a data attribute of the page); the notes app
   * offers "Add comment to incident timeline" when it holds and the issue is an incident.
   */
  canAddTimelineEvents?: boolean;
  lastEditedBy: UserRow | null;
  updatedBy: UserRow | null;
  closedBy: UserRow | null;
  movedToUrl: string | null;
  duplicatedToUrl: string | null;
  signedIn: boolean;
  /** `title_html` and `description_html`, rendered and redacted for this reader (render.ts). */
  html: RenderedIssueText;
  metadata: IssueMetadata;
  epicReadable: boolean;
  subscribed: boolean;
  /** Open issues blocking this one that the viewer may read (the close confirmation lists them). */
  blockedBy: { id: number; iid: number; title: string; reference: string; web_url: string }[];
  promotedToEpicUrl: string | null;
  /** `issueParticipants` for this viewer (participants.ts). */
  participants: UserRow[];
  /** Submitted as spam already: "Submit as spam" is gone (GitLab's `submittable_as_spam?`). */
  submittedAsSpam?: boolean;
  /** Service-desk email participants, only for readers who may see them (omitted otherwise). */
  emailParticipants?: string[] | undefined;
  /** rules.ts canReadExternalEmails: the service desk address in clear, else obfuscated. */
  readExternalEmails: boolean;
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
    promoted_to_epic_url: extras.promotedToEpicUrl ?? issue.promotedToEpicUrl,
    ...sidebarPageJson(base, issue, fullPath, extras),
    zoom_meeting_url: issue.zoomMeetingUrl,
    published_incident_url: issue.publishedIncidentUrl,
    // Service desk: the external author's address, only for those who may see the issue's details.
    service_desk_reply_to: serviceDeskReplyToFor(issue.serviceDeskReplyTo, extras.readExternalEmails),
    issue_email: extras.signedIn ? issue.issueEmail : null,
    ...(extras.emailParticipants ? { issue_email_participants: extras.emailParticipants.map((email) => ({ email })) } : {}),
    project_path: fullPath,
    issue_path: `/${fullPath}/-/issues/${issue.iid}`,
    realtime_changes_path: `/${fullPath}/-/issues/${issue.iid}/realtime_changes`,
    ...noteableJson(issueNoteable(issue, fullPath, can.setIssueMetadata)),
    current_user: {
      can_create_note: can.createNote,
      can_create_confidential_note: can.createConfidentialNote,
      can_update: can.updateIssue,
      can_update_issue: can.updateIssue,
      can_reopen_issue: can.reopenIssue,
      can_admin_issue: can.adminIssue,
      // GitLab's sidebar `can_move` (Issue#can_move? without a target): the "Move issue" control.
      can_move: isMovableBy(issue, can.adminIssue),
      can_set_issue_metadata: can.setIssueMetadata,
      can_create_issue: extras.signedIn && abilities.project.createIssue,
      can_create_incident: abilities.project.createIncident,
      can_promote_to_epic: can.promoteToEpic,
      can_destroy_issue: can.destroyIssue,
      can_report_spam: abilities.project.reportSpam && !abilities.isAuthor && !extras.submittedAsSpam,
      can_award_emoji: can.awardEmoji,
      is_issue_author: abilities.isAuthor,
      show_lock_issue_option: extras.signedIn && can.adminIssue && issue.issueType === 'issue',
      can_add_timeline_events: extras.canAddTimelineEvents ?? false,
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

/** The sidebar's part of the issue page JSON (labels, assignees, milestone, epic, time tracking, …). */
function sidebarPageJson(base: string, issue: IssueRow, fullPath: string, extras: IssuePageExtras) {
  const meta = extras.metadata;
  const epicGroup = meta.epic ? meta.groups.get(meta.epic.groupId) : undefined;
  const issuePath = `/${fullPath}/-/issues/${issue.iid}`;
  return {
    labels: meta.labels.map(labelWebJson),
    assignees: meta.assignees.map((user) => ({ ...userBasicJson(base, user), path: userPath(user) })),
    participants: extras.participants.map((user) => ({ ...userBasicJson(base, user), path: userPath(user) })),
    milestone: milestoneOf(base, meta.milestone, meta, fullPath),
    iteration: meta.iteration ? iterationJson(base, meta.iteration, meta.groups.get(meta.iteration.groupId)) : null,
    has_epic: meta.epic !== null,
    epic: meta.epic && epicGroup && extras.epicReadable ? issueEpicJson(base, meta.epic, epicGroup) : null,
    time_estimate: issue.timeEstimate,
    total_time_spent: meta.totalTimeSpent,
    human_time_estimate: formatDuration(issue.timeEstimate),
    human_total_time_spent: formatDuration(meta.totalTimeSpent),
    subscribed: extras.subscribed,
    blocked: extras.blockedBy.length > 0,
    blocked_by_issues: extras.blockedBy,
    blocking_issues_count: meta.blockingIssuesCount,
    upvotes: meta.upvotes,
    downvotes: meta.downvotes,
    user_notes_count: meta.userNotesCount,
    labels_path: `/${fullPath}/-/labels.json?include_ancestor_groups=true`,
    labels_manage_path: `/${fullPath}/-/labels`,
    toggle_subscription_path: `${issuePath}/toggle_subscription`,
    issue_links_path: `${issuePath}/links`,
    metric_images_path: `/api/v4/projects/${issue.projectId}/issues/${issue.iid}/metric_images`,
  };
}
