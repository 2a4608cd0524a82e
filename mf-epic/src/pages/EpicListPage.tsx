import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { useSession } from 'shared-kernel/react';
import { useCanCreateEpic } from '../features/epic-list/api/canCreateEpic';
import { EpicList } from '../features/epic-list/components/EpicList';
import { EPIC_LIST_TEXTS } from '../features/epic-list/texts';
import { NewEpicDialog } from '../features/new-epic/components/NewEpicDialog';

/** A group's epics list with "New epic" (the New epic dialog) for viewers who may create epics there. */
export function EpicListPage({ groupPath, onNotFound }: { groupPath: string; onNotFound?: (() => void) | undefined }) {
  const session = useSession();
  const canCreate = useCanCreateEpic(groupPath, Boolean(session.user));
  const [creating, setCreating] = useState(false);
  const actions =
    session.user && canCreate.data ? (
      <Button variant="primary" onClick={() => setCreating(true)}>
        {EPIC_LIST_TEXTS.newEpic}
      </Button>
    ) : null;
  return (
    <>
      <EpicList groupPath={groupPath} onNotFound={onNotFound} actions={actions} />
      {creating ? <NewEpicDialog groupPath={groupPath} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
