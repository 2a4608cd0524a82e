import { fakeDiscussion, fakeNote } from '../../../test/fakes';
import { ALL_MR_FILTERS, filtersText, hideActivity } from './mrActivityFilters';

const system = (icon: string, note: string) => fakeDiscussion([fakeNote({ system: true, system_note_icon_name: icon, note })], { individual_note: true });
const without = (...values: string[]) => ALL_MR_FILTERS.filter((v) => !values.includes(v));

describe('merge request activity filters', () => {
  it('hide what GitLab hides when a filter is left out', () => {
    const approved = system('approval', 'approved this merge request');
    const unapproved = system('unapproval', 'unapproved this merge request');
    const commits = system('commit', 'added 2 commits');
    const review = system('user', 'requested review from @maintainer');
    const merged = system('git-merge', 'merged');
    const draft = system('pencil-square', 'marked this merge request as **draft**');
    const comment = fakeDiscussion([fakeNote({ note: 'LGTM' })], { individual_note: true });
    const thread = fakeDiscussion([fakeNote({ type: 'DiscussionNote', note: 'Why?' })], { individual_note: false });
    const all = [approved, unapproved, commits, review, merged, draft, comment, thread];

    expect(all.filter((d) => hideActivity(ALL_MR_FILTERS, d))).toEqual([]);
    expect(all.filter((d) => hideActivity([], d))).toEqual(all);
    expect(all.filter((d) => hideActivity(without('approval'), d))).toEqual([approved, unapproved]);
    expect(all.filter((d) => hideActivity(without('commit_branches'), d))).toEqual([commits]);
    expect(all.filter((d) => hideActivity(without('assignees_reviewers'), d))).toEqual([review]);
    expect(all.filter((d) => hideActivity(without('status'), d))).toEqual([merged]);
    expect(all.filter((d) => hideActivity(without('edits'), d))).toEqual([draft]);
    expect(all.filter((d) => hideActivity(without('comments'), d))).toEqual([comment, thread]);
  });

  it('name the choice on the dropdown', () => {
    expect(filtersText(ALL_MR_FILTERS)).toBe('All activity');
    expect(filtersText([])).toBe('None');
    expect(filtersText(['approval'])).toBe('Approvals');
    expect(filtersText(['approval', 'comments', 'labels'])).toBe('Approvals +2 more');
  });
});
