import { Button, FormControl, Heading, Select, TextInput } from 'shared-kernel/primer';
import { useState } from 'react';
import DiffsApp from '../exposes/DiffsApp';
import MergeRequestApp from '../exposes/MergeRequestApp';

/** The standalone app: choose a project, a merge request iid and a tab, see it (without the notes slot). */
export function StandalonePage() {
  const [draft, setDraft] = useState({ fullPath: 'gitlab-org/gitlab', iid: '1', tab: 'diffs' });
  const [shown, setShown] = useState({ fullPath: 'gitlab-org/gitlab', iid: 1, tab: 'diffs' });
  return (
    <main style={{ maxWidth: 1600, margin: '0 auto', padding: 24 }}>
      <Heading as="h1">mf-diffs standalone</Heading>
      <form
        aria-label="Merge request"
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', margin: '16px 0' }}
        onSubmit={(event) => {
          event.preventDefault();
          const iid = Number(draft.iid);
          if (draft.fullPath.trim() && Number.isInteger(iid) && iid > 0) setShown({ fullPath: draft.fullPath.trim(), iid, tab: draft.tab });
        }}
      >
        <FormControl>
          <FormControl.Label>Project path</FormControl.Label>
          <TextInput value={draft.fullPath} onChange={(event) => setDraft((d) => ({ ...d, fullPath: event.target.value }))} />
        </FormControl>
        <FormControl>
          <FormControl.Label>Merge request iid</FormControl.Label>
          <TextInput type="number" min={1} value={draft.iid} onChange={(event) => setDraft((d) => ({ ...d, iid: event.target.value }))} />
        </FormControl>
        <FormControl>
          <FormControl.Label>Tab</FormControl.Label>
          <Select value={draft.tab} onChange={(event) => setDraft((d) => ({ ...d, tab: event.target.value }))}>
            <Select.Option value="overview">Overview</Select.Option>
            <Select.Option value="commits">Commits</Select.Option>
            <Select.Option value="diffs">Changes</Select.Option>
          </Select>
        </FormControl>
        <Button type="submit">Show</Button>
      </form>
      {shown.tab === 'diffs' ? <DiffsApp fullPath={shown.fullPath} iid={shown.iid} /> : <MergeRequestApp fullPath={shown.fullPath} iid={shown.iid} tab={shown.tab === 'commits' ? 'commits' : 'overview'} />}
    </main>
  );
}
