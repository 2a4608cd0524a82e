import { eq, inArray } from 'drizzle-orm';
import { votesOfOne } from '../../issuables/queries.ts';
import { canReadEpic } from '../../epics/rules.ts';
import { labelsOfEpic } from '../../epics/queries.ts';
import { epicApiJson, epicWebUrl } from '../../epics/serializers.ts';
import { epics, type EpicRow } from '../../epics/tables.ts';
import { groups, type GroupRow } from '../../groups/tables.ts';
import { users, type UserRow } from '../../users/tables.ts';
import type { TodoTarget, TodoTargetKind } from './types.ts';

interface EpicTarget extends TodoTarget {
  graphqlParent: { epic: EpicRow; group: GroupRow; author: UserRow };
}

/** Epics as to-do targets: the group's visibility, then the confidential rule (epics/rules.ts). */
export const epicTodoTarget: TodoTargetKind = {
  type: 'Epic',
  async readable(db, viewer, ids) {
    const found = new Map<number, TodoTarget>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({ epic: epics, group: groups, author: users })
      .from(epics)
      .innerJoin(groups, eq(groups.id, epics.groupId))
      .innerJoin(users, eq(users.id, epics.authorId))
      .where(inArray(epics.id, [...new Set(ids)]));
    for (const row of rows) {
      if (!canReadEpic(viewer.facts, row.group, await viewer.groupAccess(row.group), row.epic)) continue;
      const target: EpicTarget = {
        type: 'Epic',
        id: row.epic.id,
        title: row.epic.title,
        description: row.epic.description,
        state: row.epic.state,
        project: null,
        group: row.group,
        webUrl: (base) => epicWebUrl(base, row.epic, row.group),
        graphqlParent: row,
      };
      found.set(row.epic.id, target);
    }
    return found;
  },
  async apiJson(db, _viewer, base, targets) {
    const entries = await Promise.all(
      targets.map(async (target) => {
        const { epic, group, author } = (target as EpicTarget).graphqlParent;
        const [labels, votes] = await Promise.all([labelsOfEpic(db, epic.id), votesOfOne(db, { type: 'Epic', id: epic.id })]);
        return [epic.id, epicApiJson(base, epic, group, author, labels, votes)] as const;
      }),
    );
    return new Map(entries);
  },
};
