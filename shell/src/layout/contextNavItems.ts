/** One link of the left navigation's project or group section. */
export interface ContextNavItem {
  label: string;
  href: string;
  /** Address prefixes of the pages that count as this item's (Issues for `/-/issues/12`). */
  within: string[];
}

const item = (label: string, href: string, within: string[] = []): ContextNavItem => ({ label, href, within });

/**
 * The project's navigation, as GitLab's left sidebar: overview, issues, merge requests, repository
 * files, milestones, members. An item shows only when the platform has its page (`hasPage`), so a
 * page no module provides is never linked.
 */
export function projectNavItems(projectPath: string, hasPage: (path: string) => boolean): ContextNavItem[] {
  const base = `/${projectPath}`;
  return [
    item('Project overview', base),
    item('Issues', `${base}/-/issues`, [`${base}/-/issues/`]),
    item('Merge requests', `${base}/-/merge_requests`, [`${base}/-/merge_requests/`]),
    item('Repository', `${base}/-/tree/main`, [`${base}/-/tree/`, `${base}/-/blob/`]),
    item('Milestones', `${base}/-/milestones`, [`${base}/-/milestones/`]),
    item('Members', `${base}/-/project_members`),
  ].filter((entry) => hasPage(entry.href));
}

/** The group's navigation: overview, epics, milestones, members, and (top-level groups) billing. */
export function groupNavItems(groupPath: string, hasPage: (path: string) => boolean): ContextNavItem[] {
  const base = `/groups/${groupPath}`;
  const topLevel = !groupPath.includes('/');
  return [
    item('Group overview', base),
    item('Epics', `${base}/-/epics`, [`${base}/-/epics/`]),
    item('Milestones', `${base}/-/milestones`, [`${base}/-/milestones/`]),
    item('Iterations', `${base}/-/iterations`, [`${base}/-/iterations/`]),
    item('Members', `${base}/-/group_members`),
    ...(topLevel ? [item('Billing', `${base}/-/billings`)] : []),
  ].filter((entry) => hasPage(entry.href));
}

/** Whether an item is the current page's. */
export function isCurrentItem(entry: ContextNavItem, pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return path === entry.href || entry.within.some((prefix) => path.startsWith(prefix));
}
