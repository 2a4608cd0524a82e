import { epicPath } from './api/epicPath';
import { epicAsIssuable, withIssuableChanges } from './epicAsIssuable';
import { fakeEpic } from './test/fakeEpicApi';
import { epicColorTitle as colorTitle } from 'shared-kernel/permissions';
import { epicStateToggleError } from './texts';

describe('epicAsIssuable', () => {
  it('maps the epic JSON onto the issuable shape the shared features read', () => {
    const issuable = epicAsIssuable(fakeEpic({ current_user: { can_update: true, can_destroy: true, can_admin: false, is_epic_author: true } }));
    expect(issuable).toMatchObject({
      id: 12,
      iid: 2,
      issue_type: 'epic',
      discussion_locked: false,
      lock_version: 1,
      reference: '&2',
      full_reference: 'gitlab-org&2',
      issue_email: null,
      labels: [{ title: 'feature' }],
      current_user: {
        can_update_issue: true,
        can_reopen_issue: true,
        can_destroy_issue: true,
        can_admin_issue: false,
        can_promote_to_epic: false,
        can_create_issue: false,
        show_lock_issue_option: false,
        is_issue_author: true,
      },
    });
    expect(issuable.project_id).toBeUndefined();
  });

  it('addresses the epic routes below the group', () => {
    expect(epicPath({ groupPath: 'gitlab-org/platform', iid: 4 })).toBe('/groups/gitlab-org/platform/-/epics/4');
  });

  it('words the spec texts', () => {
    expect(epicStateToggleError(true)).toBe('Unable to update this epic at this time.');
    expect(epicStateToggleError(false)).toBe('Unable to update this epic at this time.');
    expect(colorTitle('#C91C00')).toBe('Red');
    expect(colorTitle('#123456')).toBe('#123456');
  });
});

describe('withIssuableChanges', () => {
  it('writes the library’s changes of its view back onto the epic JSON, keeping what only epics have', () => {
    const epic = fakeEpic({ current_user: { can_report_spam: true } });
    const view = epicAsIssuable(epic);
    const changed = withIssuableChanges(epic, {
      ...view,
      title: 'Renamed',
      title_html: 'Renamed',
      state: 'closed',
      lock_version: view.lock_version + 1,
      labels: [],
      subscribed: true,
      current_user: { ...view.current_user, can_report_spam: false },
    });
    expect(changed).toMatchObject({ title: 'Renamed', title_html: 'Renamed', state: 'closed', lock_version: epic.lock_version + 1, labels: [], subscribed: true });
    expect(changed.current_user).toEqual({ ...epic.current_user, can_report_spam: false });
    expect(changed.color).toBe(epic.color);
    expect(changed.group_id).toBe(epic.group_id);
    expect(epicAsIssuable(changed)).toMatchObject({ title: 'Renamed', state: 'closed', labels: [], subscribed: true });
  });
});
