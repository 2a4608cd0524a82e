import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anonymousBrowser, createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { users } from '../users/tables.ts';
import { SPAM_ALREADY_SUBMITTED, SPAM_SUBMITTED_NOTICE } from './rules.ts';
import { spamLogs } from './tables.ts';

let t: TestApp;
let root: Browser;
let maintainer: Browser;
beforeAll(async () => {
  t = await createTestApp();
  root = await signIn(t.app, 'root');
  maintainer = await signIn(t.app, 'maintainer');
});
afterAll(async () => {
  await t.close();
});

const ISSUE = '/gitlab-org/gitlab/-/issues/2';
const post = (who: Browser | null, url: string, accept = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { accept, ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}) }, payload: {} });
const canReportSpam = async (who: Browser) => (await getAs(t.app, who, `${ISSUE}.json`)).json().current_user.can_report_spam as boolean;

describe('POST {issue path}/mark_as_spam', () => {
  it('lets an administrator submit the issue once: a spam log of its author, then the action is gone', async () => {
    expect(await canReportSpam(root)).toBe(true);
    const response = await post(root, `${ISSUE}/mark_as_spam`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ notice: SPAM_SUBMITTED_NOTICE, web_url: ISSUE });
    expect(SPAM_SUBMITTED_NOTICE).toBe('Issue was submitted as spam.');

    const [author] = await t.database.db.select().from(users).where(eq(users.username, 'reporter'));
    const logs = await t.database.db.select().from(spamLogs);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userId: author?.id,
      noteableType: 'Issue',
      targetId: 2,
      title: 'Add dark mode to the issue page',
      description: 'Seeded issue: Add dark mode to the issue page.',
      submittedAsHam: false,
      viaApi: false,
      recaptchaVerified: false,
    });
    expect(await canReportSpam(root)).toBe(false);

    const again = await post(root, `${ISSUE}/mark_as_spam`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: SPAM_ALREADY_SUBMITTED });
    expect(await t.database.db.select().from(spamLogs)).toHaveLength(1);
  });

  it('answers the menu form post with a redirect to the issue', async () => {
    const response = await post(root, '/gitlab-org/gitlab/-/issues/3/mark_as_spam', 'text/html');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/gitlab-org/gitlab/-/issues/3');
  });

  it('refuses everybody else: members 404, signed out 401 (422 without a session), unreadable issues 404', async () => {
    expect(await canReportSpam(maintainer)).toBe(false);
    const member = await post(maintainer, '/gitlab-org/gitlab/-/issues/1/mark_as_spam');
    expect(member.statusCode).toBe(404);
    // Without any session the CSRF check answers first (as for every web write).
    expect((await post(null, '/gitlab-org/gitlab/-/issues/1/mark_as_spam')).statusCode).toBe(422);
    const anonymous = await anonymousBrowser(t.app);
    expect((await post(anonymous, '/gitlab-org/gitlab/-/issues/1/mark_as_spam')).statusCode).toBe(401);
    expect((await post(maintainer, '/acme-corp/website/-/issues/1/mark_as_spam')).statusCode).toBe(404);
    expect((await post(root, '/gitlab-org/gitlab/-/issues/999/mark_as_spam')).statusCode).toBe(404);
    const logs = await t.database.db.select().from(spamLogs).where(eq(spamLogs.targetId, 1));
    expect(logs).toEqual([]);
  });
});
