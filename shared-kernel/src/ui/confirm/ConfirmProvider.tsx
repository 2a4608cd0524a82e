import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmContext } from './confirmContext';
import type { ConfirmFn, ConfirmOptions } from './confirmOptions';

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Hosts the confirmation dialog for `useConfirm()` in its subtree, inside the app's Primer theme.
 * One question shows at a time; a second `confirm()` while one is open answers the first with `false`.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        pendingRef.current = { options, resolve };
        setPending(pendingRef.current);
      }),
    [],
  );

  // An unmounted provider answers an open question with `false`, so awaiting callers never hang.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && <ConfirmDialog {...pending.options} onConfirm={() => settle(true)} onCancel={() => settle(false)} />}
    </ConfirmContext.Provider>
  );
}
