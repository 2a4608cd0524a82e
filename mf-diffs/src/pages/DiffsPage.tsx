import { DiffsContent, useDiffsState } from '../features/diffs/components/DiffsView';
import { MergeRequestFrame } from './MergeRequestFrame';

/**
 * The Changes tab: the merge request's header and tabs, then the diffs (no sidebar: the diffs take the
 * width, as in GitLab). The diffs' reads (metadata, first batch: preloaded with the page) start here,
 * with the merge request JSON's, not once its header has rendered: tree and first lines come with it.
 */
export function DiffsPage({ fullPath, iid, onNotFound }: { fullPath: string; iid: number; onNotFound?: () => void }) {
  const diffs = useDiffsState({ fullPath, iid });
  return (
    <MergeRequestFrame fullPath={fullPath} iid={iid} tab="diffs" onNotFound={onNotFound}>
      {(mr) => <DiffsContent fullPath={fullPath} iid={iid} mergeRequestId={mr.id} canComment={mr.current_user?.can_create_note === true} projectId={mr.project_id ?? null} state={diffs} />}
    </MergeRequestFrame>
  );
}
