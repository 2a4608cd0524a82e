import { useCallback, useEffect, useRef, useState } from 'react';

export interface DelayedHide {
  open: boolean;
  /** Opens at once and cancels a pending hide. */
  show: () => void;
  /** Closes after `hideDelayMs` unless `show` is called first. */
  hideLater: () => void;
  /** Closes at once. */
  hideNow: () => void;
}

/** Open state for a hover/focus popover that lingers `hideDelayMs` after the pointer or focus leaves. */
export function useDelayedHide(hideDelayMs: number): DelayedHide {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);

  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), hideDelayMs);
  }, [cancel, hideDelayMs]);

  const hideNow = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { open, show, hideLater, hideNow };
}
