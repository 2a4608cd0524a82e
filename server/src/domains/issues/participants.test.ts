import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { mentionedInHtml, mentionedInMarkdown } from './participants.ts';

// No client sends this: the server's own test of the fields.
const ISSUE_ITERATION_AND_PARTICIPANTS_QUERY = /* GraphQL */ `
  query issueIterationAndParticipants($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      issue(iid: $iid) {
        id
        iteration { id title startDate dueDate webUrl state }
        participants(first: 100) { nodes { id username name avatarUrl webUrl } pageInfo { hasNextPage } }
      }
    }
  }
`;

let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ['maintainer', 'developer', 'guest', 'outsider']) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

type User = { id: number; username: string; name: string; state: string; avatar_url: string | null; web_url: string };
const participants = async (who: string, iid: number, query = '') => {
  const response = await f.api('GET', `/projects/1/issues/${iid}/participants${query}`, who);
  return { status: response.statusCode, headers: response.headers, names: response.statusCode === 200 ? response.json<User[]>().map((u) => u.username) : [], body: response.json() };
};
const comment = async (who: string, iid: number, body: string, internal = false) => {
  const response = await f.api('POST', `/projects/1/issues/${iid}/notes`, who, { body, internal });
  expect(response.statusCode, body).toBe(201);
};

describe('issue participants', () => {
  it('lists the author, assignees, mentioned users and commenters in order, as UserBasic', async () => {
    const fresh = await f.freshIssue('guest', { description: 'Ping @ken and @Grace, not `@ada` in code, nor @nobody.' });
    await f.api('PUT', `/projects/1/issues/${fresh.iid}`, 'maintainer', { assignee_ids: [await f.userId('developer')] });
    await comment('outsider', fresh.iid, 'Me too. cc @ada');
    await comment('guest', fresh.iid, 'Thanks @outsider');
    const result = await participants('anonymous', fresh.iid);
    expect(result.status).toBe(200);
    // System notes (the assignment) do not count: maintainer made one and is not listed.
    expect(result.names).toEqual(['guest', 'developer', 'ken', 'grace', 'outsider', 'ada']);
    expect(result.body[0]).toEqual({ id: await f.userId('guest'), username: 'guest', name: 'Gus Guest', state: 'active', locked: false, avatar_url: null, web_url: 'http://localhost:8080/guest' });
    expect(result.headers['x-total']).toBe('6');
  });

  it('pages like GitLab (per_page, x-next-page)', async () => {
    const fresh = await f.freshIssue('guest', { description: '@ken @grace @ada @outsider @developer' });
    const first = await participants('anonymous', fresh.iid, '?per_page=4');
    expect(first.names).toEqual(['guest', 'ken', 'grace', 'ada']);
    expect(first.headers['x-next-page']).toBe('2');
    const second = await participants('anonymous', fresh.iid, '?per_page=4&page=2');
    expect(second.names).toEqual(['outsider', 'developer']);
    expect(second.headers['x-next-page']).toBe('');
    expect((await participants('anonymous', fresh.iid, '?per_page=abc')).status).toBe(400);
  });

  it('counts internal notes only for readers of internal notes', async () => {
    const fresh = await f.freshIssue('guest');
    await comment('maintainer', fresh.iid, 'Internal: ask @ken', true);
    expect((await participants('developer', fresh.iid)).names).toEqual(['guest', 'maintainer', 'ken']);
    expect((await participants('guest', fresh.iid)).names).toEqual(['guest']);
    expect((await participants('anonymous', fresh.iid)).names).toEqual(['guest']);
  });

  it('leaves out mentioned users who cannot read a confidential issue', async () => {
    const secret = await f.freshIssue('developer', { confidential: true, description: 'cc @outsider @guest @maintainer' });
    expect((await participants('maintainer', secret.iid)).names).toEqual(['developer', 'maintainer']);
    expect((await participants('outsider', secret.iid)).status).toBe(404);
    expect((await participants('guest', secret.iid)).status).toBe(404);
  });

  it('answers 404 for unreadable projects and bad iids', async () => {
    expect((await f.api('GET', '/projects/gitlab-org%2Fplatform%2Finfrastructure/issues/1/participants', 'outsider')).statusCode).toBe(404);
    expect((await f.api('GET', '/projects/gitlab-org%2Fplatform%2Finfrastructure/issues/1/participants', 'anonymous')).statusCode).toBe(404);
    const member = await f.api('GET', '/projects/gitlab-org%2Fplatform%2Finfrastructure/issues/1/participants', 'guest');
    expect(member.statusCode).toBe(200);
    expect((await f.api('GET', '/projects/1/issues/abc/participants', 'developer')).statusCode).toBe(404);
    expect((await f.api('GET', '/projects/1/issues/99999/participants', 'developer')).statusCode).toBe(404);
  });

  it('are in the page JSON and GraphQL Issue.participants, and follow new comments', async () => {
    const fresh = await f.freshIssue('guest', { description: 'Hello @ken' });
    const page = async () => (await f.call('developer', 'GET', `${fresh.path}.json`)).json<{ participants: { username: string; path: string }[] }>().participants;
    expect(await page()).toEqual([expect.objectContaining({ username: 'guest', path: '/guest' }), expect.objectContaining({ username: 'ken' })]);
    await comment('developer', fresh.iid, 'On it');
    expect((await page()).map((u) => u.username)).toEqual(['guest', 'ken', 'developer']);
    const result = await graphql(f.t.app, as.developer ?? null, ISSUE_ITERATION_AND_PARTICIPANTS_QUERY, { fullPath: 'gitlab-org/gitlab', iid: String(fresh.iid) });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      project: {
        issue: {
          id: `gid://gitlab/Issue/${fresh.id}`,
          iteration: null,
          participants: {
            nodes: [
              expect.objectContaining({ username: 'guest', webUrl: 'http://localhost:8080/guest' }),
              expect.objectContaining({ username: 'ken', name: 'Ken Thompson' }),
              expect.objectContaining({ username: 'developer' }),
            ],
            pageInfo: { hasNextPage: false },
          },
        },
      },
    });
  });
});

describe('mentions', () => {
  it('reads user references from stored note HTML', () => {
    const html = '<p><a href="/ken" data-reference-type="user" data-user="ken" class="gfm">@ken</a> and <a data-reference-type="issue" data-issue="1">#1</a></p>';
    expect(mentionedInHtml(html)).toEqual(['ken']);
  });

  it('finds @names in Markdown outside code and links', async () => {
    expect(await mentionedInMarkdown('Hi @ada, see [@grace](https://example.com) and `@ken`\n\n```\n@root\n```\n@Ken.')).toEqual(['ada', 'Ken']);
    expect(await mentionedInMarkdown(null)).toEqual([]);
  });
});
