import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { addDays, isoDate } from './rules.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['owner', 'guest', 'outsider', 'developer']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const today = new Date();
const day = (offset: number) => isoDate(addDays(today, offset));

describe('GET /api/v4/namespaces/:id/gitlab_subscription', () => {
  it('returns an active trial in GitLab shape (with trial_starts_on)', async () => {
    const response = await getAs(t.app, as.guest ?? null, '/api/v4/namespaces/gitlab-org/gitlab_subscription');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: { code: 'ultimate_trial', name: 'Ultimate Trial', trial: true, auto_renew: false, upgradable: true, exclude_guests: true },
      usage: { seats_in_subscription: 0, seats_in_use: 5, max_seats_used: 5, seats_owed: 0 },
      billing: { subscription_start_date: day(-12), subscription_end_date: day(18), trial_ends_on: day(18), trial_starts_on: day(-12) },
    });
  });

  it('returns an expired trial by numeric id', async () => {
    const response = await getAs(t.app, as.owner ?? null, '/api/v4/namespaces/2/gitlab_subscription');
    expect(response.json()).toMatchObject({
      plan: { code: 'premium_trial', name: 'Premium Trial', trial: true },
      billing: { trial_ends_on: day(-5), trial_starts_on: day(-35) },
      usage: { seats_in_use: 1 },
    });
  });

  it('refuses non-members, anonymous users and subgroups; admins may read', async () => {
    const outsider = await getAs(t.app, as.outsider ?? null, '/api/v4/namespaces/gitlab-org/gitlab_subscription');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ message: '403 Forbidden' });
    expect((await getAs(t.app, as.developer ?? null, '/api/v4/namespaces/acme-corp/gitlab_subscription')).statusCode).toBe(403);
    expect((await getAs(t.app, null, '/api/v4/namespaces/1/gitlab_subscription')).statusCode).toBe(401);
    expect((await getAs(t.app, as.owner ?? null, '/api/v4/namespaces/gitlab-org%2Fplatform/gitlab_subscription')).statusCode).toBe(404);
    expect((await getAs(t.app, as.owner ?? null, '/api/v4/namespaces/999/gitlab_subscription')).json()).toEqual({ message: '404 Namespace Not Found' });
    const admin = await t.app.inject({ method: 'GET', url: '/api/v4/namespaces/2/gitlab_subscription', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(admin.statusCode).toBe(200);
  });
});

describe('GET /api/v4/namespaces', () => {
  it('lists the member groups with plan and trial extras', async () => {
    const response = await getAs(t.app, as.owner ?? null, '/api/v4/namespaces');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((n: { full_path: string }) => n.full_path)).toEqual(['acme-corp', 'gitlab-org', 'gitlab-org/platform']);
    expect(body[0]).toMatchObject({ id: 2, kind: 'group', name: 'Acme Corp', parent_id: null, plan: 'premium_trial', trial: true, trial_ends_on: day(-5), billable_members_count: 1 });
    expect(body[2]).toMatchObject({ full_path: 'gitlab-org/platform', parent_id: 1, plan: 'ultimate_trial', trial_ends_on: day(18), billable_members_count: 5 });
    expect(response.headers['x-total']).toBe('3');
  });

  it('is empty for outsiders, everything for admins, 401 for anonymous', async () => {
    expect((await getAs(t.app, as.outsider ?? null, '/api/v4/namespaces')).json()).toEqual([]);
    const admin = await t.app.inject({ method: 'GET', url: '/api/v4/namespaces?search=acme', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(admin.json().map((n: { full_path: string }) => n.full_path)).toEqual(['acme-corp']);
    expect((await getAs(t.app, null, '/api/v4/namespaces')).statusCode).toBe(401);
  });
});
