import { useCallback } from 'react';
import { IconButton, NavList } from '@primer/react';
import { HomeIcon, GearIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { useLocation } from 'react-router-dom';
import { publish } from 'shared-kernel/event-bus';
import { useLocalStorage, useSession } from 'shared-kernel/react';
import { RemoteSlot } from '../modules/RemoteSlot';

interface Props {
  /** Top-level group of the current page: the trial widget shows that group's trial. */
  namespacePath?: string;
}

/** Left navigation: main links and the trial-status slot. Collapsing it publishes `sidebar-collapse`. */
export function LeftNav({ namespacePath }: Props) {
  const session = useSession();
  const location = useLocation();
  const [collapsed, setCollapsed] = useLocalStorage<boolean>('shell/nav-collapsed', false);

  const toggle = useCallback(() => {
    const next = !collapsed;
    setCollapsed(next);
    publish('sidebar-collapse', { collapsed: next, sidebar: 'left' }, { source: 'shell' });
  }, [collapsed, setCollapsed]);

  return (
    <nav className="app-nav" aria-label="Main navigation" data-collapsed={collapsed}>
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
          {session.user?.is_admin && (
            <NavList.Item href="/-/modules" aria-current={location.pathname === '/-/modules' ? 'page' : undefined}>
              <NavList.LeadingVisual>
                <GearIcon />
              </NavList.LeadingVisual>
              Modules
            </NavList.Item>
          )}
        </NavList>
        {session.user && (
          <RemoteSlot slot="nav.trial" label="Trial status" props={{ namespacePath }} skeletonHeight={96} />
        )}
      </div>
    </nav>
  );
}
