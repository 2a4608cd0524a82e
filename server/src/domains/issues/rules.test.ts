import { describe, expect, it } from 'vitest';
import { evaluateIssueAbilities, fullMessages, issueValidationErrors, taskCompletionStatus } from './rules.ts';

describe('taskCompletionStatus', () => {
  it('counts task list items of any bullet, checked or not', () => {
    expect(taskCompletionStatus(null)).toEqual({ count: 0, completed_count: 0 });
    expect(taskCompletionStatus('- [ ] a\n- [x] b\n  * [X] c\n1. [ ] d\n+ [x] e\n- [] no\n-[x] no\ntext [x]')).toEqual({ count: 5, completed_count: 3 });
  });
});

describe('validation', () => {
  it('reports GitLab full messages', () => {
    expect(fullMessages(issueValidationErrors({ title: ' ' }))).toEqual(["Title can't be blank"]);
    expect(issueValidationErrors({ title: 'ok', description: null })).toEqual({});
  });
});

describe('evaluateIssueAbilities', () => {
  const issue = { authorId: 9, confidential: false, discussionLocked: false, state: 'opened' as const, issueType: 'issue' as const };
  const project = { visibility: 'public' as const, archived: false };
  it('follows the kernel rules', () => {
    expect(evaluateIssueAbilities(null, project, 0, issue).issue.updateIssue).toBe(false);
    expect(evaluateIssueAbilities({ id: 9, isAdmin: false }, project, 0, issue).issue.updateIssue).toBe(true);
    expect(evaluateIssueAbilities({ id: 1, isAdmin: false }, project, 20, issue).issue.adminIssue).toBe(true);
    expect(evaluateIssueAbilities({ id: 1, isAdmin: false }, project, 40, issue).issue.destroyIssue).toBe(false);
    expect(evaluateIssueAbilities({ id: 1, isAdmin: false }, project, 50, issue).issue.destroyIssue).toBe(true);
    expect(evaluateIssueAbilities({ id: 1, isAdmin: false }, { ...project, archived: true }, 50, issue).issue.updateIssue).toBe(false);
    const locked = { ...issue, discussionLocked: true, state: 'closed' as const };
    expect(evaluateIssueAbilities({ id: 9, isAdmin: false }, project, 0, locked).issue.reopenIssue).toBe(false);
    expect(evaluateIssueAbilities({ id: 2, isAdmin: true }, project, 0, locked).issue.reopenIssue).toBe(true);
  });
});
