import { Button } from 'shared-kernel/primer';
import type { ReactNode } from 'react';
import { useMediaBreakpoint } from 'shared-kernel/react';
import { useIssuable } from '../page/IssuableContext';
import { IssuableActionsMenu } from './IssuableActionsMenu';
import { useIssuableActions } from './useIssuableActions';
import { visibleActions } from './visibleActions';

/**
 * Edit plus the actions menu; the menu's mobile variant below the md breakpoint (768 px). `menuItems`: the
 * page's own items of the menu (ActionList items), after close/reopen.
 */
export function HeaderActions({ onEdit, editing, onPreloadEdit, menuItems }: { onEdit: () => void; editing: boolean; onPreloadEdit?: () => void; menuItems?: ReactNode }) {
  const { api, issue, currentUser } = useIssuable();
  const actions = useIssuableActions();
  const breakpoint = useMediaBreakpoint(100);
  const mobile = breakpoint === 'xs' || breakpoint === 'sm';
  const show = visibleActions(api, issue, currentUser !== null);
  return (
    <div style={{ display: 'flex', gap: 8, width: mobile ? '100%' : undefined, flexDirection: mobile ? 'column' : 'row' }}>
      {show.edit && !editing ? (
        <Button onClick={onEdit} onMouseEnter={onPreloadEdit} onFocus={onPreloadEdit} block={mobile} aria-keyshortcuts="e">
          Edit
        </Button>
      ) : null}
      <IssuableActionsMenu actions={actions} variant={mobile ? 'mobile' : 'desktop'} extraItems={menuItems} />
    </div>
  );
}
