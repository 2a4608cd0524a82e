import { dashboardRouteRef, groupRouteRef, namespaceRouteRef, signInRouteRef, todosRouteRef, type RouteDefinition } from 'shared-kernel/routing';

/** The shell's own pages; every other page comes from the registry (or the built-in slot pages). */
export const SHELL_ROUTES = [
  { id: dashboardRouteRef.id, path: dashboardRouteRef.path },
  { id: 'dashboard.section', path: '/dashboard/:section(projects|groups)' },
  { id: todosRouteRef.id, path: todosRouteRef.path },
  { id: signInRouteRef.id, path: signInRouteRef.path },
  { id: 'modules', path: '/-/modules' },
  { id: 'profile', path: '/-/profile' },
  { id: 'profile.personal_access_tokens', path: '/-/profile/personal_access_tokens' },
  { id: 'admin', path: '/admin' },
  { id: 'admin.settings.general', path: '/admin/application_settings/general' },
  { id: 'search', path: '/search' },
  { id: 'help', path: '/help' },
  { id: 'help.topic', path: '/help/:topic+' },
  { id: 'project.milestones', path: '/:fullPath+/-/milestones' },
  { id: 'group.milestones', path: '/groups/:fullPath+/-/milestones' },
  { id: 'group.iterations', path: '/groups/:fullPath+/-/iterations' },
  { id: 'project.milestone', path: '/:fullPath+/-/milestones/:iid(number)' },
  { id: 'group.milestone', path: '/groups/:fullPath+/-/milestones/:iid(number)' },
  { id: 'group.iteration', path: '/groups/:fullPath+/-/iterations/:id(number)' },
  { id: 'sign_up', path: '/users/sign_up' },
  { id: 'user', path: '/users/:username' },
  { id: 'group.billings', path: '/groups/:fullPath+/-/billings' },
  { id: 'group.discover', path: '/groups/:fullPath+/-/discover' },
  { id: 'project.members', path: '/:fullPath+/-/project_members' },
  { id: 'group.members', path: '/groups/:fullPath+/-/group_members' },
  { id: 'project.tree', path: '/:fullPath+/-/tree/:ref' },
  { id: 'project.tree.path', path: '/:fullPath+/-/tree/:ref/:path+' },
  { id: 'project.blob', path: '/:fullPath+/-/blob/:ref/:path+' },
  { id: groupRouteRef.id, path: groupRouteRef.path },
  { id: namespaceRouteRef.id, path: namespaceRouteRef.path },
] as const satisfies readonly RouteDefinition[];

/** A page the shell renders itself. */
export type ShellPageId = (typeof SHELL_ROUTES)[number]['id'];

/** The dashboard's lists that are pages of their own (`/dashboard/issues` is mf-issue's list, not one of them). */
export type DashboardSection = 'projects' | 'groups';

/**
 * What a shell page's `fullPath` names, for the page's context (the create menu's "In this project",
 * the project navigation): a project, a group, or either (`/:fullPath+`, resolved by the page).
 */
export const SHELL_PAGE_SCOPES: Partial<Record<ShellPageId, 'project' | 'group' | 'namespace'>> = {
  group: 'group',
  namespace: 'namespace',
  'project.members': 'project',
  'group.members': 'group',
  'project.milestones': 'project',
  'group.milestones': 'group',
  'group.iterations': 'group',
  'project.milestone': 'project',
  'group.milestone': 'group',
  'group.iteration': 'group',
  'group.billings': 'group',
  'group.discover': 'group',
  'project.tree': 'project',
  'project.tree.path': 'project',
  'project.blob': 'project',
};
