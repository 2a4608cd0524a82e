import type { SlotComponent } from 'shared-kernel/slots';
import { TrialStatusContainer } from '../features/trial-status/components/TrialStatusContainer';

/** Props of the `./TrialWidget` slot component (public API: a breaking change bumps the major version). */
export interface TrialWidgetProps {
  /**
   * Group or project full path (e.g. `gitlab-org/gitlab`); the trial of its top-level group is shown.
   * Without it: the signed-in user's first top-level group on a trial, an active trial first.
   */
  namespacePath?: string;
}

/**
 * The trial status widget and popover for the shell's `nav.trial` slot. Uses the page's theme, REST
 * client (`restClient()` from `shared-kernel/api`) and session (`useSession` loads the session if nobody
 * has yet); renders nothing for an anonymous visitor or a viewer without a trial.
 */
function TrialWidget({ namespacePath }: TrialWidgetProps) {
  return <TrialStatusContainer namespacePath={namespacePath} />;
}

// The `nav.trial` slot's contract: a change of props that breaks it fails this check.
export default TrialWidget satisfies SlotComponent<'nav.trial'>;
