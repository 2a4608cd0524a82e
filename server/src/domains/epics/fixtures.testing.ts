import { and, eq, max } from 'drizzle-orm';
import { groups } from '../groups/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import { memberships } from '../memberships/tables.ts';
import { notes } from '../notes/tables.ts';
import { users } from '../users/tables.ts';
import type { IssueFixtures } from '../../test/issueFixtures.ts';
import { epics } from './tables.ts';

/** The seeded epics (seedSidebar's and seedEpics'), by path. */
export const ORG_EPIC = '/groups/gitlab-org/-/epics/1';
export const DISCUSSED_EPIC = '/groups/gitlab-org/-/epics/2';
export const CONFIDENTIAL_EPIC = '/groups/gitlab-org/-/epics/3';
export const CLOSED_EPIC = '/groups/gitlab-org/-/epics/4';
export const PROMOTED_EPIC = '/groups/acme-corp/-/epics/2';

/** Epic helpers over the issue fixtures (every seeded user signed in). Unit tests only. */
export function epicFixtures(f: IssueFixtures) {
  const db = f.t.database.db;
  return {
    /** The epic row of a seeded group epic. */
    async epic(groupPath: string, iid: number) {
      const [row] = await db
        .select({ epic: epics })
        .from(epics)
        .innerJoin(groups, eq(groups.id, epics.groupId))
        .where(and(eq(groups.fullPath, groupPath), eq(epics.iid, iid)));
      if (!row) throw new Error(`no epic ${groupPath}&${iid}`);
      return row.epic;
    },
    /** A new epic in gitlab-org (or `groupPath`), authored by `author`. */
    async freshEpic(author: string, options: { groupPath?: string; confidential?: boolean; description?: string; title?: string } = {}) {
      const [group] = await db.select().from(groups).where(eq(groups.fullPath, options.groupPath ?? 'gitlab-org'));
      if (!group) throw new Error('no group');
      const [last] = await db.select({ iid: max(epics.iid) }).from(epics).where(eq(epics.groupId, group.id));
      const [row] = await db
        .insert(epics)
        .values({
          groupId: group.id,
          iid: (last?.iid ?? 0) + 1,
          title: options.title ?? 'Fresh epic',
          description: options.description ?? 'Body',
          confidential: options.confidential ?? false,
          authorId: await f.userId(author),
        })
        .returning();
      if (!row) throw new Error('no epic');
      return { id: row.id, iid: row.iid, path: `/groups/${group.fullPath}/-/epics/${row.iid}` };
    },
    /**
     * A private group `hidden-team` (owner: `owner`; `guest` a guest member) with one epic, created once.
     * Everything else about it must 404 for the other users.
     */
    async privateGroupEpic() {
      const [existing] = await db.select().from(groups).where(eq(groups.fullPath, 'hidden-team'));
      const group =
        existing ??
        (await db.insert(groups).values({ name: 'Hidden team', path: 'hidden-team', fullPath: 'hidden-team', visibility: 'private' }).returning())[0];
      if (!group) throw new Error('no group');
      if (!existing) {
        await db.insert(memberships).values([
          { userId: await f.userId('owner'), sourceType: 'group', sourceId: group.id, accessLevel: ACCESS.OWNER },
          { userId: await f.userId('guest'), sourceType: 'group', sourceId: group.id, accessLevel: ACCESS.GUEST },
        ]);
        await db.insert(epics).values({ groupId: group.id, iid: 1, title: 'Hidden plans', description: 'Private group epic.', authorId: await f.userId('owner') });
      }
      const [epic] = await db.select().from(epics).where(and(eq(epics.groupId, group.id), eq(epics.iid, 1)));
      if (!epic) throw new Error('no epic');
      return { group, epic, path: '/groups/hidden-team/-/epics/1' };
    },
    /** System notes of an epic, oldest first. */
    async systemNotes(epicId: number) {
      return db
        .select({ note: notes.note, icon: notes.systemNoteIconName })
        .from(notes)
        .where(and(eq(notes.noteableType, 'Epic'), eq(notes.noteableId, epicId), eq(notes.system, true)))
        .orderBy(notes.id);
    },
    async username(id: number) {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
      return row?.username;
    },
  };
}
