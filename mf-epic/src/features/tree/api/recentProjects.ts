import type { PickerProject } from './pickers';

/** At most this many recently used projects are offered (epic spec §9). */
export const RECENT_PROJECTS_LIMIT = 3;
/** How many are kept per user. */
const KEPT = 20;

/** GitLab's local storage key of a user's recently used projects. */
export function recentProjectsKey(username: string): string {
  return `${username}/frequent-projects`;
}

function read(username: string): PickerProject[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(recentProjectsKey(username)) ?? '[]');
    return Array.isArray(value) ? (value as PickerProject[]).filter((item) => typeof item?.id === 'number' && typeof item.path_with_namespace === 'string') : [];
  } catch {
    return [];
  }
}

/** The user's recently used projects inside `groupPath` (its subgroups included), most recent first, at most 3. */
export function recentProjects(username: string, groupPath: string): PickerProject[] {
  return read(username)
    .filter((project) => project.path_with_namespace.startsWith(`${groupPath}/`))
    .slice(0, RECENT_PROJECTS_LIMIT);
}

/** Remembers a project the user created an issue in (most recent first). */
export function rememberProject(username: string, project: PickerProject): void {
  const kept = [project, ...read(username).filter((item) => item.id !== project.id)].slice(0, KEPT);
  try {
    localStorage.setItem(recentProjectsKey(username), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the list is a convenience.
  }
}

/** Forgets a project that can no longer be used (its details could not be read). */
export function forgetProject(username: string, id: number): void {
  try {
    localStorage.setItem(recentProjectsKey(username), JSON.stringify(read(username).filter((item) => item.id !== id)));
  } catch {
    // As above.
  }
}
