import { useMemo } from 'react';
import { useGroupSubscription } from '../api/getGroupSubscription';
import { useTrialNamespaces } from '../api/getTrialNamespaces';
import type { TrialGroup } from '../api/trialGroup';
import { computeTrialStatus, type TrialStatus } from '../trialStatus';

/** A trial and the group it belongs to. */
export interface GroupTrial {
  groupPath: string;
  groupName: string;
  trial: TrialStatus;
}

export interface UseTrialStatusResult {
  loading: boolean;
  /** `null` while loading, on error, or when there is no trial to show. */
  groupTrial: GroupTrial | null;
}

export interface UseTrialStatusOptions {
  /** A group or project path; the trial of its top-level group is shown. */
  namespacePath?: string | undefined;
  /** Nothing is requested for an anonymous visitor. */
  signedIn: boolean;
  today: Date;
}

/** `gitlab-org/subgroup/project` → `gitlab-org`; trials belong to the top-level group. */
export function topLevelGroupPath(namespacePath: string | undefined): string | null {
  const first = namespacePath?.split('/').find((segment) => segment.trim() !== '');
  return first ? first.trim() : null;
}

/** The group's trial, or `null` when it has none (or its dates are unusable). */
export function groupTrialOf(group: TrialGroup | null | undefined, today: Date): GroupTrial | null {
  const subscription = group?.subscription;
  if (!group || !subscription?.trial || !subscription.trialEndsOn) return null;
  const trial = computeTrialStatus({
    planName: subscription.planName,
    trialStartsOn: subscription.trialStartsOn,
    trialEndsOn: subscription.trialEndsOn,
    today,
  });
  return trial && { groupPath: group.fullPath, groupName: group.name, trial };
}

/**
 * The trial to show: that of `namespacePath`'s top-level group when given, otherwise the signed-in
 * user's first top-level group on a trial, an active one before an expired one.
 */
export function useTrialStatus({ namespacePath, signedIn, today }: UseTrialStatusOptions): UseTrialStatusResult {
  const groupPath = topLevelGroupPath(namespacePath);
  const day = today.toDateString();
  const dayDate = useMemo(() => new Date(day), [day]);
  const byPath = useGroupSubscription(signedIn ? groupPath : null);
  const mine = useTrialNamespaces(signedIn && groupPath === null ? dayDate : null);

  const groupTrial = useMemo(
    () => groupTrialOf(groupPath !== null ? byPath.data : mine.data, dayDate),
    [groupPath, byPath.data, mine.data, dayDate],
  );

  if (!signedIn) return { loading: false, groupTrial: null };
  return { loading: groupPath !== null ? byPath.loading : mine.loading, groupTrial };
}
