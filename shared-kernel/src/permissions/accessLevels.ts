/** GitLab access levels of a project or group member (`NO_ACCESS` for a non-member). */
export const ACCESS_LEVELS = {
  NO_ACCESS: 0,
  GUEST: 10,
  REPORTER: 20,
  DEVELOPER: 30,
  MAINTAINER: 40,
  OWNER: 50,
} as const;

/** One of the numeric access levels. */
export type AccessLevel = (typeof ACCESS_LEVELS)[keyof typeof ACCESS_LEVELS];

/** Display label of each member access level, as note badges show it. */
export const ACCESS_LEVEL_LABELS: Readonly<Record<number, string>> = {
  [ACCESS_LEVELS.GUEST]: 'Guest',
  [ACCESS_LEVELS.REPORTER]: 'Reporter',
  [ACCESS_LEVELS.DEVELOPER]: 'Developer',
  [ACCESS_LEVELS.MAINTAINER]: 'Maintainer',
  [ACCESS_LEVELS.OWNER]: 'Owner',
};

/** The label of an access level (`30` → `'Developer'`), or `null` for a non-member or unknown level. */
export function accessLevelLabel(level: number | null | undefined): string | null {
  return level === null || level === undefined ? null : (ACCESS_LEVEL_LABELS[level] ?? null);
}
