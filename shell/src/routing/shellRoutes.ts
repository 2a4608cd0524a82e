import { dashboardRouteRef, groupRouteRef, namespaceRouteRef, signInRouteRef, todosRouteRef, type RouteDefinition } from 'shared-kernel/routing';

/** The shell's own pages; every other page comes from the registry (or the built-in slot pages). */
export const SHELL_ROUTES = [
  { id: dashboardRouteRef.id, path: dashboardRouteRef.path },
  { id: 'dashboard.section', path: '/dashboard/:section(projects|groups)' },
  { id: todosRouteRef.id, path: todosRouteRef.path },
  { id: signInRouteRef.id, path: signInRouteRef.path },
  { id: 'modules', path: '/-/modules' },
  { id: 'profile.personal_access_tokens', path: '/-/profile/personal_access_tokens' },
  { id: groupRouteRef.id, path: groupRouteRef.path },
  { id: namespaceRouteRef.id, path: namespaceRouteRef.path },
] as const satisfies readonly RouteDefinition[];

/** A page the shell renders itself. */
export type ShellPageId = (typeof SHELL_ROUTES)[number]['id'];

/** The dashboard's lists that are pages of their own (`/dashboard/issues` is mf-issue's list, not one of them). */
export type DashboardSection = 'projects' | 'groups';
