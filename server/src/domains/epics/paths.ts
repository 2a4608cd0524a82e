import type { GroupRow } from '../groups/tables.ts';
import type { EpicRow } from './tables.ts';

export const epicWebPath = (epic: Pick<EpicRow, 'iid'>, group: Pick<GroupRow, 'fullPath'>) => `/groups/${group.fullPath}/-/epics/${epic.iid}`;

export const epicWebUrl = (base: string, epic: Pick<EpicRow, 'iid'>, group: Pick<GroupRow, 'fullPath'>) => `${base}${epicWebPath(epic, group)}`;

/** `&1`, or `group&1` when full. */
export const epicReference = (epic: Pick<EpicRow, 'iid'>, group: Pick<GroupRow, 'fullPath'>, full = false) => (full ? `${group.fullPath}&${epic.iid}` : `&${epic.iid}`);

