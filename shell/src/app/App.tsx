import { useEffect } from 'react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { interceptLinkClicks } from '../routing/history';
import { PlatformRoutes } from './PlatformRoutes';

/** The shell: themed once with Primer; every page is framed by the layout. */
export function App() {
  useEffect(() => interceptLinkClicks(), []);
  return (
    <ThemeProvider colorMode="day">
      <BaseStyles>
        <PlatformRoutes />
      </BaseStyles>
    </ThemeProvider>
  );
}
