import { restClient } from 'shared-kernel/api';

export interface IssueStateResult {
  state: 'opened' | 'closed' | 'reopened';
}

/** `PUT /:fullPath/-/issues/:iid.json` with `state_event` close / reopen (the close/reopen button). */
export async function updateIssueState(fullPath: string, iid: number, event: 'close' | 'reopen'): Promise<IssueStateResult> {
  const { data } = await restClient().put<IssueStateResult>(`/${fullPath}/-/issues/${iid}.json`, { issue: { state_event: event } });
  return data;
}
