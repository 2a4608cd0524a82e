import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject, type ProjectWithNamespace } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { repositoryPath } from './git.ts';
import { canReadCode, type RepositoryAccess } from './rules.ts';

/** A project with its repository and what the viewer may do in it. */
export interface RepositoryProject extends ProjectWithNamespace {
  fullPath: string;
  /** The bare repository's directory (it may not exist yet: a project nobody pushed to). */
  repo: string;
  access: RepositoryAccess;
}

export async function repositoryProject(db: Db, dataDir: string, viewer: Viewer, found: ProjectWithNamespace): Promise<RepositoryProject> {
  const accessLevel = await viewer.projectAccess(found.project, found.namespace);
  const fullPath = projectFullPath(found.project, found.namespace);
  return { ...found, fullPath, repo: repositoryPath(dataDir, fullPath), access: { viewer: viewer.facts, project: found.project, accessLevel } };
}

/**
 * The REST API's project whose code the viewer reads: 404 when the project is absent or hidden from
 * them, 403 when they see the project but not its code (a guest of a private project), as GitLab's
 * `authorize! :download_code`.
 */
export async function codeReadableProject(db: Db, dataDir: string, viewer: Viewer, ref: { id: number } | { fullPath: string }): Promise<RepositoryProject> {
  const found = await findProject(db, ref);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const project = await repositoryProject(db, dataDir, viewer, found);
  if (!canReadProject(viewer.facts, found.project, project.access.accessLevel)) throw new AppError('PROJECT_NOT_FOUND');
  if (!canReadCode(project.access)) throw new AppError('FORBIDDEN');
  return project;
}
