import { createRouteRef } from './routeRef';

// The platform's pages that every remote may link to, with GitLab's addresses as defaults (so links
// work on standalone pages too). The shell's registry may move a page by registering the same id.

/** `/`: the signed-in user's work, or the public projects. */
export const dashboardRouteRef = createRouteRef({ id: 'dashboard', path: '/' });

/** `/users/sign_in`; add `{ query: { redirect } }` to come back. */
export const signInRouteRef = createRouteRef({ id: 'sign_in', path: '/users/sign_in' });

/** `/:fullPath+`: a project or a group, whichever the path names. */
export const namespaceRouteRef = createRouteRef({ id: 'namespace', params: ['fullPath'], path: '/:fullPath+' });

/** `/groups/:fullPath+`: a group. */
export const groupRouteRef = createRouteRef({ id: 'group', params: ['fullPath'], path: '/groups/:fullPath+' });

/** `/:fullPath+/-/issues`: a project's issues. */
export const projectIssuesRouteRef = createRouteRef({ id: 'project.issues', params: ['fullPath'], path: '/:fullPath+/-/issues' });

/** `/:fullPath+/-/issues/:iid`: an issue. */
export const issueRouteRef = createRouteRef({ id: 'issue', params: ['fullPath', 'iid'], path: '/:fullPath+/-/issues/:iid(number)' });

/** `/:fullPath+/-/issues/incident/:iid`: an incident. */
export const incidentRouteRef = createRouteRef({ id: 'issue.incident', params: ['fullPath', 'iid'], path: '/:fullPath+/-/issues/incident/:iid(number)' });

/** `/:fullPath+/-/issues/new`: the new-issue form (query `add_related_issue`, `issue[issue_type]`). */
export const newIssueRouteRef = createRouteRef({ id: 'issue.new', params: ['fullPath'], path: '/:fullPath+/-/issues/new' });

/** `/groups/:groupPath+/-/epics`: a group's epics list (query `state`, `search`, `author_username`, `label_name[]`, `sort`, `page`). */
export const groupEpicsRouteRef = createRouteRef({ id: 'group.epics', params: ['groupPath'], path: '/groups/:groupPath+/-/epics' });

/** `/dashboard/todos`: the signed-in user's to-do list (query `state=done` for the done tab). */
export const todosRouteRef = createRouteRef({ id: 'dashboard.todos', path: '/dashboard/todos' });

/** `/groups/:groupPath+/-/epics/:iid`: an epic. */
export const epicRouteRef = createRouteRef({ id: 'epic', params: ['groupPath', 'iid'], path: '/groups/:groupPath+/-/epics/:iid(number)' });

/** `/:fullPath+/-/merge_requests/:iid`: a merge request's overview. */
export const mergeRequestRouteRef = createRouteRef({ id: 'merge_request', params: ['fullPath', 'iid'], path: '/:fullPath+/-/merge_requests/:iid(number)' });

/** `/:fullPath+/-/merge_requests/:iid/diffs`: a merge request's changes. */
export const mergeRequestDiffsRouteRef = createRouteRef({
  id: 'merge_request.diffs',
  params: ['fullPath', 'iid'],
  path: '/:fullPath+/-/merge_requests/:iid(number)/diffs',
});
