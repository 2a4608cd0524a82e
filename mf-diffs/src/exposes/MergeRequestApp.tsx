import type { PageSlotProps, SlotComponent } from 'shared-kernel/slots';
import { ConfirmProvider } from 'shared-kernel/ui';
import { MergeRequestPage } from '../pages/MergeRequestPage';

/** Props of the `./MergeRequestApp` slot component (public API: a breaking change bumps the major version). */
export interface MergeRequestAppProps {
  /** The merge request's project, e.g. `gitlab-org/gitlab-test`. */
  fullPath: string;
  /** The merge request's iid within the project. */
  iid: number;
  /** `commits` on `/:project/-/merge_requests/:iid/commits` (the registry route's `props`); the Overview otherwise. Added in 1.0.0. */
  tab?: 'overview' | 'commits';
}

/**
 * The merge request's overview for the shell's `merge_request.main` slot: header (title, state, draft,
 * branches, author), tabs, description, the merge widget and the sidebar. The discussion under it is
 * mf-notes' (`merge_request.notes`).
 */
function MergeRequestApp({ fullPath, iid, tab, onNotFound }: MergeRequestAppProps & PageSlotProps) {
  return (
    <ConfirmProvider>
      <MergeRequestPage key={`${fullPath}!${iid}`} fullPath={fullPath} iid={Number(iid)} tab={tab === 'commits' ? 'commits' : 'overview'} onNotFound={onNotFound} />
    </ConfirmProvider>
  );
}

export default MergeRequestApp satisfies SlotComponent<'merge_request.main'>;
