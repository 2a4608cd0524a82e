import { useCallback, useState } from 'react';
import { createChildEpic } from '../api/createChildItem';
import { searchGroups, type PickerGroup } from '../api/pickers';
import { usePickerSearch } from '../hooks/usePickerSearch';
import { CreateChildForm } from './CreateChildForm';
import { PickerOptions } from './PickerOptions';

/**
 * "Add a new epic" (`CreateChildForm`): a group picker (the parent's group first when it matches, then its
 * descendant groups; search debounced 500 ms), 'Create epic' ('Creating epic' while running); the epic is
 * created confidential under a confidential parent.
 */
export function CreateEpicForm({ parent, onCreated, onCancel }: {
  parent: { groupPath: string; epicId: number; confidential: boolean };
  onCreated: () => void;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = useCallback((term: string, signal: AbortSignal) => searchGroups(parent.groupPath, term, signal), [parent.groupPath]);
  const groups = usePickerSearch<PickerGroup>(search, find);
  // Until one is chosen, the new epic goes to the parent's group (the first of the list).
  const chosen = groupId ?? groups.items[0]?.id ?? null;

  return (
    <CreateChildForm
      kind="Epic"
      confidential={parent.confidential}
      search={search}
      onSearch={setSearch}
      ready={chosen !== null}
      create={async (title) => {
        if (chosen !== null) await createChildEpic({ groupId: chosen, parentEpicId: parent.epicId, title, confidential: parent.confidential });
      }}
      busyLabel="Creating epic"
      error={error}
      onError={setError}
      onCreated={onCreated}
      onCancel={onCancel}
    >
      {groups.error ? <p role="alert">Something went wrong while fetching groups.</p> : null}
      <PickerOptions label="Groups" options={groups.items.map((group) => ({ id: group.id, label: group.full_name ?? group.name, detail: group.full_path }))} selectedId={chosen} onSelect={setGroupId} />
    </CreateChildForm>
  );
}
