/** The `Group.gitlabSubscription` fields every trial query asks for (see docs/graphql-extensions.md). */
export interface GitlabSubscriptionFields {
  planCode: string;
  planName: string;
  trial: boolean;
  /** `YYYY-MM-DD` or null. */
  trialStartsOn: string | null;
  /** `YYYY-MM-DD` or null. */
  trialEndsOn: string | null;
}

/** A group whose subscription may carry a trial. */
export interface TrialGroup {
  id: string;
  fullPath: string;
  name: string;
  gitlabSubscription: GitlabSubscriptionFields | null;
}
