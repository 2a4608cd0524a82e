import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from 'shared-kernel/routing';

/**
 * Registers react-router as the page's navigator, so `navigate` from `shared-kernel/routing` (remotes,
 * link clicks) goes through it. A new page starts at the top unless the address has a hash. Renders nothing.
 */
export function RouterNavigator() {
  const routerNavigate = useNavigate();
  const latest = useRef(routerNavigate);
  useLayoutEffect(() => {
    latest.current = routerNavigate;
  });
  useEffect(
    () =>
      registerNavigator({
        navigate(path, { replace }) {
          void latest.current(path, { replace });
          if (!path.includes('#')) window.scrollTo(0, 0);
        },
      }),
    [],
  );
  return null;
}
