import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { users } from '../users/tables.ts';
import { abuseReports } from './tables.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

describe('POST /-/abuse_reports', () => {
  it('records a report from the drawer form and redirects back', async () => {
    const developer = await f.userId('developer');
    const form = new URLSearchParams({
      user_id: String(developer),
      'abuse_report[category]': 'spam',
      'abuse_report[reported_from_url]': 'http://localhost:8080/gitlab-org/gitlab/-/issues/1',
      'abuse_report[message]': 'Posting links everywhere',
    });
    const response = await f.call('guest', 'POST', '/-/abuse_reports', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/gitlab-org/gitlab/-/issues/1');
    const [report] = await f.t.database.db.select().from(abuseReports).where(eq(abuseReports.userId, developer));
    expect(report).toMatchObject({ reporterId: await f.userId('guest'), category: 'spam', message: 'Posting links everywhere', status: 'open' });
    const again = await f.call('guest', 'POST', '/-/abuse_reports', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: ['You have already reported this user'] });
  });

  it('answers JSON clients with the thank-you text and validates', async () => {
    const owner = await f.userId('owner');
    const ok = await f.call('reporter', 'POST', '/-/abuse_reports', { abuse_report: { user_id: owner, category: 'offensive' } }, { accept: 'application/json' });
    expect(ok.json()).toEqual({ message: 'Thank you for your report. A GitLab administrator will look into it shortly.' });
    const bad = await f.call('reporter', 'POST', '/-/abuse_reports', { abuse_report: { user_id: 99999, category: 'rude' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: ["User can't be blank", 'Category is not included in the list'] });
    const self = await f.call('reporter', 'POST', '/-/abuse_reports', { abuse_report: { user_id: await f.userId('reporter'), category: 'spam' } });
    expect(self.json()).toEqual({ errors: ['User cannot be yourself'] });
    expect((await f.call('anonymousSession', 'POST', '/-/abuse_reports', { abuse_report: { user_id: owner, category: 'spam' } })).statusCode).toBe(401);
    expect((await f.call('anonymous', 'POST', '/-/abuse_reports', { abuse_report: { user_id: owner, category: 'spam' } })).statusCode).toBe(422);
  });

  it('never redirects off-site', async () => {
    const form = new URLSearchParams({ user_id: String(await f.userId('maintainer')), 'abuse_report[category]': 'phishing', 'abuse_report[reported_from_url]': '//evil.example/x' });
    const response = await f.call('guest', 'POST', '/-/abuse_reports', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.headers.location).toBe('/');
  });
});

describe('POST /-/abuse_reports/add_category', () => {
  it('answers the report form for the chosen category (form post or JSON), storing nothing', async () => {
    const developer = await f.userId('developer');
    const form = new URLSearchParams({
      user_id: String(developer),
      'abuse_report[category]': 'offensive',
      'abuse_report[reported_from_url]': 'http://localhost:8080/gitlab-org/gitlab/-/issues/1#note_1',
    });
    const response = await f.call('guest', 'POST', '/-/abuse_reports/add_category', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      abuse_report: { user_id: developer, category: 'offensive', reported_from_url: 'http://localhost:8080/gitlab-org/gitlab/-/issues/1#note_1' },
      user: { id: developer, username: 'developer', name: expect.any(String) },
      report_path: '/-/abuse_reports',
    });
    // abuse_report[user_id] works too (the brief's spelling of the drawer's field).
    const nested = await f.call('reporter', 'POST', '/-/abuse_reports/add_category', { abuse_report: { user_id: developer, category: 'spam' } });
    expect(nested.json()).toMatchObject({ abuse_report: { user_id: developer, category: 'spam', reported_from_url: null } });
    expect(await f.t.database.db.select().from(abuseReports).where(and(eq(abuseReports.userId, developer), eq(abuseReports.category, 'offensive')))).toEqual([]);
  });

  it('refuses unknown or blocked users, bad categories (422) and signed-out reporters (401)', async () => {
    const owner = await f.userId('owner');
    const post = (who: string, payload: Record<string, unknown>) => f.call(who, 'POST', '/-/abuse_reports/add_category', payload);
    expect((await post('guest', { user_id: 99999, abuse_report: { category: 'spam' } })).json()).toEqual({ errors: ['Cannot create the abuse report. The user has been deleted.'] });
    expect((await post('guest', { user_id: 'x', abuse_report: { category: 'spam' } })).statusCode).toBe(422);
    const bad = await post('guest', { user_id: owner, abuse_report: { category: 'rude' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: ['Category is not included in the list'] });
    expect((await post('guest', { user_id: owner })).json()).toEqual({ errors: ["Category can't be blank"] });
    expect((await post('anonymousSession', { user_id: owner, abuse_report: { category: 'spam' } })).statusCode).toBe(401);
    expect((await post('anonymous', { user_id: owner, abuse_report: { category: 'spam' } })).statusCode).toBe(422);
    const outsider = await f.userId('outsider');
    await f.t.database.db.update(users).set({ state: 'blocked' }).where(eq(users.id, outsider));
    try {
      expect((await post('guest', { user_id: outsider, abuse_report: { category: 'spam' } })).json()).toEqual({ errors: ['Cannot create the abuse report. This user has been blocked.'] });
    } finally {
      await f.t.database.db.update(users).set({ state: 'active' }).where(eq(users.id, outsider));
    }
  });
});
