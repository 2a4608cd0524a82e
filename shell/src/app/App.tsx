import { useEffect } from 'react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { interceptLinkClicks } from '../routing/linkClicks';
import { RouterNavigator } from '../routing/RouterNavigator';
import { PlatformRoutes } from './PlatformRoutes';

/** The shell, inside react-router's BrowserRouter: themed once with Primer; every page is framed by the layout. */
export function App() {
  useEffect(() => interceptLinkClicks(), []);
  return (
    <ThemeProvider colorMode="day">
      <BaseStyles>
        <RouterNavigator />
        <PlatformRoutes />
      </BaseStyles>
    </ThemeProvider>
  );
}
