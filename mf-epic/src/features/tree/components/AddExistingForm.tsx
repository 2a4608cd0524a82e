import { Button, Flash, FormControl, TextInput } from 'shared-kernel/primer';
import { useState } from 'react';
import { addExistingItems, referencesOf } from '../api/treeItems';

/**
 * "Add an existing issue/epic": one input taking one or more references or URLs (whitespace separated,
 * duplicates dropped); Add runs only with at least one reference. For a confidential parent the heading says so.
 */
export function AddExistingForm({ parent, kind, confidentialParent, onAdded, onCancel }: {
  parent: { fullPath: string; iid: number };
  kind: 'Epic' | 'Issue';
  confidentialParent: boolean;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const references = referencesOf(input);
  const noun = kind === 'Epic' ? 'epic' : 'issue';
  const heading = confidentialParent ? `Add existing confidential ${noun}` : `Add an existing ${noun}`;

  async function submit() {
    if (references.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      await addExistingItems(parent, kind, references);
      setInput('');
      onAdded();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
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
      {error ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {error}
        </Flash>
      ) : null}
      <FormControl>
        <FormControl.Label>{heading}</FormControl.Label>
        <TextInput block autoFocus value={input} onChange={(event) => setInput(event.target.value)} placeholder={`Paste ${noun} link or reference`} />
      </FormControl>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button type="submit" variant="primary" disabled={references.length === 0 || busy}>
          Add
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
