import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { idOrPath } from '../../lib/params.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findGroup } from './queries.ts';
import { canReadGroup } from './rules.ts';
import type { GroupRow } from './tables.ts';

/** A group the viewer may read, or 404 (never revealing that a hidden group exists). */
export async function readableGroup(db: Db, viewer: Viewer, rawId: string): Promise<GroupRow> {
  const group = await findGroup(db, idOrPath(rawId));
  if (!group || !canReadGroup(viewer.facts, group, await viewer.groupAccess(group))) throw new AppError('GROUP_NOT_FOUND');
  return group;
}
