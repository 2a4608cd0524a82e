import { Button, FormControl, Heading, TextInput } from 'shared-kernel/primer';
import { useState } from 'react';
import IssueApp from '../exposes/IssueApp';

/** The standalone app: choose a project path and an issue iid, see its page. */
export function StandalonePage() {
  const [draft, setDraft] = useState({ fullPath: 'gitlab-org/gitlab', iid: '1' });
  const [shown, setShown] = useState({ fullPath: 'gitlab-org/gitlab', iid: 1 });
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <Heading as="h1">mf-issue standalone</Heading>
      <form
        aria-label="Issue"
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', margin: '16px 0' }}
        onSubmit={(event) => {
          event.preventDefault();
          const iid = Number(draft.iid);
          if (draft.fullPath.trim() && Number.isInteger(iid) && iid > 0) setShown({ fullPath: draft.fullPath.trim(), iid });
        }}
      >
        <FormControl>
          <FormControl.Label>Project path</FormControl.Label>
          <TextInput value={draft.fullPath} onChange={(event) => setDraft((d) => ({ ...d, fullPath: event.target.value }))} />
        </FormControl>
        <FormControl>
          <FormControl.Label>Issue iid</FormControl.Label>
          <TextInput type="number" min={1} value={draft.iid} onChange={(event) => setDraft((d) => ({ ...d, iid: event.target.value }))} />
        </FormControl>
        <Button type="submit">Show</Button>
      </form>
      <IssueApp fullPath={shown.fullPath} iid={shown.iid} />
    </main>
  );
}
