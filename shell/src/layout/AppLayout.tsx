import type { ReactNode } from 'react';
import { TopBar } from './TopBar';
import { LeftNav } from './LeftNav';

interface Props {
  namespacePath?: string;
  children: ReactNode;
}

/** Top bar, left navigation with the trial slot, and the main area with the page's slots. */
export function AppLayout({ namespacePath, children }: Props) {
  return (
    <div className="app">
      <TopBar />
      <LeftNav namespacePath={namespacePath} />
      <main className="app-main" id="content">
        {children}
      </main>
    </div>
  );
}
