import { closedAs } from './texts';

describe('closedAs', () => {
  const base = { state: 'closed' as const, promoted_to_epic_url: null, moved_to_issue_url: null, duplicated_to_issue_url: null };
  it('is nothing for an open issue or a plain close', () => {
    expect(closedAs({ ...base, state: 'opened', duplicated_to_issue_url: '/a' })).toBeNull();
    expect(closedAs(base)).toBeNull();
  });
  it('links to the duplicate, the moved issue or the promoted epic (promoted first)', () => {
    expect(closedAs({ ...base, duplicated_to_issue_url: '/d' })).toEqual({ text: 'duplicated', url: '/d' });
    expect(closedAs({ ...base, duplicated_to_issue_url: '/d', moved_to_issue_url: '/m' })).toEqual({ text: 'moved', url: '/m' });
    expect(closedAs({ ...base, moved_to_issue_url: '/m', promoted_to_epic_url: '/e' })).toEqual({ text: 'promoted', url: '/e' });
  });
});
