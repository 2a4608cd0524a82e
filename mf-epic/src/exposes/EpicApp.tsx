import type { SlotComponent } from 'shared-kernel/slots';
import { ConfirmProvider } from 'shared-kernel/ui';
import { EpicPage } from '../epic/EpicPage';

/** Props of the `./EpicApp` slot component (public API: a breaking change bumps the major version). */
export interface EpicAppProps {
  /** The epic's group, e.g. `gitlab-org` or `gitlab-org/platform`. */
  groupPath: string;
  /** The epic's iid within the group. */
  iid: number;
}

/**
 * The epic page for the shell's `epic.main` slot: header, actions (close/reopen, copy reference,
 * notifications, report abuse, delete), edit form, description, awards and the epic's sidebar. Built on
 * issuable-ui and shared-kernel. Publishes `status-changed` (`issuableType: 'epic'`).
 */
function EpicApp({ groupPath, iid }: EpicAppProps) {
  return (
    <ConfirmProvider>
      <EpicPage key={`${groupPath}&${iid}`} groupPath={groupPath} iid={Number(iid)} source={__MODULE_NAME__} />
    </ConfirmProvider>
  );
}

// Typed against the shell's slot: a change of the props that breaks the slot contract fails the type check.
export default EpicApp satisfies SlotComponent<'epic.main'>;
