import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';

export type Visibility = 'public' | 'internal' | 'private';

export const VISIBILITIES: readonly Visibility[] = ['private', 'internal', 'public'];

/**
 * Who can read a resource of a given visibility (project or group): public by anyone, internal by any
 * signed-in user, private by members (guest or above) and administrators.
 */
export function canReadByVisibility(viewer: ViewerFacts | null, visibility: Visibility, accessLevel: number): boolean {
  if (visibility === 'public') return true;
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (visibility === 'internal') return true;
  return accessLevel >= ACCESS.GUEST;
}

export function canReadProject(viewer: ViewerFacts | null, project: { visibility: Visibility }, accessLevel: number): boolean {
  return canReadByVisibility(viewer, project.visibility, accessLevel);
}

/**
 * Who can read a project's repository (GitLab's `read_code`/`download_code`): anyone who can read a
 * public or internal project; in a private project reporters and above (guests see issues, not code),
 * and administrators.
 */
export function canReadCode(viewer: ViewerFacts | null, project: { visibility: Visibility }, accessLevel: number): boolean {
  if (!canReadProject(viewer, project, accessLevel)) return false;
  if (project.visibility !== 'private' || viewer?.isAdmin) return true;
  return accessLevel >= ACCESS.REPORTER;
}

/** GitLab's `admin_project`: changing a project's settings (`PUT /projects/:id`) is for maintainers and above, and administrators. */
export function canAdminProject(viewer: ViewerFacts | null, accessLevel: number): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || accessLevel >= ACCESS.MAINTAINER;
}

/** GitLab's `validates :suggestion_commit_message, length: { maximum: 255 }`. */
export const SUGGESTION_COMMIT_MESSAGE_MAX = 255;

/** Without user namespaces, creating a project needs maintainer or owner in the target group. */
export function canCreateProjectInGroup(viewer: ViewerFacts | null, groupAccessLevel: number): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || groupAccessLevel >= ACCESS.MAINTAINER;
}

/** A project may not be more visible than its group (GitLab's rule). */
export function visibilityAllowedInGroup(projectVisibility: Visibility, groupVisibility: Visibility): boolean {
  return VISIBILITIES.indexOf(projectVisibility) <= VISIBILITIES.indexOf(groupVisibility);
}

export const PROJECT_PATH_PATTERN = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]*$/;

/** Derives a path from a name the way GitLab's form does ("My Project" → "my-project"). */
export function pathFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}
