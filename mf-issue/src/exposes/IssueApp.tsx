import type { SlotComponent } from 'shared-kernel/slots';
import { ConfirmProvider } from 'shared-kernel/ui';
import { IssuePage } from '../pages/IssuePage';

/** Props of the `./IssueApp` slot component (public API: a breaking change bumps the major version). */
export interface IssueAppProps {
  /** The project's full path, e.g. `gitlab-org/gitlab`. */
  fullPath: string;
  /** The issue's iid within the project. */
  iid: number;
  /** The route's type (`/-/issues/incident/:iid` gives `incident`); the issue's own type wins once loaded. */
  issueType?: 'issue' | 'incident';
  /** The host's 404 page: called when the issue does not exist or the viewer may not read it. */
  onNotFound?: () => void;
}

/**
 * The issue or incident page for the shell's `issue.main` slot: header, actions, edit form, description,
 * awards and sidebar. Uses the page's theme, REST client and session; publishes `status-changed` and
 * `sidebar-collapse`, listens to `status-changed` and `note-added` on the bus.
 */
function IssueApp({ fullPath, iid, onNotFound }: IssueAppProps) {
  return (
    <ConfirmProvider>
      <IssuePage key={`${fullPath}#${iid}`} fullPath={fullPath} iid={Number(iid)} source={__MODULE_NAME__} onNotFound={onNotFound} />
    </ConfirmProvider>
  );
}

// Typed against the shell's slot: a change of the props that breaks the slot contract fails the type check.
export default IssueApp satisfies SlotComponent<'issue.main'>;
