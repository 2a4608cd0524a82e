import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_BODY_LIMIT } from '../../lib/bodyLimit.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { characterCount } from './rules.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

const comment = (who: string, issueId: number, note: string) => f.call(who, 'POST', `/gitlab-org/gitlab/notes?target_type=issue&target_id=${issueId}`, { note: { note } });

describe('note limits', () => {
  it('answers a 1,000,001-character note of 3-byte characters with the length rule, not 413', async () => {
    const issue = await f.freshIssue('guest');
    const long = await comment('guest', issue.id, '€'.repeat(1_000_001));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ errors: 'Note is too long (maximum is 1000000 characters)' });
    const rest = await f.api('POST', `/projects/1/issues/${issue.iid}/notes`, 'guest', { body: '€'.repeat(1_000_001) });
    expect(rest.json()).toEqual({ message: '400 Bad request - Note {:note=>["is too long (maximum is 1000000 characters)"]}' });
    const edit = await f.call('guest', 'PUT', `${issue.path}.json`, { issue: { description: '€'.repeat(1_048_577) } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual(['Description is too long (maximum is 1048576 characters)']);
    // Past the raised limit the body is still refused before anything reads it.
    expect((await comment('guest', issue.id, 'x'.repeat(TEXT_BODY_LIMIT))).statusCode).toBe(413);
  });

  it('counts characters as GitLab does: an emoji is one', async () => {
    expect(characterCount('a😀b')).toBe(3);
    expect(characterCount('\ud800x')).toBe(2);
    const issue = await f.freshIssue('guest');
    const emoji = await comment('guest', issue.id, '😀'.repeat(1_000_000));
    expect(emoji.statusCode).toBe(200);
  });

  it('lets only one of three concurrent comments take the last of 5,000 places', async () => {
    const issue = await f.freshIssue('guest');
    await f.t.database.exec(
      `INSERT INTO notes (noteable_type, noteable_id, project_id, discussion_id, author_id, note, note_html)
       SELECT 'Issue', ${issue.id}, 1, md5(g::text) || '00000000', 1, 'n', '<p>n</p>' FROM generate_series(1, 4999) g`,
    );
    const answers = await Promise.all([comment('guest', issue.id, 'first'), comment('developer', issue.id, 'second'), comment('reporter', issue.id, 'third')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json())).toEqual([
      { errors: 'Maximum number of comments exceeded' },
      { errors: 'Maximum number of comments exceeded' },
    ]);
  });
});
