import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { epics } from '../epics/tables.ts';
import { groups } from '../groups/tables.ts';
import { users } from '../users/tables.ts';

// The parent epic picker's query, read from mf-issue's sources.
const GROUP_EPICS_QUERY = clientOperation('issueEpics');

let f: IssueFixtures;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  for (const name of ['developer', 'guest', 'outsider']) as[name] = await signIn(f.t.app, name);
  const db = f.t.database.db;
  const [platform] = await db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org/platform'));
  const [author] = await db.select().from(users).where(eq(users.username, 'maintainer'));
  // gitlab-org's epics are the seed's (seedEpics.ts, seedIssueStates.ts): &1 to &5, &3 confidential, &4 closed;
  // then the epic tree (seed/epicTree.ts, created 45 days ago): &6 to &9 (&8 closed, &9 confidential) and
  // gitlab-org/platform&1. The picker's query leaves out subgroups.
  await db.insert(epics).values([{ groupId: platform?.id ?? 0, iid: 2, title: 'Platform hardening', authorId: author?.id ?? 0 }]);
});
afterAll(async () => {
  await f.t.close();
});

const titles = async (who: string, fullPath: string, variables: Record<string, unknown> = {}) => {
  const result = await graphql(f.t.app, as[who] ?? null, GROUP_EPICS_QUERY, { fullPath, ...variables });
  expect(result.errors).toBeUndefined();
  const group = result.data?.group as { epics: { nodes: { title: string; reference: string }[] } } | null;
  return group ? group.epics.nodes.map((e) => `${e.reference} ${e.title}`) : null;
};

describe('Group.epics (the parent epic picker)', () => {
  it('lists readable epics of the group and its ancestors, filtered by state and title', async () => {
    expect(await titles('developer', 'gitlab-org/platform')).toEqual([
      'gitlab-org/platform&2 Platform hardening',
      'gitlab-org&1 Issue page redesign',
      'gitlab-org&3 Security hardening roadmap',
      'gitlab-org&5 Keyboard shortcuts everywhere',
      'gitlab-org&2 Epic discussions',
      'gitlab-org&4 Legacy sidebar removal',
      'gitlab-org/platform&1 Helm chart defaults',
      'gitlab-org&9 Licensing audit',
      'gitlab-org&8 Onboarding docs refresh',
      'gitlab-org&7 Installer improvements',
      'gitlab-org&6 Self-managed onboarding',
    ]);
    expect(await titles('developer', 'gitlab-org/platform', { state: 'opened', title: 'PLAN' })).toEqual([]);
    // &4 is closed.
    expect(await titles('developer', 'gitlab-org', { state: 'opened' })).toEqual([
      'gitlab-org&1 Issue page redesign',
      'gitlab-org&3 Security hardening roadmap',
      'gitlab-org&5 Keyboard shortcuts everywhere',
      'gitlab-org&2 Epic discussions',
      'gitlab-org&9 Licensing audit',
      'gitlab-org&7 Installer improvements',
      'gitlab-org&6 Self-managed onboarding',
    ]);
    expect(await titles('developer', 'gitlab-org', { title: 'redesign' })).toEqual(['gitlab-org&1 Issue page redesign']);
  });

  it('hides confidential epics below reporter and unreadable groups', async () => {
    // &3 is confidential: reporters and above only.
    const publicOpen = [
      'gitlab-org&1 Issue page redesign',
      'gitlab-org&5 Keyboard shortcuts everywhere',
      'gitlab-org&2 Epic discussions',
      'gitlab-org&7 Installer improvements',
      'gitlab-org&6 Self-managed onboarding',
    ];
    expect(await titles('guest', 'gitlab-org', { state: 'opened' })).toEqual(publicOpen);
    expect(await titles('anonymous', 'gitlab-org', { state: 'opened' })).toEqual(publicOpen);
    await f.t.database.exec(`UPDATE groups SET visibility = 'private' WHERE full_path = 'acme-corp'`);
    try {
      expect(await titles('outsider', 'acme-corp')).toBeNull();
    } finally {
      await f.t.database.exec(`UPDATE groups SET visibility = 'public' WHERE full_path = 'acme-corp'`);
    }
  });
});
