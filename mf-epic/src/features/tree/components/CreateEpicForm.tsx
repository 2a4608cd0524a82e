import { Button, Flash, FormControl, TextInput } from '@primer/react';
import { useCallback, useState } from 'react';
import { createChildEpic } from '../api/createChildItem';
import { searchGroups, type PickerGroup } from '../api/pickers';
import { usePickerSearch } from '../hooks/usePickerSearch';
import { createHeading } from '../texts';
import { ConfidentialHelp } from './ConfidentialHelp';
import { PickerOptions } from './PickerOptions';

/**
 * "Add a new epic": title ('New epic title', or 'New confidential epic title' under a confidential parent,
 * whose children are created confidential), a group picker (the parent's group first when it matches,
 * then its descendant groups; search debounced 500 ms), 'Create epic' ('Creating epic' while running,
 * disabled while the trimmed title is empty) and Cancel; Escape cancels.
 */
export function CreateEpicForm({ parent, onCreated, onCancel }: {
  parent: { groupPath: string; epicId: number; confidential: boolean };
  onCreated: () => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const find = useCallback((term: string, signal: AbortSignal) => searchGroups(parent.groupPath, term, signal), [parent.groupPath]);
  const groups = usePickerSearch<PickerGroup>(search, find);
  // Until one is chosen, the new epic goes to the parent's group (the first of the list).
  const chosen = groupId ?? groups.items[0]?.id ?? null;
  const trimmed = title.trim();
  const heading = createHeading('Epic', parent.confidential);

  async function submit() {
    if (!trimmed || busy || chosen === null) return;
    setBusy(true);
    setError(null);
    try {
      await createChildEpic({ groupId: chosen, parentEpicId: parent.epicId, title: trimmed, confidential: parent.confidential });
      onCreated();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <form
      aria-label={heading}
      style={{ border: '1px solid var(--borderColor-muted, #d8dee4)', borderRadius: 6, padding: 8, margin: '8px 0' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <div style={{ fontWeight: 600, marginBottom: 6 }}>
        {heading}
        {parent.confidential ? <ConfidentialHelp /> : null}
      </div>
      {error ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {error}
        </Flash>
      ) : null}
      <FormControl>
        <FormControl.Label>Title</FormControl.Label>
        <TextInput block autoFocus value={title} onChange={(event) => setTitle(event.target.value)} placeholder={parent.confidential ? 'New confidential epic title' : 'New epic title'} />
      </FormControl>
      <FormControl style={{ marginTop: 8 }}>
        <FormControl.Label>Search groups</FormControl.Label>
        <TextInput block value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search groups" />
      </FormControl>
      {groups.error ? <p role="alert">Something went wrong while fetching groups.</p> : null}
      <PickerOptions label="Groups" options={groups.items.map((group) => ({ id: group.id, label: group.full_name ?? group.name, detail: group.full_path }))} selectedId={chosen} onSelect={setGroupId} />
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button type="submit" variant="primary" disabled={!trimmed || busy || chosen === null}>
          {busy ? 'Creating epic' : 'Create epic'}
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
