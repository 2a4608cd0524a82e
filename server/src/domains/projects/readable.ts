import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { idOrPath } from '../../lib/params.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject, type ProjectWithNamespace } from './queries.ts';
import { canReadProject } from './rules.ts';

/** A project the viewer may read with its access levels, or 404 (hidden projects look absent). */
export async function readableProject(db: Db, viewer: Viewer, rawId: string): Promise<ProjectWithNamespace & { accessLevel: number }> {
  const found = await findProject(db, idOrPath(rawId));
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  return { ...found, accessLevel };
}
