import { clearGlobalSlot, globalSlot, peekGlobalSlot } from '../internal/globalSlot';
import { TOGGLE_HELP_SHORTCUT_ID, defaultShortcut } from './defaults';
import { chordFromEvent, parseKeys, sequenceEndsWith, sequenceStartsWith, type KeyChord } from './keys';

/** Called when a shortcut's keys are pressed (the event's default is already prevented). */
export type ShortcutHandler = (event: KeyboardEvent) => void;

/**
 * A shortcut to register. For an id of {@link DEFAULT_SHORTCUTS}, `keys`, `description` and
 * `customizable` default to the table's values.
 */
export interface ShortcutDefinition {
  id: string;
  /** Key spec or alternatives: `'e'`, `'g i'`, `'shift+p'`, `'mod+enter'`, `['mod+enter', 'escape']`. */
  keys?: string | readonly string[];
  description?: string;
  /** Whether a user may rebind it. Default `true` (or the default table's value). */
  customizable?: boolean;
  handler: ShortcutHandler;
}

/** A registered shortcut as the help dialog shows it. */
export interface ShortcutListing {
  scope: string;
  id: string;
  /** The keys in effect (the user's customisation, else the defaults); empty when disabled. */
  keys: string[];
  defaultKeys: string[];
  description: string;
  customizable: boolean;
  customized: boolean;
}

/** Per-user rebinding: shortcut id → key specs (an empty list disables the shortcut). */
export type ShortcutCustomizations = Record<string, string[]>;

/** The part of the Web Storage API the registry needs (`localStorage` fits). */
export type ShortcutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The local-storage key of the user's shortcut customisations. */
export const SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY = 'shortcuts/customizations';

/** Time allowed between the keys of a sequence such as `g i`. */
export const SHORTCUT_SEQUENCE_TIMEOUT_MS = 1000;

/** Options of {@link createShortcutRegistry}. */
export interface ShortcutRegistryOptions {
  /** Where keydown events are heard. Default `document` (none on the server). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Where customisations live. Default `localStorage` (when available). */
  storage?: ShortcutStorage | null;
  sequenceTimeoutMs?: number;
}

/** Keyboard shortcuts of a page; see {@link createShortcutRegistry}. */
export interface ShortcutRegistry {
  /** Registers shortcuts under `scope` (e.g. `'issue'`, `'notes'`); returns the unregister function. */
  register(scope: string, definitions: readonly ShortcutDefinition[]): () => void;
  /** Every registered shortcut (the help entry only while someone listens to {@link onHelpToggle}). */
  list(): ShortcutListing[];
  /** The stored customisations. */
  getCustomizations(): ShortcutCustomizations;
  /**
   * Rebinds `id` for this user (`null` restores the defaults). Returns `false`, storing nothing, when
   * the shortcut is not customizable.
   * @throws InvalidShortcutKeysError for malformed keys.
   */
  customize(id: string, keys: string | readonly string[] | null): boolean;
  /** Removes every customisation. */
  resetCustomizations(): void;
  /** Calls `listener` whenever `?` is pressed or {@link toggleHelp} is called; returns the unsubscribe function. */
  onHelpToggle(listener: () => void): () => void;
  /** Asks the shell to toggle its keyboard-shortcuts help dialog. */
  toggleHelp(): void;
  /** Calls `listener` after registrations or customisations change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Removes the keydown listener and every registration. */
  destroy(): void;
}

interface Entry {
  scope: string;
  id: string;
  defaultKeys: string[];
  description: string;
  customizable: boolean;
  handler: ShortcutHandler;
}

const HELP_SCOPE = 'global';

function warn(action: string, error: unknown): void {
  console.warn(`[shared-kernel/shortcuts] could not ${action} local storage key "${SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY}"`, error);
}

function defaultStorage(): ShortcutStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    warn('access', error);
    return null;
  }
}

function toList(keys: string | readonly string[]): string[] {
  return typeof keys === 'string' ? [keys] : [...keys];
}

function parseCustomizations(raw: string | null): ShortcutCustomizations {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const result: ShortcutCustomizations = {};
    for (const [id, keys] of Object.entries(parsed as Record<string, unknown>)) {
      const list = typeof keys === 'string' ? [keys] : keys;
      if (Array.isArray(list) && list.every((key) => typeof key === 'string')) result[id] = list as string[];
    }
    return result;
  } catch (error) {
    warn('parse', error);
    return {};
  }
}

