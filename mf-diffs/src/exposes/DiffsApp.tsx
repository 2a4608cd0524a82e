import type { PageSlotProps, SlotComponent } from 'shared-kernel/slots';
import { DiffsPage } from '../pages/DiffsPage';

/** Props of the `./DiffsApp` slot component (public API: a breaking change bumps the major version). */
export interface DiffsAppProps {
  /** The merge request's project, e.g. `gitlab-org/gitlab-test`. */
  fullPath: string;
  /** The merge request's iid within the project. */
  iid: number;
}

/**
 * The merge request's Changes tab for the shell's `merge_request.diffs` slot: the merge request's header
 * and tabs, then the file tree and the diffs (inline or side by side, viewers, compare versions).
 */
function DiffsApp({ fullPath, iid, onNotFound }: DiffsAppProps & PageSlotProps) {
  return <DiffsPage key={`${fullPath}!${iid}`} fullPath={fullPath} iid={Number(iid)} onNotFound={onNotFound} />;
}

// Typed against the shell's slot: a change of the props that breaks the slot contract fails the type check.
export default DiffsApp satisfies SlotComponent<'merge_request.diffs'>;
