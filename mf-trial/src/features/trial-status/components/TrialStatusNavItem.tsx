import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import { useMediaBreakpoint } from 'shared-kernel/react';
import { useDelayedHide } from '../hooks/useDelayedHide';
import type { GroupTrial } from '../hooks/useTrialStatus';
import { DISABLED_BREAKPOINTS, POPOVER_HIDE_DELAY_MS, RESIZE_DEBOUNCE_MS, WIDGET_TEXTS } from '../texts';
import { TrialStatusPopover } from './TrialStatusPopover';
import { TrialStatusWidget } from './TrialStatusWidget';

export interface TrialStatusNavItemProps {
  groupTrial: GroupTrial;
}

const popoverPosition = { left: 'calc(100% + 12px)', bottom: 0, width: 'max-content', maxWidth: 320 } as const;

/**
 * The widget with its popover anchored beside it, as one "Trial status" region. The popover opens on
 * hover, focus or click and closes 400 ms after the pointer or focus leaves both (or at once on
 * Escape). Nothing renders at the xs and sm breakpoints (window resizes debounced by 150 ms).
 */
export function TrialStatusNavItem({ groupTrial }: TrialStatusNavItemProps) {
  const breakpoint = useMediaBreakpoint(RESIZE_DEBOUNCE_MS);
  const popover = useDelayedHide(POPOVER_HIDE_DELAY_MS);
  const titleId = useId();

  if (DISABLED_BREAKPOINTS.includes(breakpoint)) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) popover.hideLater();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') popover.hideNow();
  };

  return (
    <section
      aria-label={WIDGET_TEXTS.regionLabel}
      data-module={__MODULE_NAME__}
      data-module-version={__MODULE_VERSION__}
      style={{ position: 'relative' }}
      onMouseEnter={popover.show}
      onMouseLeave={popover.hideLater}
      onFocus={popover.show}
      onBlur={onBlur}
      onClick={popover.show}
      onKeyDown={onKeyDown}
    >
      <TrialStatusWidget trial={groupTrial.trial} groupPath={groupTrial.groupPath} />
      <TrialStatusPopover
        trial={groupTrial.trial}
        groupPath={groupTrial.groupPath}
        open={popover.open}
        titleId={titleId}
        style={popoverPosition}
      />
    </section>
  );
}
