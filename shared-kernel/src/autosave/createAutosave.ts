/** The part of the Web Storage API autosave needs (`localStorage` fits). */
export type AutosaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createAutosave}. */
export interface AutosaveOptions {
  /** Where drafts live. Default `localStorage` (when available). */
  storage?: AutosaveStorage;
}

/** A restored draft. */
export interface AutosaveDraft {
  text: string;
  /** The `lock_version` the draft was written against, when one was saved. */
  lockVersion: number | null;
}

/** A draft slot in local storage; see {@link createAutosave}. */
export interface Autosave {
  /** The storage key of the text (`autosave/…`). */
  readonly key: string;
  /** Saves `text` (an empty text clears the draft) and, when given, the `lock_version` it was written against. */
  save(text: string, lockVersion?: number | null): void;
  /** The saved draft, or `null`. */
  restore(): AutosaveDraft | null;
  /** Removes the draft and its lock version. */
  clear(): void;
  /** True when a lock version was saved and differs from `currentLockVersion` (someone else edited meanwhile). */
  isOutdated(currentLockVersion: number | null | undefined): boolean;
}

/** Prefix of every autosave key. */
export const AUTOSAVE_PREFIX = 'autosave/';

function warn(action: string, error: unknown): void {
  console.warn(`[shared-kernel/autosave] could not ${action} local storage`, error);
}

function defaultStorage(): AutosaveStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch (error) {
    // Accessing localStorage throws in sandboxed frames and with storage disabled.
    warn('access', error);
    return undefined;
  }
}

/**
 * A local-storage draft under `autosave/${keyParts.join('/')}`, with its `lock_version` under the
 * sibling key `…/lockVersion`. Storage errors are logged and ignored.
 */
export function createAutosave(keyParts: readonly string[], options: AutosaveOptions = {}): Autosave {
  const key = `${AUTOSAVE_PREFIX}${keyParts.join('/')}`;
  const lockVersionKey = `${key}/lockVersion`;
  const storage = options.storage ?? defaultStorage();

  function attempt<T>(action: string, run: (store: AutosaveStorage) => T, fallback: T): T {
    if (!storage) return fallback;
    try {
      return run(storage);
    } catch (error) {
      warn(action, error);
      return fallback;
    }
  }

  function storedLockVersion(): number | null {
    const raw = attempt('read', (store) => store.getItem(lockVersionKey), null);
    const parsed = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(parsed) ? parsed : null;
  }

  const autosave: Autosave = {
    key,
    save(text, lockVersion) {
      if (!text) {
        autosave.clear();
        return;
      }
      attempt('write', (store) => {
        store.setItem(key, text);
        if (lockVersion !== undefined && lockVersion !== null) store.setItem(lockVersionKey, String(lockVersion));
      }, undefined);
    },
    restore() {
      const text = attempt('read', (store) => store.getItem(key), null);
      return text === null ? null : { text, lockVersion: storedLockVersion() };
    },
    clear() {
      attempt('write', (store) => {
        store.removeItem(key);
        store.removeItem(lockVersionKey);
      }, undefined);
    },
    isOutdated(currentLockVersion) {
      const saved = storedLockVersion();
      return saved !== null && currentLockVersion !== null && currentLockVersion !== undefined && saved !== currentLockVersion;
    },
  };
  return autosave;
}
