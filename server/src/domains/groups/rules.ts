import { canReadByVisibility, type Visibility } from '../projects/rules.ts';
import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';

/** Groups follow the same visibility rule as projects. */
export function canReadGroup(viewer: ViewerFacts | null, group: { visibility: Visibility }, accessLevel: number): boolean {
  return canReadByVisibility(viewer, group.visibility, accessLevel);
}

/** GroupPolicy's admin_label: reporters and above of a readable group (and admins) manage its labels. */
export function canAdminGroupLabels(viewer: ViewerFacts | null, group: { visibility: Visibility }, accessLevel: number): boolean {
  return viewer !== null && canReadGroup(viewer, group, accessLevel) && (viewer.isAdmin || accessLevel >= ACCESS.REPORTER);
}
