import type { AssigneeJoin } from '../issuables/queries.ts';
import { issueAssignees } from './tables.ts';

/** The issues' assignee join table, for the shared assignee operations (issuables/queries.ts). */
export const ISSUE_ASSIGNEES: AssigneeJoin = {
  table: issueAssignees,
  issuableId: issueAssignees.issueId,
  userId: issueAssignees.userId,
  createdAt: issueAssignees.createdAt,
  row: (issueId, userId, createdAt) => ({ issueId, userId, createdAt }),
};
