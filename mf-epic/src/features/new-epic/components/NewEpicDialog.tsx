import { Button, Checkbox, Dialog, Flash, FormControl, TextInput } from 'shared-kernel/primer';
import { useState } from 'react';
import { navigate } from 'shared-kernel/routing';
import { createEpic } from '../api/createEpic';

export const NEW_EPIC_CONFIDENTIAL_LABEL = 'This epic and its child elements will only be visible to team members with at least the Reporter role.';

/**
 * "New epic" of the epic actions menu: title and confidentiality, then the new epic's page. A failure shows
 * the server's message, or 'Error creating epic'.
 */
export function NewEpicDialog({ groupPath, onClose }: { groupPath: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [confidential, setConfidential] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = title.trim();

  async function submit() {
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      const webUrl = await createEpic(groupPath, { title: trimmed, confidential });
      onClose();
      navigate(new URL(webUrl, window.location.href).pathname);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <Dialog title="New epic" onClose={onClose} width="large">
      <form
        aria-label="New epic"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? (
          <Flash variant="danger" role="alert" style={{ marginBottom: 12 }}>
            {error}
          </Flash>
        ) : null}
        <FormControl required>
          <FormControl.Label>Title</FormControl.Label>
          <TextInput block autoFocus value={title} onChange={(event) => setTitle(event.target.value)} placeholder="Title" />
        </FormControl>
        <FormControl style={{ marginTop: 12 }}>
          <Checkbox checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
          <FormControl.Label>{NEW_EPIC_CONFIDENTIAL_LABEL}</FormControl.Label>
        </FormControl>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!trimmed || busy}>
            {busy ? 'Creating epic' : 'Create epic'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
