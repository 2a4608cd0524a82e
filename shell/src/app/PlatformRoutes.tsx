import type { FrequentItemRef } from 'shared-kernel/api';
import { useTrackVisit } from '../features/frequent-items/hooks/useTrackVisit';
import { useLocation } from '../routing/history';
import { matchPlatformPath, type PlatformRoute } from '../routing/matchPlatformPath';
import { topLevelNamespace } from '../routing/paths';
import { AppLayout } from '../layout/AppLayout';
import { lazyPage } from './lazyPage';
import { KeyboardShortcuts } from '../features/shortcuts/KeyboardShortcuts';

// Each page is its own chunk: the first view downloads only the page it shows.
const DashboardPage = lazyPage('dashboard', () => import('../pages/DashboardPage').then((m) => m.DashboardPage));
const SignInPage = lazyPage('sign-in', () => import('../pages/SignInPage').then((m) => m.SignInPage));
const ModulesPage = lazyPage('modules', () => import('../pages/ModulesPage').then((m) => m.ModulesPage));
const NamespacePage = lazyPage('namespace', () => import('../pages/NamespacePage').then((m) => m.NamespacePage));
const NotFoundPage = lazyPage('not-found', () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
const SlotPage = lazyPage('slot', () => import('../pages/SlotPage').then((m) => m.SlotPage));

function lastSegment(fullPath: string) {
  return fullPath.split('/').pop() ?? fullPath;
}

/** The new-issue page's props from its query: `add_related_issue=3`, `issue[issue_type]=incident`. */
function newIssueProps(fullPath: string, search: string) {
  const query = new URLSearchParams(search);
  const related = query.get('add_related_issue') ?? '';
  return {
    fullPath,
    ...(/^\d{1,10}$/.test(related) ? { addRelatedIssue: Number(related) } : {}),
    ...(query.get('issue[issue_type]') === 'incident' ? { issueType: 'incident' } : {}),
  };
}

function pageFor(route: PlatformRoute, search: string) {
  switch (route.kind) {
    case 'dashboard':
      return <DashboardPage />;
    case 'dashboard_section':
      return <DashboardPage key={route.section} section={route.section} />;
    case 'project_issues':
      return <NamespacePage key={`${route.fullPath}/-/issues`} fullPath={route.fullPath} projectOnly />;
    case 'sign_in':
      return <SignInPage />;
    case 'modules':
      return <ModulesPage />;
    case 'namespace':
      return <NamespacePage key={route.fullPath} fullPath={route.fullPath} />;
    case 'group':
      return <NamespacePage key={route.fullPath} fullPath={route.fullPath} groupOnly />;
    case 'issue':
      return (
        <SlotPage
          key={`${route.fullPath}#${route.iid}`}
          title={`${route.issueType === 'incident' ? 'Incident' : 'Issue'} #${route.iid} · ${route.fullPath}`}
          crumbs={[{ label: lastSegment(route.fullPath), to: `/${route.fullPath}` }, { label: `#${route.iid}` }]}
          slots={[
            { slot: 'issue.main', label: 'Issue', required: true },
            { slot: 'issue.notes', label: 'Discussion' },
          ]}
          props={{ fullPath: route.fullPath, iid: route.iid, issueType: route.issueType }}
        />
      );
    case 'new_issue':
      return (
        <SlotPage
          key={`${route.fullPath}/-/issues/new${search}`}
          title={`New issue · ${route.fullPath}`}
          crumbs={[{ label: lastSegment(route.fullPath), to: `/${route.fullPath}` }, { label: 'Issues', to: `/${route.fullPath}/-/issues` }, { label: 'New' }]}
          slots={[{ slot: 'issue.new', label: 'New issue', required: true }]}
          props={newIssueProps(route.fullPath, search)}
        />
      );
    case 'epic':
      return (
        <SlotPage
          key={`${route.groupPath}&${route.iid}`}
          title={`Epic &${route.iid} · ${route.groupPath}`}
          crumbs={[{ label: lastSegment(route.groupPath), to: `/groups/${route.groupPath}` }, { label: `&${route.iid}` }]}
          slots={[
            { slot: 'epic.main', label: 'Epic', required: true },
            { slot: 'epic.notes', label: 'Discussion' },
          ]}
          props={{ groupPath: route.groupPath, iid: route.iid }}
        />
      );
    case 'merge_request':
      return (
        <SlotPage
          key={`${route.fullPath}!${route.iid}/${route.tab}`}
          title={`Merge request !${route.iid} · ${route.fullPath}`}
          crumbs={[{ label: lastSegment(route.fullPath), to: `/${route.fullPath}` }, { label: `!${route.iid}` }]}
          slots={
            route.tab === 'diffs'
              ? [{ slot: 'merge_request.diffs', label: 'Changes', required: true }]
              : [
                  { slot: 'merge_request.main', label: 'Merge request', required: true },
                  { slot: 'merge_request.notes', label: 'Discussion' },
                ]
          }
          props={{ fullPath: route.fullPath, iid: route.iid }}
        />
      );
    case 'not_found':
      return <NotFoundPage />;
  }
}

function namespaceOf(route: PlatformRoute): string | undefined {
  switch (route.kind) {
    case 'issue':
    case 'new_issue':
    case 'merge_request':
    case 'namespace':
    case 'group':
    case 'project_issues':
      return topLevelNamespace(route.fullPath);
    case 'epic':
      return topLevelNamespace(route.groupPath);
    default:
      return undefined;
  }
}

function projectPathOf(route: PlatformRoute): string | undefined {
  // The project page registers its own `g i` (it knows whether the path is a project or a group).
  return route.kind === 'issue' || route.kind === 'new_issue' || route.kind === 'merge_request' ? route.fullPath : undefined;
}

/** A page of a project or group item counts as a visit of that project or group (frequent items). */
function visitOf(route: PlatformRoute): FrequentItemRef | null {
  if (route.kind === 'issue' || route.kind === 'merge_request') return { type: 'project', fullPath: route.fullPath };
  if (route.kind === 'epic') return { type: 'group', fullPath: route.groupPath };
  return null;
}

/** Every URL goes through `matchPlatformPath`, so nested groups work at any depth. */
export function PlatformRoutes() {
  const location = useLocation();
  const route = matchPlatformPath(location.pathname);
  useTrackVisit(visitOf(route));
  return (
    <AppLayout namespacePath={namespaceOf(route)}>
      <KeyboardShortcuts projectPath={projectPathOf(route)} />
      {pageFor(route, location.search)}
    </AppLayout>
  );
}
