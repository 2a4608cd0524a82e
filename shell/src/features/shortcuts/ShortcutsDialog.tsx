import { useMemo, useState, useSyncExternalStore, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button, Dialog, Flash, FormControl, Heading, Text, TextInput } from 'shared-kernel/primer';
import {
  InvalidShortcutKeysError,
  chordFromEvent,
  describeKeys,
  getShortcutRegistry,
  parseKeys,
  type ShortcutListing,
  type ShortcutRegistry,
} from 'shared-kernel/shortcuts';
import { chordToSpec, groupByScope, matchesQuery, scopeTitle } from './listing';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

function Keys({ spec }: { spec: string }) {
  let chords: string[][];
  try {
    chords = describeKeys(spec, { mac: isMac });
  } catch {
    return <code>{spec}</code>;
  }
  return (
    <span className="shortcut-keys">
      {chords.map((chord, i) => (
        <span key={i}>
          {i > 0 && <span className="meta"> then </span>}
          {chord.map((label, j) => (
            <span key={j}>
              {j > 0 && '+'}
              <kbd>{label}</kbd>
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

/** Records the keys a user presses: one chord, or a two-key sequence such as `g i`. */
function KeyRecorder({ listing, registry, onDone }: { listing: ShortcutListing; registry: ShortcutRegistry; onDone: () => void }) {
  const [recorded, setRecorded] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const spec = recorded.join(' ');
    try {
      if (!spec) throw new InvalidShortcutKeysError('no keys');
      parseKeys(spec);
      registry.customize(listing.id, spec);
      onDone();
    } catch (caught) {
      if (!(caught instanceof InvalidShortcutKeysError)) throw caught;
      setError('Press the keys of the new shortcut, then Enter.');
    }
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') return onDone();
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) return save();
    if (event.key === 'Backspace') return setRecorded((keys) => keys.slice(0, -1));
    const chord = chordFromEvent(event.nativeEvent);
    if (!chord) return;
    setRecorded((keys) => (keys.length === 1 ? [...keys, chordToSpec(chord)] : [chordToSpec(chord)]));
    setError(null);
  };

  return (
    <div className="shortcut-recorder">
      <FormControl>
        <FormControl.Label>New keys for “{listing.description}”</FormControl.Label>
        <TextInput value={recorded.join(' ')} placeholder={listing.keys[0] ?? ''} onKeyDown={onKeyDown} onChange={() => undefined} autoFocus />
        <FormControl.Caption>Press the keys, then Enter. Backspace removes the last key, Escape cancels.</FormControl.Caption>
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
      <div className="shortcut-recorder-actions">
        <Button size="small" variant="primary" onClick={save}>
          Save
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function ShortcutRow({ listing, registry }: { listing: ShortcutListing; registry: ShortcutRegistry }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="shortcut-row" aria-label={listing.description}>
      <Text className="shortcut-description">{listing.description}</Text>
      {listing.keys.length === 0 ? <Text className="meta">Disabled</Text> : listing.keys.map((spec) => <Keys key={spec} spec={spec} />)}
      {listing.customizable && !editing && (
        <span className="shortcut-actions">
          <Button size="small" variant="invisible" onClick={() => setEditing(true)} aria-label={`Change keys for ${listing.description}`}>
            Edit
          </Button>
          {listing.customized && (
            <Button size="small" variant="invisible" onClick={() => registry.customize(listing.id, null)} aria-label={`Restore default keys for ${listing.description}`}>
              Restore default
            </Button>
          )}
        </span>
      )}
      {editing && <KeyRecorder listing={listing} registry={registry} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** The `?` dialog: every shortcut on the page by scope, searchable, each customizable one rebindable. */
export function ShortcutsDialog({ onClose, registry = getShortcutRegistry() }: { onClose: () => void; registry?: ShortcutRegistry }) {
  const [query, setQuery] = useState('');
  // `list()` builds a new array each time: the snapshot is its serialised form, compared by value.
  const snapshot = useSyncExternalStore(
    (listener) => registry.subscribe(listener),
    () => JSON.stringify(registry.list()),
  );
  const listings = useMemo(() => JSON.parse(snapshot) as ShortcutListing[], [snapshot]);
  const groups = groupByScope(listings.filter((listing) => matchesQuery(listing, query)));
  const anyCustomized = listings.some((listing) => listing.customized);

  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} width="large" height="auto">
      <div className="shortcuts-dialog">
        <TextInput aria-label="Search keyboard shortcuts" placeholder="Search keyboard shortcuts" value={query} onChange={(event) => setQuery(event.target.value)} block />
        {groups.length === 0 && <Flash>No shortcuts match your search.</Flash>}
        {groups.map(([scope, listings]) => (
          <section key={scope} aria-label={scopeTitle(scope)}>
            <Heading as="h3" variant="small">
              {scopeTitle(scope)}
            </Heading>
            <ul className="shortcut-list">
              {listings.map((listing) => (
                <ShortcutRow key={`${scope}:${listing.id}`} listing={listing} registry={registry} />
              ))}
            </ul>
          </section>
        ))}
        <Text as="p" className="meta">
          Your changes are kept in this browser.
        </Text>
        {anyCustomized && <Button onClick={() => registry.resetCustomizations()}>Restore all defaults</Button>}
      </div>
    </Dialog>
  );
}
