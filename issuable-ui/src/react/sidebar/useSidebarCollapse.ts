import { useEffect, useState } from 'react';
import { useMediaBreakpoint, usePublish } from 'shared-kernel/react';

/** Spec §4: the sidebar auto-collapses below a 992 px window width (the `lg` breakpoint). */
export const SIDEBAR_AUTO_COLLAPSE_BELOW_PX = 992;

/**
 * The right sidebar's collapsed state: collapsed on narrow windows, toggled by the user, each change
 * published as `sidebar-collapse` `{ collapsed, sidebar: 'right' }`.
 */
export function useSidebarCollapse(source: string): [boolean, (collapsed: boolean) => void] {
  const breakpoint = useMediaBreakpoint(100);
  const narrow = breakpoint === 'xs' || breakpoint === 'sm' || breakpoint === 'md';
  const [collapsed, setCollapsed] = useState(narrow);
  const [lastNarrow, setLastNarrow] = useState(narrow);
  const publish = usePublish(source);
  if (narrow !== lastNarrow) {
    setLastNarrow(narrow);
    setCollapsed(narrow);
  }
  useEffect(() => {
    publish('sidebar-collapse', { collapsed, sidebar: 'right' });
  }, [collapsed, publish]);
  return [collapsed, setCollapsed];
}
