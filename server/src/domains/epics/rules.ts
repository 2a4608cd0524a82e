import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';
import { canReadGroup } from '../groups/rules.ts';
import type { GroupRow } from '../groups/tables.ts';

/** Epics follow their group's visibility; confidential epics need reporter+ (or admin). */
export function canReadEpic(viewer: ViewerFacts | null, group: Pick<GroupRow, 'visibility'>, groupAccessLevel: number, epic: { confidential: boolean }): boolean {
  if (!canReadGroup(viewer, group, groupAccessLevel)) return false;
  if (!epic.confidential) return true;
  return viewer !== null && (viewer.isAdmin || groupAccessLevel >= ACCESS.REPORTER);
}

/** The colours the epic colour picker suggests (spec: blue, green, red, orange, purple), GitLab's values. */
export const SUGGESTED_EPIC_COLORS = [
  { color: '#1068bf', title: 'Blue' },
  { color: '#217645', title: 'Green' },
  { color: '#c91c00', title: 'Red' },
  { color: '#9e5400', title: 'Orange' },
  { color: '#694cc0', title: 'Purple' },
] as const;

export const EPIC_COLOR = /^#[0-9a-fA-F]{6}$/;
