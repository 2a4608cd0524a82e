import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';

type Listener = () => void;

// Values whose write failed (quota, private mode), so the UI still shows what the user chose.
const written = new Map<string, string | null>();
const listeners = new Map<string, Set<Listener>>();

function warn(action: string, key: string, error: unknown): void {
  console.warn(`[shared-kernel/react] could not ${action} local storage key "${key}"`, error);
}

function readRaw(key: string): string | null {
  if (written.has(key)) return written.get(key) ?? null;
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch (error) {
    warn('read', key, error);
    return null;
  }
}

function notify(key: string): void {
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

function subscribeKey(key: string, listener: Listener): () => void {
  const set = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, set);
  set.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== key && event.key !== null) return;
    written.delete(key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeRaw(key: string, raw: string | null): void {
  try {
    if (raw === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, raw);
    written.delete(key);
  } catch (error) {
    written.set(key, raw);
    warn('write', key, error);
  }
  notify(key);
}

/** Sets the stored value: a value, an updater of the previous value, or `undefined` to remove the key. */
export type SetLocalStorageValue<T> = (value: T | undefined | ((previous: T) => T)) => void;

/**
 * A JSON value in local storage, shared by every component using the same key (and updated from other
 * tabs). Returns `initial` while nothing valid is stored. Storage errors are logged and ignored.
 */
export function useLocalStorage<T>(key: string, initial: T): [T, SetLocalStorageValue<T>] {
  // `initial` is a default, like useState's: a new `initial` on each render must not re-parse.
  const initialRef = useRef(initial);
  const subscribe = useCallback((listener: Listener) => subscribeKey(key, listener), [key]);
  const raw = useSyncExternalStore(subscribe, () => readRaw(key), () => null);
  const value = useMemo((): T => {
    if (raw === null) return initialRef.current;
    try {
      return JSON.parse(raw) as T;
    } catch (error) {
      warn('parse', key, error);
      return initialRef.current;
    }
  }, [raw, key]);
  const setValue = useCallback<SetLocalStorageValue<T>>(
    (next) => {
      if (next === undefined) return writeRaw(key, null);
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(currentValue(key, initialRef.current)) : next;
      writeRaw(key, JSON.stringify(resolved));
    },
    [key],
  );
  return [value, setValue];
}

function currentValue<T>(key: string, initial: T): T {
  const raw = readRaw(key);
  if (raw === null) return initial;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return initial;
  }
}
