import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';
import { canReadProject, type Visibility } from '../projects/rules.ts';

/** Every project's default branch (the projects table has no column for it; GitLab's default name). */
export const DEFAULT_BRANCH = 'main';

/** What the repository rules need to know about a project and the viewer's place in it. */
export interface RepositoryAccess {
  viewer: ViewerFacts | null;
  project: { visibility: Visibility; archived: boolean };
  /** The viewer's effective access level in the project (0 for non-members and anonymous). */
  accessLevel: number;
}

/**
 * GitLab's `download_code`: public and internal projects' code is readable by whoever may read the project
 * (guests included); a private project's needs reporter or above (guests see issues, not code).
 */
export function canReadCode(a: RepositoryAccess): boolean {
  if (!canReadProject(a.viewer, a.project, a.accessLevel)) return false;
  if (a.project.visibility !== 'private') return true;
  return Boolean(a.viewer?.isAdmin) || a.accessLevel >= ACCESS.REPORTER;
}

/** GitLab's `push_code`: developers and above (administrators too); nobody into an archived project. */
export function canPushCode(a: RepositoryAccess): boolean {
  if (!a.viewer || a.project.archived) return false;
  return a.viewer.isAdmin || a.accessLevel >= ACCESS.DEVELOPER;
}

/**
 * Protected branches: the default branch, "fully protected" as GitLab 16.2's default branch protection
 * (`PROTECTION_FULL`) makes it: maintainers push and merge, developers neither, nobody force-pushes or
 * deletes it.
 */
export function isProtectedBranch(branch: string): boolean {
  return branch === DEFAULT_BRANCH;
}

/** Whether the viewer may push (or commit through the API) to `branch`: protected ones need maintainer. */
export function canPushToBranch(a: RepositoryAccess, branch: string): boolean {
  if (!canPushCode(a)) return false;
  if (!isProtectedBranch(branch)) return true;
  return Boolean(a.viewer?.isAdmin) || a.accessLevel >= ACCESS.MAINTAINER;
}

/** Whether the viewer may merge into `branch` (merge requests): the same levels as pushing to it. */
export function canMergeToBranch(a: RepositoryAccess, branch: string): boolean {
  return canPushToBranch(a, branch);
}

/** The branches API's `developers_can_push` / `developers_can_merge` of a branch. */
export function developersCan(branch: string): { push: boolean; merge: boolean } {
  const open = !isProtectedBranch(branch);
  return { push: open, merge: open };
}

/** Whether a branch may be deleted through the API (GitLab: not the default branch, not a protected one). */
export function canDeleteBranch(a: RepositoryAccess, branch: string): boolean {
  return canPushCode(a) && !isProtectedBranch(branch);
}
