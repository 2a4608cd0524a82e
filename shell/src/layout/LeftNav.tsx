import { useCallback, useSyncExternalStore } from 'react';
import { IconButton, NavList } from 'shared-kernel/primer';
import { HomeIcon, GearIcon, QuestionIcon, ShieldLockIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useLocation } from 'react-router-dom';
import { publish } from 'shared-kernel/event-bus';
import { useLocalStorage, useSession } from 'shared-kernel/react';
import { RemoteSlot } from '../modules/RemoteSlot';
import { getRegistrySnapshot, subscribeRegistry } from '../modules/registryStore';
import { useNamespace } from '../features/projects/api/resolveNamespace';
import { pageTableFor, resolvePage, type PageContext } from '../routing/pages';
import { groupNavItems, isCurrentItem, projectNavItems, type ContextNavItem } from './contextNavItems';

interface Props {
  /** The page's place: its top-level group (the trial widget shows that group's trial), project or group. */
  context: PageContext;
}

function ContextNav({ title, items, pathname }: { title: string; items: ContextNavItem[]; pathname: string }) {
  if (items.length === 0) return null;
  return (
    <NavList aria-label={`${title} navigation`}>
      <NavList.Group title={title}>
        {items.map((entry) => (
          <NavList.Item key={entry.href} href={entry.href} aria-current={isCurrentItem(entry, pathname) ? 'page' : undefined}>
            {entry.label}
          </NavList.Item>
        ))}
      </NavList.Group>
    </NavList>
  );
}

/**
 * Left navigation: main links, the current project's or group's navigation (as GitLab's sidebar) and
 * the trial-status slot (loaded once the page's first content is on screen). Collapsing it publishes
 * `sidebar-collapse`.
 */
export function LeftNav({ context }: Props) {
  const { namespacePath } = context;
  const session = useSession();
  const location = useLocation();
  const registry = useSyncExternalStore(subscribeRegistry, getRegistrySnapshot);
  const namespace = useNamespace(context.namespaceFullPath ?? '', false, Boolean(context.namespaceFullPath));
  const resolved = namespace.data;
  const projectPath = context.projectPath ?? (resolved?.kind === 'project' ? resolved.project.path_with_namespace : undefined);
  const groupPath = context.groupPath ?? (resolved?.kind === 'group' ? resolved.group.full_path : undefined);
  const table = pageTableFor(registry.modules);
  const hasPage = (path: string) => resolvePage(table, path).kind !== 'not_found';
  const [collapsed, setCollapsed] = useLocalStorage<boolean>('shell/nav-collapsed', false);

  const toggle = useCallback(() => {
    const next = !collapsed;
    setCollapsed(next);
    publish('sidebar-collapse', { collapsed: next, sidebar: 'left' }, { source: 'shell' });
  }, [collapsed, setCollapsed]);

  return (
    <nav className="app-nav" id="main-navigation" aria-label="Main navigation" data-collapsed={collapsed}>
      <div className="nav-toggle">
        <IconButton
          icon={collapsed ? SidebarCollapseIcon : SidebarExpandIcon}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          variant="invisible"
          onClick={toggle}
        />
      </div>
      <div className="nav-content">
        <NavList aria-label="Your work">
          <NavList.Item href="/" aria-current={location.pathname === '/' ? 'page' : undefined}>
            <NavList.LeadingVisual>
              <HomeIcon />
            </NavList.LeadingVisual>
            {session.user ? 'Your work' : 'Explore'}
          </NavList.Item>
          <NavList.Item href="/help" aria-current={location.pathname === '/help' ? 'page' : undefined}>
            <NavList.LeadingVisual>
              <QuestionIcon />
            </NavList.LeadingVisual>
            Help
          </NavList.Item>
          {session.user?.is_admin && (
            <NavList.Item href="/admin" aria-current={location.pathname.startsWith('/admin') ? 'page' : undefined}>
              <NavList.LeadingVisual>
                <ShieldLockIcon />
              </NavList.LeadingVisual>
              Admin Area
            </NavList.Item>
          )}
          {session.user?.is_admin && (
            <NavList.Item href="/-/modules" aria-current={location.pathname === '/-/modules' ? 'page' : undefined}>
              <NavList.LeadingVisual>
                <GearIcon />
              </NavList.LeadingVisual>
              Modules
            </NavList.Item>
          )}
        </NavList>
        {projectPath && <ContextNav title="Project" items={projectNavItems(projectPath, hasPage)} pathname={location.pathname} />}
        {!projectPath && groupPath && <ContextNav title="Group" items={groupNavItems(groupPath, hasPage)} pathname={location.pathname} />}
        {session.user && (
          <RemoteSlot slot="nav.trial" label="Trial status" props={{ namespacePath }} skeletonHeight={96} afterFirstContent />
        )}
      </div>
    </nav>
  );
}
