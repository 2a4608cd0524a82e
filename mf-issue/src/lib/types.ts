/**
 * The shapes the issue page reads. The page JSON is the issuable library's `IssuableData` (GitLab's
 * IssueEntity); what only the issue page knows is here.
 */
import type { IssuableData } from 'issuable-ui/react';

export type {
  BlockingIssue,
  HealthStatus,
  IssueEpic,
  IssueIteration,
  IssueLabel,
  IssueMilestone,
  IssuePermissions,
  IssueState,
  IssueUser,
  RealtimeChanges,
  TaskCompletionStatus,
} from 'issuable-ui/react';

export type IssueType = 'issue' | 'incident';

/** `GET {issue path}.json`: the issue page's JSON. */
export type IssuePageData = IssuableData;

/** Where the issue lives: the props every feature needs. */
export interface IssueRef {
  /** The project's full path. */
  fullPath: string;
  iid: number;
}

/** `/group/project/-/issues/3`: the web path of the issue (incidents are served on the same path). */
export function issuePath({ fullPath, iid }: IssueRef): string {
  return `/${fullPath}/-/issues/${iid}`;
}

/** The project's group (`gitlab-org/platform` for `gitlab-org/platform/infrastructure`): where iterations and epics live. */
export function groupPathOf({ fullPath }: IssueRef): string {
  const slash = fullPath.lastIndexOf('/');
  return slash > 0 ? fullPath.slice(0, slash) : fullPath;
}
