/** One key press of a shortcut: a key plus the modifiers held. */
export interface KeyChord {
  /** Lower-case `KeyboardEvent.key` (`'e'`, `'enter'`, `'escape'`, `'?'`). */
  key: string;
  shift: boolean;
  alt: boolean;
  /** `mod` = Ctrl or Cmd (either matches, so `mod+enter` is Ctrl+Enter on Linux/Windows and Cmd+Enter on macOS). */
  mod: boolean;
}

const KEY_ALIASES: Record<string, string> = { esc: 'escape', return: 'enter', space: ' ', del: 'delete' };
const MODIFIER_KEYS = new Set(['shift', 'control', 'alt', 'meta', 'os', 'capslock']);

/** Thrown by {@link parseKeys} for an empty or malformed key spec. */
export class InvalidShortcutKeysError extends Error {
  override readonly name = 'InvalidShortcutKeysError';
}

function parseChord(part: string, spec: string): KeyChord {
  const tokens = part.toLowerCase().split('+');
  // `shift++` style specs are not supported; `+` is written as `plus`.
  const rawKey = tokens.pop() ?? '';
  const key = KEY_ALIASES[rawKey] ?? (rawKey === 'plus' ? '+' : rawKey);
  if (!key) throw new InvalidShortcutKeysError(`invalid shortcut keys "${spec}"`);
  const chord: KeyChord = { key, shift: false, alt: false, mod: false };
  for (const token of tokens) {
    if (token === 'shift') chord.shift = true;
    else if (token === 'alt' || token === 'option') chord.alt = true;
    else if (token === 'mod' || token === 'ctrl' || token === 'control' || token === 'cmd' || token === 'meta') chord.mod = true;
    else throw new InvalidShortcutKeysError(`unknown modifier "${token}" in shortcut keys "${spec}"`);
  }
  return chord;
}

/**
 * Parses a key spec into its sequence of chords: `'e'`, `'g i'` (g then i), `'shift+p'`, `'mod+enter'`
 * (Ctrl or Cmd), `'?'`, `'escape'`.
 * @throws InvalidShortcutKeysError for an empty spec or an unknown modifier.
 */
export function parseKeys(spec: string): KeyChord[] {
  const parts = spec.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) throw new InvalidShortcutKeysError(`invalid shortcut keys "${spec}"`);
  return parts.map((part) => parseChord(part, spec));
}

/** The chord of a keydown event, or `null` for a lone modifier key. */
export function chordFromEvent(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): KeyChord | null {
  const key = (event.key ?? '').toLowerCase();
  if (!key || MODIFIER_KEYS.has(key)) return null;
  return { key, shift: event.shiftKey, alt: event.altKey, mod: event.ctrlKey || event.metaKey };
}

function isLetter(key: string): boolean {
  return /^[a-z]$/.test(key);
}

/**
 * Whether a pressed chord matches a wanted one. Shift is ignored for symbols (`?` needs Shift on most
 * layouts) but not for letters or named keys (`shift+p` is not `p`).
 */
export function chordMatches(wanted: KeyChord, pressed: KeyChord): boolean {
  if (wanted.key !== pressed.key || wanted.alt !== pressed.alt || wanted.mod !== pressed.mod) return false;
  const symbol = wanted.key.length === 1 && !isLetter(wanted.key) && !/^[0-9 ]$/.test(wanted.key);
  return symbol || wanted.shift === pressed.shift;
}

/** Whether `sequence` is exactly the last chords of `pressed`. */
export function sequenceEndsWith(pressed: readonly KeyChord[], sequence: readonly KeyChord[]): boolean {
  if (sequence.length > pressed.length) return false;
  const offset = pressed.length - sequence.length;
  return sequence.every((chord, index) => chordMatches(chord, pressed[offset + index] as KeyChord));
}

/** Whether `pressed` (non-empty) is a proper prefix of `sequence`. */
export function sequenceStartsWith(sequence: readonly KeyChord[], pressed: readonly KeyChord[]): boolean {
  if (pressed.length === 0 || pressed.length >= sequence.length) return false;
  return pressed.every((chord, index) => chordMatches(sequence[index] as KeyChord, chord));
}

/** Display labels of a key spec, for help dialogs: `'shift+p'` → `[['Shift', 'P']]`, `'g i'` → `[['G'], ['I']]`. */
export function describeKeys(spec: string, { mac = false }: { mac?: boolean } = {}): string[][] {
  return parseKeys(spec).map((chord) => {
    const labels: string[] = [];
    if (chord.mod) labels.push(mac ? '⌘' : 'Ctrl');
    if (chord.alt) labels.push(mac ? '⌥' : 'Alt');
    if (chord.shift) labels.push('Shift');
    labels.push(chord.key.length === 1 ? chord.key.toUpperCase() : chord.key[0]!.toUpperCase() + chord.key.slice(1));
    return labels;
  });
}
