import { gql, type TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import type { TrialGroup } from './subscriptionFields';

export interface TrialStatusQueryData {
  group: TrialGroup | null;
}

export interface TrialStatusQueryVariables {
  fullPath: string;
}

/** One group's subscription and trial dates. */
export const TRIAL_STATUS_QUERY: TypedDocumentNode<TrialStatusQueryData, TrialStatusQueryVariables> = gql`
  query trialStatus($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      fullPath
      name
      gitlabSubscription {
        planCode
        planName
        trial
        trialStartsOn
        trialEndsOn
      }
    }
  }
`;

/**
 * The trial of the group at `fullPath` (a top-level group: trials belong to the root namespace).
 * Pass `null` to skip the request.
 */
export function useTrialStatusQuery(fullPath: string | null) {
  return useQuery(TRIAL_STATUS_QUERY, fullPath ? { variables: { fullPath } } : skipToken);
}
