import { Button, FormControl, Heading, TextInput } from 'shared-kernel/primer';
import { useState } from 'react';
import EpicApp from '../exposes/EpicApp';

/** The standalone app: choose a group path and an epic iid, see its page (without the notes slot). */
export function StandalonePage() {
  const [draft, setDraft] = useState({ groupPath: 'gitlab-org', iid: '2' });
  const [shown, setShown] = useState({ groupPath: 'gitlab-org', iid: 2 });
  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
      <Heading as="h1">mf-epic standalone</Heading>
      <form
        aria-label="Epic"
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', margin: '16px 0' }}
        onSubmit={(event) => {
          event.preventDefault();
          const iid = Number(draft.iid);
          if (draft.groupPath.trim() && Number.isInteger(iid) && iid > 0) setShown({ groupPath: draft.groupPath.trim(), iid });
        }}
      >
        <FormControl>
          <FormControl.Label>Group path</FormControl.Label>
          <TextInput value={draft.groupPath} onChange={(event) => setDraft((d) => ({ ...d, groupPath: event.target.value }))} />
        </FormControl>
        <FormControl>
          <FormControl.Label>Epic iid</FormControl.Label>
          <TextInput type="number" min={1} value={draft.iid} onChange={(event) => setDraft((d) => ({ ...d, iid: event.target.value }))} />
        </FormControl>
        <Button type="submit">Show</Button>
      </form>
      <EpicApp groupPath={shown.groupPath} iid={shown.iid} />
    </main>
  );
}
