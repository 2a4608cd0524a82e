import { gql, type TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import type { TrialGroup } from './subscriptionFields';

export interface CurrentUserTrialGroup extends TrialGroup {
  parent: { id: string } | null;
}

export interface CurrentUserTrialsQueryData {
  currentUser: { id: string; groups: { nodes: Array<CurrentUserTrialGroup | null> } | null } | null;
}

/** The signed-in user's groups with their subscriptions, to find one on a trial. */
export const CURRENT_USER_TRIALS_QUERY: TypedDocumentNode<CurrentUserTrialsQueryData, Record<string, never>> = gql`
  query currentUserTrials {
    currentUser {
      id
      groups {
        nodes {
          id
          fullPath
          name
          parent {
            id
          }
          gitlabSubscription {
            planCode
            planName
            trial
            trialStartsOn
            trialEndsOn
          }
        }
      }
    }
  }
`;

/** The signed-in user's groups and their trials; `enabled: false` skips the request. */
export function useCurrentUserTrialsQuery(enabled: boolean) {
  return useQuery(CURRENT_USER_TRIALS_QUERY, enabled ? {} : skipToken);
}
