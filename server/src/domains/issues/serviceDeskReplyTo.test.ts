import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { obfuscatedEmail } from './rules.ts';

let t: TestApp;
const as = new Map<string, Browser | null>();
const ROLES = ['anonymous', 'outsider', 'guest', 'reporter', 'developer', 'maintainer', 'owner', 'root'] as const;
const CLEAR = new Set(['reporter', 'developer', 'maintainer', 'owner', 'root']);
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) as.set(role, role === 'anonymous' ? null : await signIn(t.app, role));
});
afterAll(() => t.close());

/** The seeded service desk issue of gitlab-org/gitlab (issue 10's example: #15). */
async function serviceDeskIid(): Promise<number> {
  const list = (await getAs(t.app, as.get('root') ?? null, '/api/v4/projects/1/issues?per_page=100&search=Cannot%20reset%20my%20password&in=title')).json<{ iid: number }[]>();
  const found = list[0];
  if (!found) throw new Error('no service desk issue');
  return found.iid;
}

describe('service_desk_reply_to: in clear for reporter+ and admins, obfuscated below (issue 10 item 2)', () => {
  it('obfuscates as GitLab does (Gitlab::Utils::Email.obfuscated_email, deform)', () => {
    expect(obfuscatedEmail('customer@example.com')).toBe('cu*****@e*****.c**');
    expect(obfuscatedEmail('alex@gitlab.com')).toBe('al*****@g*****.c**');
    expect(obfuscatedEmail('a@b.c')).toBe('aa*****@b*****.c**');
    expect(obfuscatedEmail('no mail')).toBe('no mail');
  });

  it.each(ROLES)('%s: REST single issue, REST lists and the web JSON follow one rule', async (role) => {
    const iid = await serviceDeskIid();
    const who = as.get(role) ?? null;
    const expected = CLEAR.has(role) ? 'customer@example.com' : 'cu*****@e*****.c**';
    const single = await getAs(t.app, who, `/api/v4/projects/1/issues/${iid}`);
    expect(single.statusCode).toBe(200);
    expect(single.json<{ service_desk_reply_to: string }>().service_desk_reply_to).toBe(expected);
    for (const url of ['/api/v4/projects/1/issues?per_page=100&scope=all', '/api/v4/issues?scope=all&per_page=100', '/api/v4/groups/gitlab-org/issues?per_page=100']) {
      const listed = (await getAs(t.app, who, url)).json<{ iid: number; project_id: number; service_desk_reply_to: string | null }[]>();
      const row = listed.find((issue) => issue.iid === iid && issue.project_id === 1);
      if (url.startsWith('/api/v4/issues') && !who) continue; // GET /issues needs a sign-in
      expect(row?.service_desk_reply_to, url).toBe(expected);
      expect(listed.filter((issue) => issue.service_desk_reply_to !== null && issue.service_desk_reply_to.includes('@example.com') && !CLEAR.has(role))).toEqual([]);
    }
    const page = (await getAs(t.app, who, `/gitlab-org/gitlab/-/issues/${iid}.json`)).json<{ service_desk_reply_to: string }>();
    expect(page.service_desk_reply_to).toBe(expected);
  });
});
