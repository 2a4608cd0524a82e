// Framework-free keyboard shortcuts. The React binding, `useShortcut`, lives in `shared-kernel/react`.
export {
  DEFAULT_SHORTCUTS,
  SHORTCUT_COPY_MESSAGES,
  TOGGLE_HELP_SHORTCUT_ID,
  defaultShortcut,
  type ShortcutInfo,
} from './defaults';
export {
  InvalidShortcutKeysError,
  chordFromEvent,
  chordMatches,
  describeKeys,
  parseKeys,
  type KeyChord,
} from './keys';
export {
  SHORTCUT_CUSTOMIZATIONS_STORAGE_KEY,
  SHORTCUT_SEQUENCE_TIMEOUT_MS,
  createShortcutRegistry,
  getShortcutRegistry,
  isEditableTarget,
  onHelpToggle,
  registerShortcuts,
  resetShortcutRegistry,
  type ShortcutCustomizations,
  type ShortcutDefinition,
  type ShortcutHandler,
  type ShortcutListing,
  type ShortcutRegistry,
  type ShortcutRegistryOptions,
  type ShortcutStorage,
} from './registry';
