import { restClient } from 'shared-kernel/api';
import type { IssueType } from '../../../lib/types';

export interface NewIssueInput {
  title: string;
  description: string;
  confidential: boolean;
  issueType: IssueType;
  /** An iid of the same project: the new issue "relates to" it (created in the same transaction). */
  addRelatedIssue?: number | undefined;
}

/** What the server answers: the new issue's REST entity. */
export interface CreatedIssue {
  id: number;
  iid: number;
  web_url: string;
}

/**
 * The new-issue form (GitLab's IssuesController#create): `POST /:fullPath/-/issues` with
 * `{ issue: { title, description, confidential, issue_type }, add_related_issue }`, asking for JSON.
 * Validation problems reject with the server's messages (`{ errors: [...] }`, 422).
 */
export async function createIssue(fullPath: string, input: NewIssueInput): Promise<CreatedIssue> {
  const { data } = await restClient().post<CreatedIssue>(
    `/${fullPath}/-/issues`,
    {
      issue: { title: input.title, description: input.description, confidential: input.confidential, issue_type: input.issueType },
      ...(input.addRelatedIssue ? { add_related_issue: input.addRelatedIssue } : {}),
    },
    { headers: { Accept: 'application/json' } },
  );
  return data;
}
