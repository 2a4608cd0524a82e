import { Button, Checkbox, Flash, FormControl, Label, Spinner, TextInput } from 'shared-kernel/primer';
import { useId, useState, type FormEvent } from 'react';
import {
  LABEL_COLOR_SUGGESTIONS,
  LABEL_CREATE_ERROR,
  filterLabels,
  isCreatedLabel,
  isScopedLabel,
  isValidLabelColor,
  toggleLabel,
  type DropdownLabel,
} from './labels';

/** Props of {@link LabelsDropdown}. */
export interface LabelsDropdownProps {
  /** The labels to choose from, `set` on those applied. */
  labels: readonly DropdownLabel[];
  loading?: boolean;
  /** Shown above the list, e.g. {@link LABELS_FETCH_ERROR}. */
  error?: string | null;
  /** Called with every label (and its `set`) when the user applies (closes) the dropdown. */
  onApply: (labels: DropdownLabel[]) => void;
  onCancel: () => void;
  /** Creates a label; resolves with the server's answer, which must contain an `id`. Without it there is no create view. */
  onCreate?: (input: { title: string; color: string }) => Promise<unknown>;
  /** Footer link "Manage project labels" ("Manage group labels" for a group). */
  manageLabelsPath?: string;
  /**
   * Whose labels these are: a project's (default) or a group's (an epic's). The footer then reads
   * 'Create group label' / 'Manage group labels', as GitLab's labels widget for a group. Added in 1.7.0.
   */
  workspace?: 'project' | 'group';
  allowScopedLabels?: boolean;
  allowMultipleScopedLabels?: boolean;
  /** e.g. "Assign labels". */
  title?: string;
}

/**
 * The labels dropdown (notes-area spec): a list view (search, one checkbox per label, scoped labels
 * exclusive per scope) and a create view (name, colour with suggestions), with footer links to create
 * and manage labels. The caller renders it where its anchor is (the sidebar) and applies the result.
 */
export function LabelsDropdown({
  labels,
  loading = false,
  error = null,
  onApply,
  onCancel,
  onCreate,
  manageLabelsPath,
  workspace = 'project',
  allowScopedLabels = true,
  allowMultipleScopedLabels = false,
  title = 'Assign labels',
}: LabelsDropdownProps) {
  const [working, setWorking] = useState<DropdownLabel[] | null>(null);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<'list' | 'create'>('list');
  const current = working ?? [...labels];
  const headingId = useId();

  return (
    <div
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      style={{ border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 8, background: 'var(--bgColor-default, #fff)' }}
    >
      <div id={headingId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {view === 'list' ? title : 'Create label'}
      </div>
      {view === 'list' ? (
        <>
          <TextInput aria-label="Search labels" placeholder="Search" block value={query} autoFocus onChange={(event) => setQuery(event.target.value)} />
          {error ? (
            <Flash variant="danger" style={{ marginTop: 8 }}>
              {error}
            </Flash>
          ) : null}
          {loading ? (
            <Spinner size="small" srText="Loading labels" />
          ) : (
            <ul aria-label="Labels" style={{ listStyle: 'none', padding: 0, margin: '8px 0', maxHeight: 240, overflowY: 'auto' }}>
              {filterLabels(current, query).map((label) => (
                <li key={label.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
                  <Checkbox
                    id={`${headingId}-label-${label.id}`}
                    checked={Boolean(label.set)}
                    indeterminate={Boolean(label.indeterminate)}
                    aria-label={label.title}
                    onChange={() => setWorking(toggleLabel(current, label.id, { allowScopedLabels, allowMultipleScopedLabels }))}
                  />
                  <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: label.color, flex: '0 0 auto' }} />
                  <label htmlFor={`${headingId}-label-${label.id}`}>
                    {label.title}
                    {isScopedLabel(label) && allowScopedLabels ? <span style={{ color: 'var(--fgColor-muted)' }}> (scoped)</span> : null}
                  </label>
                </li>
              ))}
              {filterLabels(current, query).length === 0 ? <li style={{ color: 'var(--fgColor-muted)' }}>No matching results</li> : null}
            </ul>
          )}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button size="small" variant="primary" onClick={() => onApply(current)}>
              Apply
            </Button>
            <Button size="small" onClick={onCancel}>
              Cancel
            </Button>
            {onCreate ? (
              <Button size="small" variant="invisible" onClick={() => setView('create')}>
                {workspace === 'group' ? 'Create group label' : 'Create project label'}
              </Button>
            ) : null}
            {manageLabelsPath ? <a href={manageLabelsPath}>{workspace === 'group' ? 'Manage group labels' : 'Manage project labels'}</a> : null}
          </div>
        </>
      ) : (
        <CreateLabelView
          initialTitle={query}
          onCreate={onCreate!}
          onCancel={() => setView('list')}
          onCreated={(created) => {
            setWorking([...current, { ...created, set: true, touched: true }]);
            setView('list');
          }}
        />
      )}
    </div>
  );
}

function CreateLabelView({
  initialTitle,
  onCreate,
  onCreated,
  onCancel,
}: {
  initialTitle: string;
  onCreate: (input: { title: string; color: string }) => Promise<unknown>;
  onCreated: (label: DropdownLabel) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initialTitle);
  const [color, setColor] = useState(LABEL_COLOR_SUGGESTIONS[0]!.color);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = name.trim().length > 0 && isValidLabelColor(color);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    setError(null);
    try {
      const response = await onCreate({ title: name.trim(), color });
      if (!isCreatedLabel(response)) throw new Error('No id in the created label');
      onCreated(response);
    } catch {
      setError(LABEL_CREATE_ERROR);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form aria-label="Create label" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 8 }}>
      {error ? <Flash variant="danger">{error}</Flash> : null}
      <FormControl>
        <FormControl.Label>Label name</FormControl.Label>
        <TextInput block value={name} autoFocus onChange={(event) => setName(event.target.value)} />
      </FormControl>
      <div role="group" aria-label="Suggested colors" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {LABEL_COLOR_SUGGESTIONS.map((option) => (
          <button
            key={option.color}
            type="button"
            aria-label={option.title}
            aria-pressed={color === option.color}
            title={option.title}
            onClick={() => setColor(option.color)}
            style={{ width: 20, height: 20, borderRadius: 4, border: color === option.color ? '2px solid var(--fgColor-default)' : '1px solid transparent', background: option.color, cursor: 'pointer' }}
          />
        ))}
      </div>
      <FormControl>
        <FormControl.Label>Color</FormControl.Label>
        <TextInput value={color} onChange={(event) => setColor(event.target.value)} leadingVisual={() => <Label style={{ background: color, width: 12, height: 12, padding: 0 }} />} />
      </FormControl>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" size="small" variant="primary" disabled={!valid || saving}>
          Create
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