/** Whether a keystroke on `target` is typing (inputs, textareas, selects, contenteditable). */
export function isEditableTarget(target: EventTarget | null): boolean {
  const element = target as (Element & { isContentEditable?: boolean }) | null;
  if (!element || typeof element.closest !== 'function') return false;
  const tag = element.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return element.isContentEditable === true || element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Keys that act even while typing: submit (`mod+enter`) and cancel (`escape`). */
function worksWhileTyping(chord: KeyChord): boolean {
  return chord.key === 'escape' || (chord.key === 'enter' && chord.mod);
}

/**
 * A keyboard-shortcut registry: key sequences (`g i`), per-user customisation in local storage
 * (`shortcuts/customizations`, except non-customizable shortcuts), keystrokes in inputs, textareas
 * and contenteditable ignored except `mod+enter` and `escape`, and the `?` help toggle. When two
 * registered shortcuts match, the longer sequence wins, then the latest registration. Most code uses
 * the page-wide registry through {@link registerShortcuts}.
 */
export function createShortcutRegistry(options: ShortcutRegistryOptions = {}): ShortcutRegistry {
  const target = options.target === undefined ? (globalThis.document ?? null) : options.target;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const timeoutMs = options.sequenceTimeoutMs ?? SHORTCUT_SEQUENCE_TIMEOUT_MS;
  const entries: Entry[] = [];
  const helpListeners = new Set<() => void>();
  const changeListeners = new Set<() => void>();
  let customizations: ShortcutCustomizations | null = null;
  let pressed: KeyChord[] = [];
  let lastPressAt = 0;
  let listening = false;
  const parsed = new Map<string, KeyChord[] | null>();

  const help = defaultShortcut(TOGGLE_HELP_SHORTCUT_ID)!;
  const helpEntry: Entry = { scope: HELP_SCOPE, ...help, defaultKeys: [help.keys], handler: () => registry.toggleHelp() };

  function sequenceOf(spec: string): KeyChord[] | null {
    if (!parsed.has(spec)) {
      try {
        parsed.set(spec, parseKeys(spec));
      } catch (error) {
        console.warn(`[shared-kernel/shortcuts] ignoring invalid keys "${spec}"`, error);
        parsed.set(spec, null);
      }
    }
    return parsed.get(spec) ?? null;
  }

  function loadCustomizations(): ShortcutCustomizations {
    if (customizations) return customizations;
    let raw: string | null = null;
    try {
      raw = storage?.getItem(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY) ?? null;
    } catch (error) {
      warn('read', error);
    }
    customizations = parseCustomizations(raw);
    return customizations;
  }

  function saveCustomizations(next: ShortcutCustomizations): void {
    customizations = next;
    try {
      if (Object.keys(next).length === 0) storage?.removeItem(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY);
      else storage?.setItem(SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY, JSON.stringify(next));
    } catch (error) {
      warn('write', error);
    }
    notifyChange();
  }

  function effectiveKeys(entry: Entry): string[] {
    const custom = entry.customizable ? loadCustomizations()[entry.id] : undefined;
    return custom ?? entry.defaultKeys;
  }

  function activeEntries(): Entry[] {
    return helpListeners.size > 0 ? [helpEntry, ...entries] : [...entries];
  }

  function notifyChange(): void {
    for (const listener of [...changeListeners]) listener();
  }

  function onKeyDown(raw: Event): void {
    const event = raw as KeyboardEvent;
    if (event.isComposing) return;
    const chord = chordFromEvent(event);
    if (!chord) return;
    const now = Date.now();
    if (now - lastPressAt > timeoutMs) pressed = [];
    lastPressAt = now;
    if (isEditableTarget(event.target)) {
      pressed = [];
      if (!worksWhileTyping(chord)) return;
    }
    pressed.push(chord);
    const candidates = activeEntries().flatMap((entry) =>
      effectiveKeys(entry).flatMap((spec) => {
        const sequence = sequenceOf(spec);
        return sequence ? [{ entry, sequence }] : [];
      }),
    );
    let best: { entry: Entry; sequence: KeyChord[] } | undefined;
    // Latest registrations come last, so `>=` lets them win ties.
    for (const candidate of candidates) {
      if (sequenceEndsWith(pressed, candidate.sequence) && (!best || candidate.sequence.length >= best.sequence.length)) best = candidate;
    }
    if (best) {
      pressed = [];
      event.preventDefault();
      best.entry.handler(event);
      return;
    }
    while (pressed.length > 0 && !candidates.some(({ sequence }) => sequenceStartsWith(sequence, pressed))) pressed.shift();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY && event.key !== null) return;
    customizations = null;
    notifyChange();
  }

  function syncListener(): void {
    const wanted = entries.length > 0 || helpListeners.size > 0;
    if (wanted === listening || !target) return;
    listening = wanted;
    const win = typeof window === 'undefined' ? null : window;
    if (wanted) {
      target.addEventListener('keydown', onKeyDown);
      win?.addEventListener('storage', onStorage);
    } else {
      target.removeEventListener('keydown', onKeyDown);
      win?.removeEventListener('storage', onStorage);
      pressed = [];
    }
  }

  function isCustomizable(id: string): boolean {
    const registered = [...entries].reverse().find((entry) => entry.id === id);
    if (registered) return registered.customizable;
    return id === TOGGLE_HELP_SHORTCUT_ID ? false : (defaultShortcut(id)?.customizable ?? true);
  }

  const registry: ShortcutRegistry = {
    register(scope, definitions) {
      const added = definitions.map((definition): Entry => {
        const fallback = defaultShortcut(definition.id);
        const keys = definition.keys ?? fallback?.keys;
        if (keys === undefined) throw new TypeError(`shortcut "${definition.id}" needs keys (it is not in DEFAULT_SHORTCUTS)`);
        const defaultKeys = toList(keys);
        defaultKeys.forEach((spec) => parseKeys(spec));
        return {
          scope,
          id: definition.id,
          defaultKeys,
          description: definition.description ?? fallback?.description ?? definition.id,
          customizable: definition.customizable ?? fallback?.customizable ?? true,
          handler: definition.handler,
        };
      });
      entries.push(...added);
      syncListener();
      notifyChange();
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        for (const entry of added) {
          const index = entries.indexOf(entry);
          if (index >= 0) entries.splice(index, 1);
        }
        syncListener();
        notifyChange();
      };
    },
    list() {
      return activeEntries().map((entry) => ({
        scope: entry.scope,
        id: entry.id,
        keys: effectiveKeys(entry),
        defaultKeys: [...entry.defaultKeys],
        description: entry.description,
        customizable: entry.customizable,
        customized: entry.customizable && loadCustomizations()[entry.id] !== undefined,
      }));
    },
    getCustomizations() {
      return structuredClone(loadCustomizations());
    },
    customize(id, keys) {
      if (!isCustomizable(id)) return false;
      const next = { ...loadCustomizations() };
      if (keys === null) delete next[id];
      else {
        const list = toList(keys);
        list.forEach((spec) => parseKeys(spec));
        next[id] = list;
      }
      saveCustomizations(next);
      return true;
    },
    resetCustomizations() {
      saveCustomizations({});
    },
    onHelpToggle(listener) {
      helpListeners.add(listener);
      syncListener();
      notifyChange();
      return () => {
        if (!helpListeners.delete(listener)) return;
        syncListener();
        notifyChange();
      };
    },
    toggleHelp() {
      for (const listener of [...helpListeners]) listener();
    },
    subscribe(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    destroy() {
      entries.length = 0;
      helpListeners.clear();
      syncListener();
      changeListeners.clear();
    },
  };
  return registry;
}

const REGISTRY_SLOT = Symbol.for('shared-kernel.shortcuts.v1');

/** The page-wide registry, shared by every copy of the kernel of this major version. */
export function getShortcutRegistry(): ShortcutRegistry {
  return globalSlot(REGISTRY_SLOT, () => createShortcutRegistry());
}

/** Destroys the page-wide registry (tests). */
export function resetShortcutRegistry(): void {
  peekGlobalSlot<ShortcutRegistry>(REGISTRY_SLOT)?.destroy();
  clearGlobalSlot(REGISTRY_SLOT);
}

/** Registers shortcuts in the page-wide registry under `scope`; returns the unregister function. */
export function registerShortcuts(scope: string, definitions: readonly ShortcutDefinition[]): () => void {
  return getShortcutRegistry().register(scope, definitions);
}

/** Listens for the `?` help toggle of the page-wide registry (the shell's help dialog); returns the unsubscribe function. */
export function onHelpToggle(listener: () => void): () => void {
  return getShortcutRegistry().onHelpToggle(listener);
}

