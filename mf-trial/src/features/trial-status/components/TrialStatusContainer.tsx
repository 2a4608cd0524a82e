import { useSession } from 'shared-kernel/react';
import { useTrialStatus } from '../hooks/useTrialStatus';
import { TrialStatusNavItem } from './TrialStatusNavItem';

export interface TrialStatusContainerProps {
  /** Group or project path; its top-level group's trial is shown. Default: the viewer's own trial. */
  namespacePath?: string | undefined;
}

/** Loads the trial for the signed-in viewer; renders nothing without one (or for anonymous visitors). */
export function TrialStatusContainer({ namespacePath }: TrialStatusContainerProps) {
  const session = useSession();
  const { groupTrial } = useTrialStatus({ namespacePath, signedIn: session.user !== null, today: new Date() });
  if (!groupTrial) return null;
  return <TrialStatusNavItem groupTrial={groupTrial} />;
}
