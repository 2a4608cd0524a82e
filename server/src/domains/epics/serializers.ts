import type { GroupRow } from '../groups/tables.ts';
import { taskCompletionStatus } from '../issues/rules.ts';
import { labelWebJson } from '../labels/serializers.ts';
import type { LabelRow } from '../labels/tables.ts';
import type { RenderedIssueText } from '../references/render.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import { epicTextColor, type EpicAbilities } from './rules.ts';
import type { EpicRestTree, SourcingMilestone } from './tree.ts';
import type { EpicRow } from './tables.ts';
import { epicReference, epicWebPath, epicWebUrl } from './paths.ts';
import { noteableJson } from '../issuables/noteableJson.ts';
import { epicNoteable } from './noteable.ts';

export { epicReference, epicWebPath, epicWebUrl } from './paths.ts';

/** The epic as the issue JSON embeds it (GitLab's EpicBaseEntity). */
export function issueEpicJson(base: string, epic: EpicRow, group: GroupRow) {
  return {
    id: epic.id,
    iid: epic.iid,
    title: epic.title,
    url: epicWebPath(epic, group),
    web_url: epicWebUrl(base, epic, group),
    group_id: epic.groupId,
    reference: epicReference(epic, group, true),
    state: epic.state,
    color: epic.color,
    confidential: epic.confidential,
  };
}

/** What the epic page JSON needs beyond the row (loaded per request). */
export interface EpicPageExtras {
  author: UserRow;
  html: RenderedIssueText;
  labels: LabelRow[];
  participants: UserRow[];
  people: { updatedBy: UserRow | null; lastEditedBy: UserRow | null; closedBy: UserRow | null };
  subscribed: boolean;
  votes: { upvotes: number; downvotes: number };
  userNotesCount: number;
  abilities: EpicAbilities;
  signedIn: boolean;
  /** The milestones the inherited start and due dates come from (GitLab's sourcing milestones). */
  sourcing: { start: SourcingMilestone | null; due: SourcingMilestone | null };
}

const sourcingDates = (milestone: SourcingMilestone | null) => (milestone ? { start_date: milestone.startDate, due_date: milestone.dueDate } : null);

/**
 * The epic page's JSON (`GET /groups/:group/-/epics/:iid.json`): GitLab's epic entity plus what the
 * notes app reads as noteable data (`noteable_type`, `create_note_path`, `preview_note_path`,
 * `current_user`).
 */
export function epicPageJson(base: string, epic: EpicRow, group: GroupRow, extras: EpicPageExtras) {
  const path = epicWebPath(epic, group);
  const can = extras.abilities;
  const user = (row: UserRow | null) => (row ? userBasicJson(base, row) : null);
  return {
    id: epic.id,
    iid: epic.iid,
    group_id: epic.groupId,
    group_name: group.name,
    group_full_path: group.fullPath,
    title: epic.title,
    title_html: extras.html.titleHtml,
    description: epic.description,
    description_html: extras.html.descriptionHtml,
    state: epic.state,
    confidential: epic.confidential,
    color: epic.color,
    text_color: epicTextColor(epic.color),
    lock_version: epic.lockVersion,
    discussion_locked: false,
    author: userBasicJson(base, extras.author),
    created_at: epic.createdAt.toISOString(),
    updated_at: epic.updatedAt.toISOString(),
    updated_by: user(extras.people.updatedBy),
    last_edited_at: epic.lastEditedAt?.toISOString() ?? null,
    last_edited_by: user(extras.people.lastEditedBy),
    closed_at: epic.closedAt?.toISOString() ?? null,
    closed_by: user(extras.people.closedBy),
    web_url: epicWebUrl(base, epic, group),
    web_path: path,
    reference: epicReference(epic, group),
    full_reference: epicReference(epic, group, true),
    task_completion_status: taskCompletionStatus(epic.description),
    labels: extras.labels.map(labelWebJson),
    participants: extras.participants.map((participant) => userBasicJson(base, participant)),
    subscribed: extras.subscribed,
    upvotes: extras.votes.upvotes,
    downvotes: extras.votes.downvotes,
    user_notes_count: extras.userNotesCount,
    start_date_sourcing_milestone_title: extras.sourcing.start?.title ?? null,
    start_date_sourcing_milestone_dates: sourcingDates(extras.sourcing.start),
    due_date_sourcing_milestone_title: extras.sourcing.due?.title ?? null,
    due_date_sourcing_milestone_dates: sourcingDates(extras.sourcing.due),
    ...noteableJson(epicNoteable(epic, group)),
    epic_path: path,
    realtime_changes_path: `${path}/realtime_changes`,
    toggle_award_path: `${path}/toggle_award_emoji`,
    award_emoji_path: `/api/v4/groups/${epic.groupId}/epics/${epic.iid}/award_emoji`,
    toggle_subscription_path: `${path}/toggle_subscription`,
    current_user: {
      can_create_note: can.createNote,
      can_create_confidential_note: can.createConfidentialNote,
      can_update: can.updateEpic,
      can_destroy: can.destroyEpic,
      can_admin: can.adminEpic,
      can_award_emoji: can.awardEmoji,
      // Spam checks (Akismet) are for issues only here.
      can_report_spam: false,
      is_epic_author: can.isAuthor,
      signed_in: extras.signedIn,
    },
  };
}

