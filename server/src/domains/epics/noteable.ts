import { and, eq } from 'drizzle-orm';
import { hiddenSystemNoteIds } from '../notes/visibility.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findGroup } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { NoteableDescriptor } from '../issuables/noteableJson.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { EpicNoteable, GroupRef } from '../notes/noteables.ts';
import { canReadEpic } from './rules.ts';
import { epicWebPath } from './paths.ts';
import { epics, type EpicRow } from './tables.ts';

/** The epic's noteable descriptor: its notes live under the epic's path, its previews and uploads under the group's. */
export function epicNoteable(epic: Pick<EpicRow, 'id' | 'iid'>, group: Pick<GroupRow, 'fullPath'>): NoteableDescriptor {
  const groupPath = `/groups/${group.fullPath}`;
  const path = `${groupPath}/-/epics/${epic.iid}`;
  return {
    type: 'Epic',
    id: epic.id,
    humanName: 'epic',
    paths: {
      createNote: `${path}/notes`,
      previewNote: `${groupPath}/-/preview_markdown?target_type=Epic&target_id=${epic.iid}`,
      notes: `${path}/notes`,
      discussions: `${path}/discussions.json`,
      quickActions: `${groupPath}/-/autocomplete_sources/commands?type=Epic&type_id=${epic.iid}`,
      uploads: `${groupPath}/-/uploads`,
      stateEvent: `${path}.json`,
    },
    // Epics have no assignees.
    canAssignAuthor: false,
  };
}

/**
 * Loads an epic (by iid or id) of a group the viewer may read; a hidden group or epic (private group,
 * confidential epic below reporter) answers 404 like a missing one.
 */
export async function readableEpicNoteable(db: Db, viewer: Viewer, groupRef: GroupRef, epicRef: { iid: number } | { id: number }, base: string): Promise<EpicNoteable> {
  const group = await findGroup(db, groupRef);
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  const accessLevel = await viewer.groupAccess(group);
  const [epic] = await db
    .select()
    .from(epics)
    .where(and(eq(epics.groupId, group.id), 'iid' in epicRef ? eq(epics.iid, epicRef.iid) : eq(epics.id, epicRef.id)));
  if (!epic || !canReadEpic(viewer.facts, group, accessLevel, epic)) throw new AppError('EPIC_NOT_FOUND');
  const webPath = epicWebPath(epic, group);
  return {
    type: 'Epic',
    id: epic.id,
    iid: epic.iid,
    epic,
    group,
    // Epics have no lock and no archived state.
    access: { viewer: viewer.facts, accessLevel, noteableAuthorId: epic.authorId, discussionLocked: false, archived: false },
    webUrl: `${base}${webPath}`,
    webPath,
    notesPath: `${webPath}/notes`,
    resolvable: false,
    projectId: null,
    projectName: null,
    renderScope: { groupFullPath: group.fullPath },
    knownProjects: [],
    viewer,
    hiddenNoteIds: await hiddenSystemNoteIds(db, viewer, { type: 'Epic', id: epic.id }, []),
  };
}
