import { gid } from '../../graphql/context.ts';
import type { Live } from '../../plugins/live.ts';
import type { IssuableEventSubscriber, IssuableRef } from '../issuables/events.ts';
import type { IssueRow } from './tables.ts';

/** Live channel of an issue's changes (`issues:<id>`); payloads carry ids only. */
export const issuesChannel = (issueId: number) => `issues:${issueId}`;

/** Live channel the GraphQL `issuable*Updated` and `workItemUpdated` subscriptions listen on. */
export const issuableChannel = (issueId: number) => `issuable:${gid('Issue', issueId)}`;

export type IssueEvent = 'created' | 'updated' | 'deleted';

/**
 * What an update changed, as the subscriptions tell them apart (GitLab's GraphqlTriggers after
 * Issues::UpdateService): `dates` is the due date, `time_tracking` the estimate.
 */
export const ISSUE_CHANGES = [
  'title',
  'description',
  'state',
  'confidential',
  'discussion_locked',
  'issue_type',
  'labels',
  'assignees',
  'milestone',
  'dates',
  'health_status',
  'weight',
  'epic',
  'iteration',
  'time_tracking',
] as const;
export type IssueChange = (typeof ISSUE_CHANGES)[number];

/** Column of the issues table → the change it makes. */
const COLUMN_CHANGES: Partial<Record<keyof IssueRow, IssueChange>> = {
  title: 'title',
  description: 'description',
  state: 'state',
  confidential: 'confidential',
  discussionLocked: 'discussion_locked',
  issueType: 'issue_type',
  milestoneId: 'milestone',
  dueDate: 'dates',
  healthStatus: 'health_status',
  weight: 'weight',
  epicId: 'epic',
  iterationId: 'iteration',
  timeEstimate: 'time_tracking',
};

/** The changes of an update that set these columns (plus the relations that were replaced). */
export function changesOf(columns: readonly string[], relations: { labels?: boolean; assignees?: boolean } = {}): IssueChange[] {
  const found = new Set<IssueChange>();
  for (const column of columns) {
    const change = COLUMN_CHANGES[column as keyof IssueRow];
    if (change) found.add(change);
  }
  if (relations.labels) found.add('labels');
  if (relations.assignees) found.add('assignees');
  return ISSUE_CHANGES.filter((change) => found.has(change));
}

/**
 * Announces a change of an issue (only the live subscriber below calls it: writers publish the core's
 * events): on `issues:<id>` for the server's own listeners and, for updates, on
 * `issuable:<gid>` with what changed for the GraphQL subscriptions. Ids only: every subscriber re-reads
 * the issue with its own access checks (payloads must stay below NOTIFY's 8000 bytes anyway).
 * `changes` may be empty: something about the issue changed (a link, an image, time spent), which
 * only `workItemUpdated` reports.
 */
export async function publishIssueEvent(live: Live, issue: Pick<IssueRow, 'id' | 'projectId' | 'iid'>, event: IssueEvent, changes: readonly IssueChange[] = []): Promise<void> {
  await live.publish(issuesChannel(issue.id), { event, issue_id: issue.id, project_id: issue.projectId, iid: issue.iid });
  if (event === 'updated') await live.publish(issuableChannel(issue.id), { issue_id: issue.id, changes: [...changes] });
}

/** The issue as the core's events name it (a project-level kind). */
export const issueRef = (issue: Pick<IssueRow, 'id' | 'iid' | 'projectId'>): IssuableRef => ({ kind: 'Issue', id: issue.id, iid: issue.iid, projectId: issue.projectId, group: null });

/** The live subscriber of issue events: LISTEN/NOTIFY for the issue page and the server's own listeners. */
export const publishIssueLive: IssuableEventSubscriber = async (event, { live }) => {
  const { issuable } = event;
  if (issuable.kind !== 'Issue' || issuable.projectId === null) return;
  const issue = { id: issuable.id, iid: issuable.iid, projectId: issuable.projectId };
  if (event.type === 'created') await publishIssueEvent(live, issue, 'created');
  else if (event.type === 'updated') await publishIssueEvent(live, issue, 'updated', event.changes as IssueChange[]);
  // The award bar listens for awards with the emoji's name (no `issuable:` change of its own).
  else if (event.type === 'touched' && event.reason === 'award_emoji')
    await live.publish(issuesChannel(issue.id), { event: 'award_emoji', issue_id: issue.id, project_id: issue.projectId, iid: issue.iid, name: event.award ?? '' });
  else if (event.type === 'touched') await publishIssueEvent(live, issue, 'updated');
  else await publishIssueEvent(live, issue, 'deleted');
};
