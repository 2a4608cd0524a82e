import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageContext } from '../routing/pages';
import { TopBar } from './TopBar';
import { LeftNav } from './LeftNav';

interface Props {
  /** Where the page is: the trial's namespace, the create menu's and the navigation's project or group. */
  context: PageContext;
  children: ReactNode;
}

/**
 * Top bar, left navigation with the trial slot, and the main area with the page's slots. The top bar and
 * the navigation stay in place while the page scrolls; on narrow windows the navigation is a drawer the
 * top bar's menu button opens (closed by Escape, the backdrop, or going to another page).
 */
export function AppLayout({ context, children }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setDrawerOpen(false);
  }
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    // Capture phase: a page's own key handlers (shortcuts, menus) cannot keep Escape from the drawer.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [drawerOpen]);
  return (
    <div className="app" data-drawer-open={drawerOpen}>
      <TopBar context={context} drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <LeftNav context={context} />
      {drawerOpen && <div className="app-nav-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
      <main className="app-main" id="content">
        {children}
      </main>
    </div>
  );
}
