import { useEffect } from 'react';
// ThemeProvider is Primer's `next` one: the same themed element, without deep-merging the whole JS theme (see
// shared-kernel/src/remote/createRemote.ts).
import { BaseStyles, ThemeProvider } from 'shared-kernel/primer';
import { interceptLinkClicks } from '../routing/linkClicks';
import { RouterNavigator } from '../routing/RouterNavigator';
import { PlatformRoutes } from './PlatformRoutes';

/**
 * The shell, inside react-router's BrowserRouter: themed once with Primer; every page is framed by the layout.
 * `onFirstRender` runs once the first render is committed (bootstrap releases its first-content hold).
 */
export function App({ onFirstRender }: { onFirstRender?: () => void } = {}) {
  useEffect(() => interceptLinkClicks(), []);
  // After the first commit's layout effects, in which the page's parts took their own first-content holds.
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <ThemeProvider colorMode="day">
      <BaseStyles>
        <RouterNavigator />
        <PlatformRoutes />
      </BaseStyles>
    </ThemeProvider>
  );
}
