import { IconButton } from 'shared-kernel/primer';
import { SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';

/** The sidebar's Collapse / Expand button (with `useSidebarCollapse`); `controls` is the content's id. */
export function SidebarCollapseToggle({ collapsed, onToggle, controls }: { collapsed: boolean; onToggle: (collapsed: boolean) => void; controls: string }) {
  return (
    <IconButton
      icon={collapsed ? SidebarCollapseIcon : SidebarExpandIcon}
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      aria-controls={controls}
      variant="invisible"
      onClick={() => onToggle(!collapsed)}
    />
  );
}
