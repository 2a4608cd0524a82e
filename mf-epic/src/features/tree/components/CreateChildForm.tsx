import { Button, Flash, FormControl, TextInput } from 'shared-kernel/primer';
import { useState, type ReactNode } from 'react';
import { createHeading } from '../texts';
import { ConfidentialHelp } from './ConfidentialHelp';

const NOUN = { Epic: 'epic', Issue: 'issue' } as const;
const PICKED = { Epic: 'groups', Issue: 'projects' } as const;

/**
 * What the tree's create forms share: the heading ('Add a new …', or 'Create new confidential …' with its
 * help under a confidential parent), the error, the title ('New … title' / 'New confidential … title'),
 * the picker's search box, the picker itself (`children`), 'Create …' (disabled until `ready`, with an
 * empty trimmed title or while creating) and Cancel. Enter submits; Escape cancels. `create` gets the
 * trimmed title; its failure's message is shown.
 */
export function CreateChildForm({ kind, confidential, search, onSearch, ready, create, busyLabel, error, onError, onCreated, onCancel, children }: {
  kind: 'Epic' | 'Issue';
  confidential: boolean;
  search: string;
  onSearch: (value: string) => void;
  /** A group or project is chosen. */
  ready: boolean;
  create: (title: string) => Promise<void>;
  /** The submit button's text while creating (none: it keeps its text). */
  busyLabel?: string;
  error: string | null;
  onError: (message: string | null) => void;
  onCreated: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = title.trim();
  const heading = createHeading(kind, confidential);
  const noun = NOUN[kind];
  const picked = PICKED[kind];
  const searchLabel = `Search ${picked}`;

  async function submit() {
    if (!trimmed || !ready || busy) return;
    setBusy(true);
    onError(null);
    try {
      await create(trimmed);
      onCreated();
    } catch (failure) {
      onError((failure as Error).message);
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
        {confidential ? <ConfidentialHelp /> : null}
      </div>
      {error ? (
        <Flash variant="danger" role="alert" style={{ marginBottom: 8 }}>
          {error}
        </Flash>
      ) : null}
      <FormControl>
        <FormControl.Label>Title</FormControl.Label>
        <TextInput block autoFocus value={title} onChange={(event) => setTitle(event.target.value)} placeholder={confidential ? `New confidential ${noun} title` : `New ${noun} title`} />
      </FormControl>
      <FormControl style={{ marginTop: 8 }}>
        <FormControl.Label>{searchLabel}</FormControl.Label>
        <TextInput
          block
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={searchLabel}
          // Enter in the search box searches; it does not submit the form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </FormControl>
      {children}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button type="submit" variant="primary" disabled={!trimmed || !ready || busy}>
          {busy && busyLabel ? busyLabel : `Create ${noun}`}
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
