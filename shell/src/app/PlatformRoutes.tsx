import { useMemo, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from 'shared-kernel/primer';
import { fillTemplate, routePageProps, type RegistryRoute } from 'shared-kernel/registry';
import { useFirstContentHold } from 'shared-kernel/react';
import type { PathParams } from 'shared-kernel/routing';
import { useTrackVisit } from '../features/frequent-items/hooks/useTrackVisit';
import { getRegistrySnapshot, subscribeRegistry } from '../modules/registryStore';
import { pageContext, pageTableFor, resolvePage, type ResolvedPage } from '../routing/pages';
import type { DashboardSection } from '../routing/shellRoutes';
import { AppLayout } from '../layout/AppLayout';
import { lazyPage } from './lazyPage';
import { KeyboardShortcuts } from '../features/shortcuts/KeyboardShortcuts';

// Each page is its own chunk: the first view downloads only the page it shows.
const DashboardPage = lazyPage('dashboard', () => import('../pages/DashboardPage').then((m) => m.DashboardPage));
const SignInPage = lazyPage('sign-in', () => import('../pages/SignInPage').then((m) => m.SignInPage));
const ModulesPage = lazyPage('modules', () => import('../pages/ModulesPage').then((m) => m.ModulesPage));
const NamespacePage = lazyPage('namespace', () => import('../pages/NamespacePage').then((m) => m.NamespacePage));
const PersonalAccessTokensPage = lazyPage('personal-access-tokens', () => import('../pages/PersonalAccessTokensPage').then((m) => m.PersonalAccessTokensPage));
const ProfilePage = lazyPage('profile', () => import('../pages/ProfilePage').then((m) => m.ProfilePage));
const AdminPage = lazyPage('admin', () => import('../pages/AdminPage').then((m) => m.AdminPage));
const AdminSettingsPage = lazyPage('admin-settings', () => import('../pages/AdminSettingsPage').then((m) => m.AdminSettingsPage));
const SearchPage = lazyPage('search', () => import('../pages/SearchPage').then((m) => m.SearchPage));
const MembersPage = lazyPage('members', () => import('../pages/MembersPage').then((m) => m.MembersPage));
const RepositoryPage = lazyPage('repository', () => import('../pages/RepositoryPage').then((m) => m.RepositoryPage));
const HelpPage = lazyPage('help', () => import('../pages/HelpPage').then((m) => m.HelpPage));
const SignUpPage = lazyPage('sign-up', () => import('../pages/SignUpPage').then((m) => m.SignUpPage));
const BillingPage = lazyPage('billing', () => import('../pages/BillingPage').then((m) => m.BillingPage));
const DiscoverPage = lazyPage('discover', () => import('../pages/DiscoverPage').then((m) => m.DiscoverPage));
const TimeboxPage = lazyPage('timebox', () => import('../pages/TimeboxPage').then((m) => m.TimeboxPage));
const TimeboxListPage = lazyPage('timebox-list', () => import('../pages/TimeboxListPage').then((m) => m.TimeboxListPage));
const TodosPage = lazyPage('todos', () => import('../pages/TodosPage').then((m) => m.TodosPage));
const NotFoundPage = lazyPage('not-found', () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
const SlotPage = lazyPage('slot', () => import('../pages/SlotPage').then((m) => m.SlotPage));

/** Starts the download of the page of slots (issue, epic, merge request); once it is in, the page renders it at once. */
export function preloadSlotPage(): Promise<unknown> {
  return SlotPage.preload();
}

/** A page of slots as its route describes it; a new address of the same slots and parameters is the same page. */
function slotPage(route: RegistryRoute, params: PathParams, search: string) {
  const key = `${route.slots.map((s) => s.slot).join(',')}:${JSON.stringify(params)}${route.query ? search : ''}`;
  return (
    <SlotPage
      key={key}
      title={route.title === undefined ? '' : fillTemplate(route.title, params)}
      crumbs={(route.crumbs ?? []).map((crumb) => ({ label: fillTemplate(crumb.label, params), to: crumb.to === undefined ? undefined : fillTemplate(crumb.to, params) }))}
      slots={route.slots}
      props={routePageProps(route, params, search)}
    />
  );
}

function fullPathOf(params: PathParams): string {
  return String(params['fullPath']);
}

function pageFor(page: ResolvedPage, search: string, registryLoading: boolean) {
  if (page.kind === 'slots') return slotPage(page.route, page.params, search);
  // A page the registry may still add: wait for it rather than say "not found" first.
  if (page.kind === 'not_found') return registryLoading ? <Spinner aria-label="Loading page" /> : <NotFoundPage />;
  switch (page.id) {
    case 'dashboard':
      return <DashboardPage />;
    case 'dashboard.section': {
      const section = page.params['section'] as DashboardSection;
      return <DashboardPage key={section} section={section} />;
    }
    case 'sign_in':
      return <SignInPage />;
    case 'modules':
      return <ModulesPage />;
    case 'profile':
      return <ProfilePage />;
    case 'profile.personal_access_tokens':
      return <PersonalAccessTokensPage />;
    case 'admin':
      return <AdminPage />;
    case 'admin.settings.general':
      return <AdminSettingsPage />;
    case 'search':
      return <SearchPage key={new URLSearchParams(search).get('search') ?? ''} />;
    case 'project.milestones':
    case 'group.milestones':
    case 'group.iterations':
      return <TimeboxListPage key={`${page.id}:${fullPathOf(page.params)}`} kind={page.id} fullPath={fullPathOf(page.params)} />;
    case 'project.milestone':
    case 'group.milestone':
      return <TimeboxPage key={`${page.id}:${fullPathOf(page.params)}:${page.params['iid']}`} address={{ kind: page.id, fullPath: fullPathOf(page.params), iid: Number(page.params['iid']) }} />;
    case 'group.iteration':
      return <TimeboxPage key={`${page.id}:${fullPathOf(page.params)}:${page.params['id']}`} address={{ kind: page.id, fullPath: fullPathOf(page.params), id: Number(page.params['id']) }} />;
    case 'help':
      return <HelpPage />;
    case 'help.topic':
      // GitLab's `/help/<doc path>` (the links remotes render, e.g. "Learn more" about locked discussions).
      return <HelpPage key={String(page.params['topic'])} topic={String(page.params['topic'])} />;
    case 'sign_up':
      return <SignUpPage />;
    case 'user':
      // GitLab's `/users/:username` is the profile at `/:username`.
      return <Navigate to={`/${encodeURIComponent(String(page.params['username']))}`} replace />;
    case 'group.billings':
      return <BillingPage key={fullPathOf(page.params)} fullPath={fullPathOf(page.params)} />;
    case 'group.discover':
      return <DiscoverPage key={fullPathOf(page.params)} fullPath={fullPathOf(page.params)} />;
    case 'project.members':
      return <MembersPage key={fullPathOf(page.params)} kind="project" fullPath={fullPathOf(page.params)} />;
    case 'group.members':
      return <MembersPage key={fullPathOf(page.params)} kind="group" fullPath={fullPathOf(page.params)} />;
    case 'project.tree':
    case 'project.tree.path':
    case 'project.blob': {
      const path = String(page.params['path'] ?? '');
      const ref = String(page.params['ref']);
      const view = page.id === 'project.blob' ? 'blob' : 'tree';
      return <RepositoryPage key={`${fullPathOf(page.params)}:${view}:${ref}:${path}`} fullPath={fullPathOf(page.params)} view={view} ref={ref} path={path} />;
    }
    case 'dashboard.todos':
      return <TodosPage search={search} />;
    case 'namespace':
      return <NamespacePage key={fullPathOf(page.params)} fullPath={fullPathOf(page.params)} />;
    case 'group':
      return <NamespacePage key={fullPathOf(page.params)} fullPath={fullPathOf(page.params)} groupOnly />;
  }
}

/**
 * react-router owns the location; the page table (the shell's pages and the registry's page routes)
 * resolves it with the kernel's matcher, because nested groups make paths of any depth.
 */
export function PlatformRoutes() {
  const location = useLocation();
  const registry = useSyncExternalStore(subscribeRegistry, getRegistrySnapshot);
  const table = pageTableFor(registry.modules);
  const page = useMemo(() => resolvePage(table, location.pathname), [table, location.pathname]);
  const context = pageContext(page);
  useTrackVisit(context.visit);
  useFirstContentHold(page.kind === 'not_found' && registry.status === 'loading');
  return (
    <AppLayout context={context}>
      <KeyboardShortcuts projectPath={context.projectPath} />
      {pageFor(page, location.search, registry.status === 'loading')}
    </AppLayout>
  );
}
