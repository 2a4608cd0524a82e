import { canReadByVisibility, type Visibility } from '../projects/rules.ts';
import type { ViewerFacts } from '../memberships/rules.ts';

/** Groups follow the same visibility rule as projects. */
export function canReadGroup(viewer: ViewerFacts | null, group: { visibility: Visibility }, accessLevel: number): boolean {
  return canReadByVisibility(viewer, group.visibility, accessLevel);
}
