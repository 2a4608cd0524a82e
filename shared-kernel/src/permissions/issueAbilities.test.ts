import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from './accessLevels';
import { issueAbilities, type IssueAbilityContext } from './issueAbilities';
import { projectAbilities, type ProjectAbilityContext } from './projectAbilities';

interface Case {
  project?: Partial<ProjectAbilityContext>;
  issue?: Partial<Omit<IssueAbilityContext, 'project'>>;
}

function abilities({ project = {}, issue = {} }: Case) {
  const projectContext: ProjectAbilityContext = {
    visibility: 'public',
    accessLevel: ACCESS_LEVELS.NO_ACCESS,
    signedIn: true,
    isAdmin: false,
    archived: false,
    hasGroupEpics: true,
    ...project,
  };
  return issueAbilities({
    project: projectAbilities(projectContext),
    isAuthor: false,
    isAssignee: false,
    confidential: false,
    discussionLocked: false,
    isMember: projectContext.accessLevel >= ACCESS_LEVELS.GUEST,
    state: 'opened',
    issueType: 'issue',
    ...issue,
  });
}

const { GUEST, REPORTER, OWNER } = ACCESS_LEVELS;

describe('issueAbilities', () => {
  it.each<[string, Case, boolean]>([
    ['public issue, anonymous', { project: { signedIn: false } }, true],
    ['confidential, non-member', { issue: { confidential: true } }, false],
    ['confidential, guest', { project: { accessLevel: GUEST }, issue: { confidential: true } }, false],
    ['confidential, reporter', { project: { accessLevel: REPORTER }, issue: { confidential: true } }, true],
    ['confidential, author', { issue: { confidential: true, isAuthor: true } }, true],
    ['confidential, assignee', { issue: { confidential: true, isAssignee: true } }, true],
    ['confidential, admin', { project: { isAdmin: true }, issue: { confidential: true } }, true],
  ])('readIssue: %s → %s', (_, c, expected) => {
    expect(abilities(c).readIssue).toBe(expected);
  });

  it.each<[string, Case, boolean]>([
    ['non-member', {}, false],
    ['guest', { project: { accessLevel: GUEST } }, false],
    ['reporter', { project: { accessLevel: REPORTER } }, true],
    ['author', { issue: { isAuthor: true } }, true],
    ['assignee', { issue: { isAssignee: true } }, true],
    ['author of an archived project', { project: { archived: true }, issue: { isAuthor: true } }, false],
  ])('updateIssue: %s → %s', (_, c, expected) => {
    expect(abilities(c).updateIssue).toBe(expected);
  });

  it.each<[string, Case, boolean]>([
    ['reporter, unlocked', { project: { accessLevel: REPORTER }, issue: { state: 'closed' } }, true],
    ['reporter, locked (member)', { project: { accessLevel: REPORTER }, issue: { state: 'closed', discussionLocked: true } }, true],
    ['author non-member, unlocked', { issue: { isAuthor: true, state: 'closed' } }, true],
    ['author non-member, locked', { issue: { isAuthor: true, state: 'closed', discussionLocked: true } }, false],
    ['guest', { project: { accessLevel: GUEST }, issue: { state: 'closed' } }, false],
  ])('reopenIssue: %s → %s', (_, c, expected) => {
    expect(abilities(c).reopenIssue).toBe(expected);
  });

  it.each<[string, Case, boolean]>([
    ['signed-in non-member', {}, true],
    ['anonymous', { project: { signedIn: false } }, false],
    ['non-member, locked', { issue: { discussionLocked: true } }, false],
    ['guest member, locked', { project: { accessLevel: GUEST }, issue: { discussionLocked: true } }, true],
    ['owner, archived', { project: { accessLevel: OWNER, archived: true } }, false],
    ['non-member, confidential', { issue: { confidential: true } }, false],
  ])('createNote: %s → %s', (_, c, expected) => {
    expect(abilities(c).createNote).toBe(expected);
  });

  it.each<[string, Case, Partial<Record<string, boolean>>]>([
    ['guest', { project: { accessLevel: GUEST } }, { createConfidentialNote: false, destroyIssue: false, setIssueMetadata: false, awardEmoji: true }],
    ['reporter', { project: { accessLevel: REPORTER } }, { createConfidentialNote: true, destroyIssue: false, setIssueMetadata: true, promoteToEpic: true }],
    ['owner', { project: { accessLevel: OWNER } }, { destroyIssue: true }],
    ['reporter on an incident', { project: { accessLevel: REPORTER }, issue: { issueType: 'incident' } }, { promoteToEpic: false }],
    ['anonymous', { project: { signedIn: false } }, { awardEmoji: false }],
  ])('other abilities: %s', (_, c, expected) => {
    expect(abilities(c)).toMatchObject(expected);
  });
});
