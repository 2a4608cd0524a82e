import type { ReactNode } from 'react';
import type { PageContext } from '../routing/pages';
import { TopBar } from './TopBar';
import { LeftNav } from './LeftNav';

interface Props {
  /** Where the page is: the trial's namespace, the create menu's and the navigation's project or group. */
  context: PageContext;
  children: ReactNode;
}

/** Top bar, left navigation with the trial slot, and the main area with the page's slots. */
export function AppLayout({ context, children }: Props) {
  return (
    <div className="app">
      <TopBar context={context} />
      <LeftNav context={context} />
      <main className="app-main" id="content">
        {children}
      </main>
    </div>
  );
}
