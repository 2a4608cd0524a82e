import { useMemo } from 'react';
import type { SlotComponent } from 'shared-kernel/slots';
import { ConfirmProvider } from 'shared-kernel/ui';
import { mergeRequestNoteable } from '../lib/noteable';
import { NotesPage } from '../pages/NotesPage';

/** The discussion of a merge request in a project (the shell's `merge_request.notes` slot). Added in 0.3.0. */
export interface MergeRequestNotesProps {
  /** The project's full path, e.g. `gitlab-org/gitlab-test`. */
  fullPath: string;
  /** The merge request's iid within the project. */
  iid: number;
  /** Skeletons shown while the notes load (default 3). */
  prerenderedNotesCount?: number;
}

/**
 * The discussion area of a merge request: the same notes area as NotesApp's, located at the merge
 * request's JSON (`/:fullPath/-/merge_requests/:iid.json`); what it is and where its notes live, that
 * JSON says. A module of its own because the slot's props (`fullPath`, `iid`) are an issue's too.
 */
function MergeRequestNotesApp({ fullPath, iid, prerenderedNotesCount }: MergeRequestNotesProps) {
  const locator = useMemo(() => mergeRequestNoteable(fullPath, Number(iid)), [fullPath, iid]);
  return (
    <ConfirmProvider>
      <NotesPage key={locator.jsonPath} locator={locator} prerenderedNotesCount={prerenderedNotesCount} source={__MODULE_NAME__} />
    </ConfirmProvider>
  );
}

export default MergeRequestNotesApp satisfies SlotComponent<'merge_request.notes'>;
