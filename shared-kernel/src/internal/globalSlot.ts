/**
 * Page-wide singletons. Remotes may bring their own copy of the kernel, so module-level state is not
 * enough: the first copy to need a slot creates it on `globalThis` under a registered symbol
 * (`Symbol.for`), and every later copy of the same major version finds it there.
 *
 * @internal Not part of the public API.
 */
type SlotHost = Record<symbol, unknown>;

function host(): SlotHost {
  return globalThis as unknown as SlotHost;
}

/** Returns the value stored under `key`, creating it with `create` on first use. @internal */
export function globalSlot<T>(key: symbol, create: () => T): T {
  const slots = host();
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
}

/** Returns the value under `key` without creating it. @internal */
export function peekGlobalSlot<T>(key: symbol): T | undefined {
  return host()[key] as T | undefined;
}

/** Removes the value under `key` (tests and explicit resets only). @internal */
export function clearGlobalSlot(key: symbol): void {
  delete host()[key];
}
