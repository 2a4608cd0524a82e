import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, accessLevelLabel } from './accessLevels';
import { projectAbilities, type ProjectAbility, type ProjectAbilityContext } from './projectAbilities';

const { NO_ACCESS, GUEST, REPORTER, DEVELOPER, MAINTAINER, OWNER } = ACCESS_LEVELS;

function ctx(overrides: Partial<ProjectAbilityContext>): ProjectAbilityContext {
  return { visibility: 'private', accessLevel: NO_ACCESS, signedIn: true, isAdmin: false, archived: false, hasGroupEpics: true, ...overrides };
}

describe('access levels', () => {
  it.each([
    [GUEST, 'Guest'],
    [REPORTER, 'Reporter'],
    [DEVELOPER, 'Developer'],
    [MAINTAINER, 'Maintainer'],
    [OWNER, 'Owner'],
    [NO_ACCESS, null],
    [null, null],
  ])('%s → %s', (level, label) => {
    expect(accessLevelLabel(level)).toBe(label);
  });
});

describe('projectAbilities', () => {
  it.each<[string, Partial<ProjectAbilityContext>, boolean]>([
    ['public, anonymous', { visibility: 'public', signedIn: false }, true],
    ['internal, anonymous', { visibility: 'internal', signedIn: false }, false],
    ['internal, signed in', { visibility: 'internal' }, true],
    ['private, non-member', { visibility: 'private' }, false],
    ['private, guest', { visibility: 'private', accessLevel: GUEST }, true],
    ['private, admin', { visibility: 'private', isAdmin: true }, true],
  ])('readProject: %s → %s', (_, overrides, expected) => {
    expect(projectAbilities(ctx(overrides)).readProject).toBe(expected);
  });

  it.each<[string, Partial<ProjectAbilityContext>, boolean]>([
    ['public, anonymous', { visibility: 'public', signedIn: false }, false],
    ['public, signed-in non-member', { visibility: 'public' }, true],
    ['private, non-member', {}, false],
    ['private, guest', { accessLevel: GUEST }, true],
    ['private, guest, archived', { accessLevel: GUEST, archived: true }, false],
  ])('createIssue and createNote: %s → %s', (_, overrides, expected) => {
    const abilities = projectAbilities(ctx(overrides));
    expect(abilities.createIssue).toBe(expected);
    expect(abilities.createNote).toBe(expected);
  });

  it.each<[ProjectAbility, number, boolean]>([
    ['updateAnyIssue', GUEST, false],
    ['updateAnyIssue', REPORTER, true],
    ['adminIssue', REPORTER, true],
    ['setIssueMetadata', GUEST, false],
    ['setIssueMetadata', REPORTER, true],
    ['createIncident', GUEST, false],
    ['createIncident', REPORTER, true],
    ['createConfidentialNote', GUEST, false],
    ['createConfidentialNote', DEVELOPER, true],
    ['readConfidentialIssues', GUEST, false],
    ['readConfidentialIssues', REPORTER, true],
    ['promoteToEpic', GUEST, false],
    ['promoteToEpic', REPORTER, true],
    ['destroyIssue', MAINTAINER, false],
    ['destroyIssue', OWNER, true],
    ['reportSpam', OWNER, false],
  ])('%s at access level %i → %s', (ability, accessLevel, expected) => {
    expect(projectAbilities(ctx({ accessLevel }))[ability]).toBe(expected);
  });

  it('needs group epics to promote', () => {
    expect(projectAbilities(ctx({ accessLevel: OWNER, hasGroupEpics: false })).promoteToEpic).toBe(false);
  });

  it('lets admins do everything but writes to archived projects, and report spam', () => {
    const admin = projectAbilities(ctx({ isAdmin: true }));
    expect(Object.values(admin).every(Boolean)).toBe(true);
    const archived = projectAbilities(ctx({ isAdmin: true, archived: true }));
    expect(archived).toMatchObject({ readProject: true, reportSpam: true, createIssue: false, createNote: false, destroyIssue: false, updateAnyIssue: false });
  });
});
