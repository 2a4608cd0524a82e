import { getPlatformConfig } from 'shared-kernel/api';

/**
 * Web pages the widget links to, under the platform's origin (`''` in the shell: same origin; an
 * integrator's page configures `apiBaseUrl`, whose origin also serves the web routes).
 */
function webUrl(path: string): string {
  return `${getPlatformConfig().apiBaseUrl}${path}`;
}

/** GitLab's plans page of a group (`plansHref`). */
export function plansHref(groupPath: string): string {
  return webUrl(`/groups/${groupPath}/-/billings`);
}

/** GitLab's trial discover page (`trialDiscoverPagePath`). */
export function trialDiscoverHref(groupPath: string): string {
  return webUrl(`/groups/${groupPath}/-/discover`);
}
