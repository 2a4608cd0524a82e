import { ACCESS_LEVELS } from './accessLevels';
import { evaluatePermissions, type PermissionTable } from './rules';

/** Project visibility. */
export type ProjectVisibility = 'public' | 'internal' | 'private';

/** What project-level rules look at. */
export interface ProjectAbilityContext {
  visibility: ProjectVisibility;
  /** The user's access level in the project (`0` when not a member). */
  accessLevel: number;
  signedIn: boolean;
  isAdmin: boolean;
  /** Archived projects are read-only for everybody. */
  archived: boolean;
  /** The project's group has epics (needed to promote an issue to an epic). */
  hasGroupEpics?: boolean;
}

const atLeast = (context: ProjectAbilityContext, level: number): boolean => context.isAdmin || context.accessLevel >= level;

const readProject = (c: ProjectAbilityContext): boolean =>
  c.isAdmin || c.visibility === 'public' || (c.visibility === 'internal' && c.signedIn) || c.accessLevel >= ACCESS_LEVELS.GUEST;

/** Signed-in users get guest-level contribution rights on public and internal projects they can read. */
const contributor = (c: ProjectAbilityContext): boolean =>
  c.signedIn && readProject(c) && (atLeast(c, ACCESS_LEVELS.GUEST) || c.visibility !== 'private');

const writable = (c: ProjectAbilityContext): boolean => !c.archived;

/** Project-level rules (GitLab defaults), as data. */
export const PROJECT_PERMISSION_RULES = {
  readProject,
  createIssue: (c) => writable(c) && contributor(c),
  createNote: (c) => writable(c) && contributor(c),
  awardEmoji: (c) => c.signedIn && readProject(c),
  /** Authors and assignees may update their own issues. */
  updateOwnIssue: (c) => writable(c) && c.signedIn && readProject(c),
  readConfidentialIssues: (c) => atLeast(c, ACCESS_LEVELS.REPORTER),
  updateAnyIssue: (c) => writable(c) && atLeast(c, ACCESS_LEVELS.REPORTER),
  adminIssue: (c) => writable(c) && atLeast(c, ACCESS_LEVELS.REPORTER),
  setIssueMetadata: (c) => writable(c) && atLeast(c, ACCESS_LEVELS.REPORTER),
  createIncident: (c) => writable(c) && atLeast(c, ACCESS_LEVELS.REPORTER),
  createConfidentialNote: (c) => writable(c) && atLeast(c, ACCESS_LEVELS.REPORTER),
  promoteToEpic: (c) => writable(c) && Boolean(c.hasGroupEpics) && atLeast(c, ACCESS_LEVELS.REPORTER),
  destroyIssue: (c) => writable(c) && atLeast(c, ACCESS_LEVELS.OWNER),
  reportSpam: (c) => c.isAdmin,
} satisfies PermissionTable<ProjectAbilityContext, string>;

/** Name of a project-level ability. */
export type ProjectAbility = keyof typeof PROJECT_PERMISSION_RULES;

/** Every project-level ability, evaluated. */
export type ProjectAbilities = { [K in ProjectAbility]: boolean };

/**
 * Evaluates the project-level rules: public projects are readable by everyone, internal ones by signed-in
 * users, private ones by guests and up; creating issues and notes needs a signed-in user who is a member
 * (or any signed-in user on a public or internal project); reporter+ updates any issue, sets metadata,
 * creates incidents and internal notes and promotes to epics (when the group has epics); owners destroy
 * issues; admins report spam. Archived projects allow no writes.
 */
export function projectAbilities(context: ProjectAbilityContext): ProjectAbilities {
  return evaluatePermissions(PROJECT_PERMISSION_RULES, context);
}
