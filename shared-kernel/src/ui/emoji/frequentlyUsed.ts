/** The local-storage key of the frequently-used emoji list (comma-separated names, as GitLab stores it). */
export const FREQUENTLY_USED_EMOJIS_STORAGE_KEY = 'frequently_used_emojis';

/** The part of the Web Storage API the list needs (`localStorage` fits). */
export type FrequentlyUsedStorage = Pick<Storage, 'getItem' | 'setItem'>;

function warn(action: string, error: unknown): void {
  console.warn(`[shared-kernel/ui] could not ${action} local storage key "${FREQUENTLY_USED_EMOJIS_STORAGE_KEY}"`, error);
}

function defaultStorage(): FrequentlyUsedStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    warn('access', error);
    return null;
  }
}

/**
 * The frequently-used emoji names, keeping only those `isValid` accepts (unknown or removed names are
 * dropped) and each once. Storage errors are logged and ignored (an empty list).
 */
export function getFrequentlyUsedEmojis(isValid: (name: string) => boolean = () => true, storage: FrequentlyUsedStorage | null = defaultStorage()): string[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(FREQUENTLY_USED_EMOJIS_STORAGE_KEY) ?? null;
  } catch (error) {
    warn('read', error);
  }
  const names = (raw ?? '').split(',').map((name) => name.trim()).filter((name) => name && isValid(name));
  return [...new Set(names)];
}

/**
 * Adds `name` to the frequently-used list (once; existing names keep their place) and returns the new
 * list. Storage errors are logged and ignored.
 */
export function addFrequentlyUsedEmoji(name: string, isValid: (name: string) => boolean = () => true, storage: FrequentlyUsedStorage | null = defaultStorage()): string[] {
  const names = getFrequentlyUsedEmojis(isValid, storage);
  if (!isValid(name) || names.includes(name)) return names;
  const next = [...names, name];
  try {
    storage?.setItem(FREQUENTLY_USED_EMOJIS_STORAGE_KEY, next.join(','));
  } catch (error) {
    warn('write', error);
  }
  return next;
}