/** `GET …/epics/:iid/realtime_changes`, the shape of the issue's (`title`, `description` are HTML). */
export function epicRealtimeChangesJson(epic: EpicRow, html: RenderedIssueText, lastEditedBy: UserRow | null) {
  return {
    title: html.titleHtml,
    title_text: epic.title,
    description: html.descriptionHtml,
    description_text: epic.description ?? '',
    task_completion_status: taskCompletionStatus(epic.description),
    lock_version: epic.lockVersion,
    ...(epic.lastEditedAt
      ? {
          updated_at: epic.lastEditedAt.toISOString(),
          updated_by_name: lastEditedBy?.name ?? null,
          updated_by_path: lastEditedBy ? `/${lastEditedBy.username}` : null,
        }
      : {}),
  };
}

/** REST v4 `EE::API::Entities::Epic` (the fields this platform has). */
export function epicApiJson(
  base: string,
  epic: EpicRow,
  group: GroupRow,
  author: UserRow,
  labels: LabelRow[],
  votes: { upvotes: number; downvotes: number },
  tree?: EpicRestTree,
) {
  return {
    id: epic.id,
    iid: epic.iid,
    group_id: epic.groupId,
    title: epic.title,
    description: epic.description,
    state: epic.state,
    confidential: epic.confidential,
    color: epic.color,
    web_url: epicWebUrl(base, epic, group),
    reference: epicReference(epic, group),
    references: { short: epicReference(epic, group), relative: epicReference(epic, group), full: epicReference(epic, group, true) },
    author: userBasicJson(base, author),
    created_at: epic.createdAt.toISOString(),
    updated_at: epic.updatedAt.toISOString(),
    closed_at: epic.closedAt?.toISOString() ?? null,
    labels: labels.map((label) => label.title),
    upvotes: votes.upvotes,
    downvotes: votes.downvotes,
    ...(tree
      ? {
          parent_id: epic.parentId,
          parent_iid: tree.parentIid,
          start_date: tree.dates.startDate,
          start_date_is_fixed: tree.dates.startDateIsFixed,
          start_date_fixed: tree.dates.startDateFixed,
          start_date_from_milestones: tree.dates.startDateFromMilestones,
          start_date_from_inherited_source: tree.dates.startDateFromInheritedSource,
          end_date: tree.dates.dueDate,
          due_date: tree.dates.dueDate,
          due_date_is_fixed: tree.dates.dueDateIsFixed,
          due_date_fixed: tree.dates.dueDateFixed,
          due_date_from_milestones: tree.dates.dueDateFromMilestones,
          due_date_from_inherited_source: tree.dates.dueDateFromInheritedSource,
        }
      : {}),
    _links: {
      self: `${base}/api/v4/groups/${epic.groupId}/epics/${epic.iid}`,
      epic_issues: `${base}/api/v4/groups/${epic.groupId}/epics/${epic.iid}/issues`,
      group: `${base}/api/v4/groups/${epic.groupId}`,
      ...(tree && tree.parentIid !== null && tree.parentGroupId !== null ? { parent: `${base}/api/v4/groups/${tree.parentGroupId}/epics/${tree.parentIid}` } : {}),
    },
  };
}
