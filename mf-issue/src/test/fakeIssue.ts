import type { IssuePageData } from '../lib/types';

type IssueOverrides = Partial<Omit<IssuePageData, 'current_user'>> & { current_user?: Partial<IssuePageData['current_user']> };

/** The issue page JSON of `gitlab-org/gitlab` #1 (id 7) as the server sends it, with `overrides`. Unit tests only. */
export function fakeIssue(overrides: IssueOverrides = {}): IssuePageData {
  const { current_user: permissions, ...rest } = overrides;
  return {
    id: 7,
    iid: 1,
    project_id: 1,
    title: 'Trial widget shows wrong number of days',
    title_html: 'Trial widget shows wrong number of days',
    description: 'Some description',
    description_html: '<p>Some description</p>',
    state: 'opened',
    issue_type: 'issue',
    confidential: false,
    discussion_locked: false,
    lock_version: 3,
    author: { id: 4, username: 'developer', name: 'Dana Developer', avatar_url: null, web_url: '/developer' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    web_url: 'http://localhost:3000/gitlab-org/gitlab/-/issues/1',
    reference: '#1',
    full_reference: 'gitlab-org/gitlab#1',
    task_completion_status: { count: 0, completed_count: 0 },
    issue_email: null,
    ...rest,
    current_user: {
      can_create_note: true,
      can_update_issue: true,
      can_reopen_issue: true,
      can_admin_issue: false,
      can_create_issue: true,
      can_create_incident: false,
      can_promote_to_epic: false,
      can_destroy_issue: false,
      can_report_spam: false,
      can_award_emoji: true,
      is_issue_author: false,
      show_lock_issue_option: false,
      ...permissions,
    },
  };
}
