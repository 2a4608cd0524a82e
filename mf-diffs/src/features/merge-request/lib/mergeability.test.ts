import { fakeMergeRequest } from '../../../test/fakeMergeRequestApi';
import { mergeabilityOf } from './mergeability';

describe('mergeability', () => {
  it('reads merged, closed, draft, conflicts, threads and permission from the merge request JSON', () => {
    expect(mergeabilityOf(fakeMergeRequest({ state: 'merged' }))).toEqual({ kind: 'merged' });
    expect(mergeabilityOf(fakeMergeRequest({ state: 'closed' }))).toEqual({ kind: 'closed' });
    expect(mergeabilityOf(fakeMergeRequest({ draft: true, detailed_merge_status: undefined }))).toEqual({ kind: 'blocked', message: 'Merge blocked: Select Mark as ready to remove it from Draft status.' });
    expect(mergeabilityOf(fakeMergeRequest({ has_conflicts: true }))).toEqual({ kind: 'blocked', message: 'Merge blocked: merge conflicts must be resolved.' });
    expect(mergeabilityOf(fakeMergeRequest({ detailed_merge_status: undefined, only_allow_merge_if_all_discussions_are_resolved: true, unresolved_discussions_count: 2 }))).toEqual({
      kind: 'blocked',
      message: 'Merge blocked: all threads must be resolved.',
    });
    expect(mergeabilityOf(fakeMergeRequest({ detailed_merge_status: undefined, only_allow_merge_if_all_discussions_are_resolved: false, unresolved_discussions_count: 2 }))).toMatchObject({ kind: 'ready', canMerge: true });
    expect(mergeabilityOf(fakeMergeRequest({ current_user: { can_merge: false } }))).toEqual({ kind: 'ready', canMerge: false, message: 'Ready to merge by members who can write to the target branch.' });
  });
});
