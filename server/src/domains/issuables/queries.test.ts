import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { awardEmoji } from '../awards/tables.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { ISSUE_ASSIGNEES } from '../issues/assignees.ts';
import { assigneesOf, isSubscribed, replaceAssignees, setSubscription, votesOf } from './queries.ts';

// The shared operations, parameterised by the kind: the same code answers for issues and epics.

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

describe('shared issuable queries', () => {
  it('votes of either kind count thumbs up and down with their aliases', async () => {
    const db = f.t.database.db;
    const [issue, epic] = await Promise.all([f.freshIssue('developer'), e.freshEpic('developer')]);
    const [developer, reporter, guest] = await Promise.all([f.userId('developer'), f.userId('reporter'), f.userId('guest')]);
    await db.insert(awardEmoji).values([
      { awardableType: 'Issue', awardableId: issue.id, name: 'thumbsup', userId: developer },
      { awardableType: 'Issue', awardableId: issue.id, name: '+1', userId: reporter },
      { awardableType: 'Issue', awardableId: issue.id, name: 'rocket', userId: guest },
      { awardableType: 'Epic', awardableId: epic.id, name: '-1', userId: developer },
    ]);
    expect((await votesOf(db, 'Issue', [issue.id])).get(issue.id)).toEqual({ upvotes: 2, downvotes: 0 });
    expect((await votesOf(db, 'Epic', [epic.id])).get(epic.id)).toEqual({ upvotes: 0, downvotes: 1 });
  });

  it('subscription: the author and assignees by participation, an explicit choice wins; assignees replaced in order', async () => {
    const db = f.t.database.db;
    const issue = await f.freshIssue('developer');
    const [developer, reporter, guest] = await Promise.all([f.userId('developer'), f.userId('reporter'), f.userId('guest')]);
    const ref = { type: 'Issue' as const, id: issue.id, authorId: developer };
    expect(await isSubscribed(db, reporter, ref, ISSUE_ASSIGNEES)).toBe(false);
    await replaceAssignees(db, ISSUE_ASSIGNEES, issue.id, [guest, reporter], new Date());
    expect((await assigneesOf(db, ISSUE_ASSIGNEES, [issue.id])).get(issue.id)?.map((u) => u.id)).toEqual([guest, reporter]);
    expect(await isSubscribed(db, reporter, ref, ISSUE_ASSIGNEES)).toBe(true);
    expect(await isSubscribed(db, developer, ref)).toBe(true);
    await setSubscription(db, developer, { type: 'Issue', id: issue.id, projectId: 1 }, false);
    expect(await isSubscribed(db, developer, ref)).toBe(false);
    expect(await isSubscribed(db, null, ref)).toBe(false);
  });
});
