import type { IssuableData } from 'issuable-ui/react';
import type { EpicPageData } from './types';

/**
 * The epic in the shape the issuable library reads (header, actions, edit form, description, awards):
 * `issue_type: 'epic'`, no project, the epic's flags mapped onto the issuable ones (what epics do not
 * have, such as promote, lock or a type change, is false).
 */
export function epicAsIssuable(epic: EpicPageData): IssuableData {
  const can = epic.current_user;
  return {
    id: epic.id,
    iid: epic.iid,
    title: epic.title,
    title_html: epic.title_html,
    description: epic.description,
    description_html: epic.description_html,
    state: epic.state,
    issue_type: 'epic',
    confidential: epic.confidential,
    discussion_locked: false,
    lock_version: epic.lock_version,
    author: epic.author,
    created_at: epic.created_at,
    updated_at: epic.updated_at,
    last_edited_at: epic.last_edited_at ?? null,
    last_edited_by: epic.last_edited_by ?? null,
    closed_by: epic.closed_by ?? null,
    web_url: epic.web_url,
    reference: epic.reference,
    full_reference: epic.full_reference ?? epic.reference,
    task_completion_status: epic.task_completion_status ?? { count: 0, completed_count: 0 },
    issue_email: null,
    subscribed: epic.subscribed ?? false,
    labels: epic.labels ?? [],
    participants: epic.participants ?? [epic.author],
    current_user: {
      can_create_note: can.can_create_note,
      can_update_issue: can.can_update,
      can_reopen_issue: can.can_update,
      can_admin_issue: can.can_admin,
      can_set_issue_metadata: can.can_admin,
      can_create_issue: false,
      can_create_incident: false,
      can_promote_to_epic: false,
      can_destroy_issue: can.can_destroy,
      can_report_spam: can.can_report_spam ?? false,
      can_award_emoji: can.can_award_emoji,
      is_issue_author: can.is_epic_author ?? false,
      show_lock_issue_option: false,
    },
  };
}

/**
 * The epic JSON with what the issuable library changed in its view of it (a save's answer, a close, a live
 * title, labels, the subscription): the page's cache holds the epic JSON as the server sends it (the notes
 * area reads the same entry), so the library's changes are written back onto it field by field.
 */
export function withIssuableChanges(epic: EpicPageData, issuable: IssuableData): EpicPageData {
  return {
    ...epic,
    title: issuable.title,
    title_html: issuable.title_html,
    description: issuable.description,
    description_html: issuable.description_html,
    state: issuable.state === 'closed' ? 'closed' : 'opened',
    confidential: issuable.confidential,
    lock_version: issuable.lock_version,
    updated_at: issuable.updated_at,
    last_edited_at: issuable.last_edited_at,
    last_edited_by: issuable.last_edited_by,
    closed_by: issuable.closed_by,
    task_completion_status: issuable.task_completion_status,
    subscribed: issuable.subscribed,
    labels: issuable.labels,
    participants: issuable.participants,
    current_user: { ...epic.current_user, can_report_spam: issuable.current_user.can_report_spam },
  };
}
