import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { and, asc, eq, like } from 'drizzle-orm';
import { projects } from '../projects/tables.ts';
import { FREQUENT_ITEMS_MAX } from './rules.ts';
import { frequentItems } from './tables.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

const db = () => f.t.database.db;

type Item = { type: string; id: number; name: string; full_name: string; full_path: string; web_url: string; frequency: number };

const visit = (who: string, payload: Record<string, unknown>) => f.call(who, 'POST', '/-/frequent_items', payload);
const list = async (who: string, type = 'project') => (await f.call(who, 'GET', `/-/frequent_items?type=${type}`)).json<Item[]>();
/** Moves the user's last counted visits back past the 15-minute window. */
const age = (username: string) =>
  f.t.database.exec(`UPDATE frequent_items SET last_accessed_on = last_accessed_on - interval '16 minutes' WHERE user_id = (SELECT id FROM users WHERE username = '${username}')`);

describe('frequent items', () => {
  it('counts a visit at most once per 15 minutes and lists items from the third counted visit', async () => {
    const first = await visit('developer', { type: 'project', id: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 'project', id: 1, frequency: 1 });
    expect((await visit('developer', { type: 'project', id: 1 })).json()).toMatchObject({ frequency: 1 });
    await age('developer');
    expect((await visit('developer', { type: 'project', full_path: 'gitlab-org/gitlab' })).json()).toMatchObject({ frequency: 2 });
    expect(await list('developer')).toEqual([]);
    await age('developer');
    await visit('developer', { type: 'project', id: 1 });
    expect(await list('developer')).toEqual([
      expect.objectContaining({ type: 'project', id: 1, name: 'GitLab', full_name: 'GitLab.org / GitLab', full_path: 'gitlab-org/gitlab', web_url: '/gitlab-org/gitlab', frequency: 3 }),
    ]);
    // Another user's visits are theirs.
    expect(await list('reporter')).toEqual([]);
  });

  it('orders by frequency, then the latest visit; groups apart from projects', async () => {
    for (let round = 0; round < 4; round += 1) {
      await visit('maintainer', { type: 'group', full_path: 'gitlab-org/platform' });
      if (round < 3) await visit('maintainer', { type: 'group', id: 1 });
      await age('maintainer');
    }
    expect((await list('maintainer', 'group')).map((g) => [g.full_name, g.web_url, g.frequency])).toEqual([
      ['GitLab.org / Platform', '/groups/gitlab-org/platform', 4],
      ['GitLab.org', '/groups/gitlab-org', 3],
    ]);
    expect(await list('maintainer', 'project')).toEqual([]);
  });

  it('drops items the user can no longer read, and refuses hidden or unknown ones', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await visit('guest', { type: 'project', full_path: 'gitlab-org/platform/infrastructure' })).statusCode).toBe(200);
      await age('guest');
    }
    expect((await list('guest')).map((p) => p.full_path)).toEqual(['gitlab-org/platform/infrastructure']);
    await f.t.database.exec(`DELETE FROM memberships WHERE user_id = (SELECT id FROM users WHERE username = 'guest')`);
    try {
      expect(await list('guest')).toEqual([]);
    } finally {
      await f.t.database.exec(`INSERT INTO memberships (user_id, source_type, source_id, access_level) SELECT id, 'group', 1, 10 FROM users WHERE username = 'guest'`);
    }
    expect((await visit('outsider', { type: 'project', full_path: 'acme-corp/website' })).statusCode).toBe(404);
    expect((await visit('outsider', { type: 'project', id: 999999 })).statusCode).toBe(404);
    expect((await visit('outsider', { type: 'group', full_path: 'nope' })).statusCode).toBe(404);
    expect((await visit('outsider', { type: 'issue', id: 1 })).statusCode).toBe(400);
    expect((await visit('outsider', { type: 'project' })).statusCode).toBe(400);
  });

  it('leaves the read cache alone (a visit changes no cached answer)', async () => {
    const before = f.t.app.readCache.store.generation;
    expect((await visit('developer', { type: 'group', id: 1 })).statusCode).toBe(200);
    expect(f.t.app.readCache.store.generation).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await visit('anonymousSession', { type: 'project', id: 1 })).statusCode).toBe(401);
    expect((await f.call('anonymous', 'GET', '/-/frequent_items')).statusCode).toBe(401);
  });

  it(`keeps at most ${FREQUENT_ITEMS_MAX} items per type, evicting the least frequent, then the oldest`, async () => {
    // 24 projects the owner can read; the first one visited often, then each of the rest once.
    await f.t.database.exec(
      `INSERT INTO projects (name, path, namespace_id, visibility) SELECT 'Extra ' || g, 'extra-' || g, 1, 'public' FROM generate_series(1, 24) AS g`,
    );
    try {
      const ids = (await db().select({ id: projects.id }).from(projects).where(like(projects.path, 'extra-%')).orderBy(asc(projects.id))).map((r) => r.id);
      for (let round = 0; round < 3; round += 1) {
        await visit('owner', { type: 'project', id: ids[0] });
        await age('owner');
      }
      for (const id of ids.slice(1)) await visit('owner', { type: 'project', id });
      const kept = (
        await db()
          .select({ id: frequentItems.itemId })
          .from(frequentItems)
          .where(and(eq(frequentItems.userId, await f.userId('owner')), eq(frequentItems.itemType, 'project')))
          .orderBy(asc(frequentItems.itemId))
      ).map((r) => r.id);
      expect(kept).toHaveLength(FREQUENT_ITEMS_MAX);
      // The frequent one stays; of the single visits the oldest went first.
      expect(kept).toContain(ids[0]);
      expect(kept).toEqual([ids[0], ...ids.slice(-(FREQUENT_ITEMS_MAX - 1))]);
    } finally {
      await f.t.database.exec(`DELETE FROM projects WHERE path LIKE 'extra-%'`);
    }
    expect(await list('owner')).toEqual([]);
  });
});
