import { ACCESS_LEVELS as KERNEL_ACCESS_LEVELS } from 'shared-kernel/permissions';

/** GitLab access levels: the kernel's table, the one the UI's permission rules use too. */
export const ACCESS = KERNEL_ACCESS_LEVELS;

export type AccessLevel = number;

export const ACCESS_LEVELS: readonly number[] = [ACCESS.GUEST, ACCESS.REPORTER, ACCESS.DEVELOPER, ACCESS.MAINTAINER, ACCESS.OWNER];

export function isValidAccessLevel(level: number): boolean {
  return ACCESS_LEVELS.includes(level);
}

/** The viewer as the rules see it: who, and whether an administrator. */
export interface ViewerFacts {
  id: number;
  isAdmin: boolean;
}

/**
 * Full paths of a group's ancestors, nearest last: "a/b/c" → ["a", "a/b"].
 * Inheritance follows the path, so this needs no recursive query.
 */
export function ancestorPaths(fullPath: string): string[] {
  const parts = fullPath.split('/');
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * Effective access to a group: the highest membership in the group or any ancestor.
 * `direct` maps group full path → access level of the viewer's direct memberships.
 */
export function effectiveGroupAccess(groupFullPath: string, direct: ReadonlyMap<string, number>): number {
  let level: number = ACCESS.NO_ACCESS;
  for (const candidate of [...ancestorPaths(groupFullPath), groupFullPath]) {
    level = Math.max(level, direct.get(candidate) ?? ACCESS.NO_ACCESS);
  }
  return level;
}

/** Effective access to a project: max of its own membership and its group's effective access. */
export function effectiveProjectAccess(projectLevel: number | undefined, namespaceLevel: number): number {
  return Math.max(projectLevel ?? ACCESS.NO_ACCESS, namespaceLevel);
}

export function accessLevelName(level: number): string {
  switch (level) {
    case ACCESS.GUEST:
      return 'Guest';
    case ACCESS.REPORTER:
      return 'Reporter';
    case ACCESS.DEVELOPER:
      return 'Developer';
    case ACCESS.MAINTAINER:
      return 'Maintainer';
    case ACCESS.OWNER:
      return 'Owner';
    default:
      return 'No access';
  }
}
