import { useEffect, useLayoutEffect, useRef } from 'react';
import { registerShortcuts, type ShortcutDefinition, type ShortcutHandler } from 'shared-kernel/shortcuts';

/** Options of {@link useShortcut}. */
export interface UseShortcutOptions extends Omit<ShortcutDefinition, 'id' | 'handler'> {
  /** The registry scope, shown in the help dialog. Default `'page'`. */
  scope?: string;
  /** Registers the shortcut only while true. Default `true`. */
  enabled?: boolean;
}

/**
 * Binds a keyboard shortcut of the page-wide registry (`shared-kernel/shortcuts`) while the component
 * is mounted. For an id of `DEFAULT_SHORTCUTS` the keys come from the table (and the user's
 * customisation); the latest `handler` is always used, so it need not be memoised.
 */
export function useShortcut(id: string, handler: ShortcutHandler, options: UseShortcutOptions = {}): void {
  const { scope = 'page', enabled = true, keys, description, customizable } = options;
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const keyList = keys === undefined ? undefined : typeof keys === 'string' ? keys : keys.join('\n');
  useEffect(() => {
    if (!enabled) return undefined;
    return registerShortcuts(scope, [
      {
        id,
        keys: keyList === undefined ? undefined : keyList.split('\n'),
        description,
        customizable,
        handler: (event) => latest.current(event),
      },
    ]);
  }, [id, scope, enabled, keyList, description, customizable]);
}
