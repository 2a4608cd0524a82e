import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issues } from '../issues/tables.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
});
afterAll(async () => {
  await f.t.close();
});

type Note = { author: { username: string }; is_contributor: boolean; human_access: string | null };

describe('is_contributor', () => {
  it('marks non-members who committed to the default branch (the seed: outsider in gitlab-org/gitlab)', async () => {
    const issue = await f.freshIssue('developer');
    for (const who of ['outsider', 'developer', 'guest']) {
      const created = await f.call(who, 'POST', `/gitlab-org/gitlab/notes?target_type=issue&target_id=${issue.id}`, { note: { note: `From ${who}` } });
      expect(created.json<Note>().is_contributor).toBe(who === 'outsider');
    }
    const notes = (await f.call('anonymous', 'GET', `${issue.path}/discussions.json`)).json<{ notes: Note[] }[]>().flatMap((d) => d.notes);
    expect(notes.map((n) => [n.author.username, n.is_contributor, n.human_access])).toEqual([
      ['outsider', true, null],
      ['developer', false, 'Developer'],
      ['guest', false, 'Guest'],
    ]);
  });

  it('is nobody in a project whose repository has no commit of theirs', async () => {
    const [last] = await f.t.database.db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, 3));
    const [issue] = await f.t.database.db
      .insert(issues)
      .values({ projectId: 3, iid: (last?.iid ?? 0) + 1, title: 'Tools issue', authorId: await f.userId('developer') })
      .returning();
    const created = await f.call('outsider', 'POST', `/gitlab-org/internal-tools/notes?target_type=issue&target_id=${issue?.id}`, { note: { note: 'Hi' } });
    expect(created.statusCode).toBe(200);
    expect(created.json<Note>().is_contributor).toBe(false);
  });
});
