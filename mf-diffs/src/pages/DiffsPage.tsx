import { DiffsView } from '../features/diffs/components/DiffsView';
import { MergeRequestFrame } from './MergeRequestFrame';

/** The Changes tab: the merge request's header and tabs, then the diffs (no sidebar: the diffs take the width, as in GitLab). */
export function DiffsPage({ fullPath, iid, onNotFound }: { fullPath: string; iid: number; onNotFound?: () => void }) {
  return (
    <MergeRequestFrame fullPath={fullPath} iid={iid} tab="diffs" onNotFound={onNotFound}>
      {(mr) => <DiffsView fullPath={fullPath} iid={iid} mergeRequestId={mr.id} canComment={mr.current_user?.can_create_note === true} projectId={mr.project_id ?? null} />}
    </MergeRequestFrame>
  );
}
