import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { SERVICE_DESK_ISSUE_TITLE, SERVICE_DESK_PARTICIPANTS } from '../../seed/serviceDesk.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

type Page = { issue_email_participants?: { email: string }[]; service_desk_reply_to: string | null; author: { username: string } };
type Created = { valid: boolean; errors?: { commands_only: string[] }; note?: string };

const comment = (who: string, issueId: number, note: string) => f.call(who, 'POST', `/gitlab-org/gitlab/notes?target_type=issue&target_id=${issueId}`, { note: { note } });
const participants = async (who: string, path: string) => (await f.call(who, 'GET', `${path}.json`)).json<Page>().issue_email_participants;

describe('service-desk email participants', () => {
  it('seeds a support-bot issue on acme-corp/website with five participants, shown to reporter+ only', async () => {
    const list = await f.api('GET', '/projects/4/issues?per_page=100', 'owner');
    const seeded = list.json<{ iid: number; title: string }[]>().find((issue) => issue.title === SERVICE_DESK_ISSUE_TITLE);
    expect(seeded).toBeDefined();
    const page = (await f.call('owner', 'GET', `/acme-corp/website/-/issues/${seeded?.iid}.json`)).json<Page>();
    expect(page.author.username).toBe('support-bot');
    expect(page.service_desk_reply_to).toBe(SERVICE_DESK_PARTICIPANTS[0]);
    expect(page.issue_email_participants).toEqual(SERVICE_DESK_PARTICIPANTS.map((email) => ({ email })));
    const discussions = (await f.call('owner', 'GET', `/acme-corp/website/-/issues/${seeded?.iid}/discussions.json`)).json<{ notes: { author: { bot: boolean } }[] }[]>();
    expect(discussions[0]?.notes[0]?.author.bot).toBe(true);
    // The bot is an internal user: no password opens it.
    const session = await f.t.app.inject({ method: 'GET', url: '/-/session' });
    const signIn = await f.t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { cookie: `_gitlab_session=${session.cookies[0]?.value}`, 'x-csrf-token': session.json().csrf_token },
      payload: { login: 'support-bot', password: '!' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('/invite_email and /remove_email: reporter+, deduplicated, at most six, internal system notes', async () => {
    const issue = await f.freshIssue('guest');
    const added = await comment('reporter', issue.id, '/invite_email a@example.org B@example.org not-an-email a@example.org');
    expect(added.json<Created>()).toMatchObject({ valid: false, errors: { commands_only: ['Added a@example.org and B@example.org.'] } });
    expect(await participants('reporter', issue.path)).toEqual([{ email: 'a@example.org' }, { email: 'B@example.org' }]);
    for (const who of ['guest', 'outsider', 'anonymous']) expect(await participants(who, issue.path)).toBeUndefined();

    const again = await comment('developer', issue.id, '/add_email b@EXAMPLE.org');
    expect(again.json<Created>().errors?.commands_only).toEqual(['No email participants were added. Either none were provided, or they already exist.']);

    // A guest's command stays text (a plain comment).
    const guest = await comment('guest', issue.id, '/invite_email c@example.org');
    expect(guest.json<Created>()).toMatchObject({ valid: true, note: '/invite_email c@example.org' });

    const many = await comment('maintainer', issue.id, `/invite_email ${Array.from({ length: 8 }, (_, i) => `m${i}@example.org`).join(' ')}`);
    expect(many.json<Created>().errors?.commands_only).toEqual(['Added m0@example.org, m1@example.org, m2@example.org, m3@example.org, m4@example.org, and m5@example.org.']);

    const removed = await comment('reporter', issue.id, 'Done.\n/remove_email A@example.org nobody@example.org');
    expect(removed.json<Created>()).toMatchObject({ valid: true, note: 'Done.' });
    expect((await participants('reporter', issue.path))?.map((p) => p.email)).toEqual(['B@example.org', 'm0@example.org', 'm1@example.org', 'm2@example.org', 'm3@example.org', 'm4@example.org', 'm5@example.org']);

    expect(await f.systemNotes(issue.id)).toEqual([
      { note: 'added a@example.org and B@example.org', icon: 'mail' },
      { note: 'added m0@example.org, m1@example.org, m2@example.org, m3@example.org, m4@example.org, and m5@example.org', icon: 'mail' },
      { note: 'removed a@example.org', icon: 'mail' },
    ]);
    const seenBy = async (who: string) =>
      (await f.call(who, 'GET', `${issue.path}/discussions.json`)).json<{ notes: { note: string; system: boolean }[] }[]>().flatMap((d) => d.notes).filter((n) => n.system).length;
    expect(await seenBy('reporter')).toBe(3);
    expect(await seenBy('outsider')).toBe(0);
  });

  it('offers the commands in autocomplete to reporter+ only', async () => {
    const names = async (who: string) =>
      (await f.call(who, 'GET', '/gitlab-org/gitlab/-/autocomplete_sources/commands?type=Issue&type_id=2')).json<{ name: string }[]>().map((c) => c.name);
    expect(await names('reporter')).toEqual(expect.arrayContaining(['invite_email', 'remove_email']));
    expect(await names('guest')).not.toContain('invite_email');
  });
});
