export { ACCESS_LEVELS, ACCESS_LEVEL_LABELS, accessLevelLabel, type AccessLevel } from './accessLevels';
export { evaluatePermissions, type PermissionRule, type PermissionTable } from './rules';
export {
  PROJECT_PERMISSION_RULES,
  projectAbilities,
  type ProjectAbilities,
  type ProjectAbility,
  type ProjectAbilityContext,
  type ProjectVisibility,
} from './projectAbilities';
export {
  ISSUE_PERMISSION_RULES,
  issueAbilities,
  type IssueAbilities,
  type IssueAbility,
  type IssueAbilityContext,
  type IssueState,
  type IssueType,
} from './issueAbilities';
export { issueActionsVisibility, type IssueActionFlags, type IssueActionsVisibility } from './issueActions';
export {
  canReportNoteAbuse,
  closeReopenButtonVisible,
  isOpenState,
  noteBadge,
  noteBadges,
  type CloseReopenInput,
  type IssuableState,
  type NoteBadge,
  type NoteBadgeInput,
  type ReportNoteAbuseInput,
} from './notes';
export { SUGGESTED_EPIC_COLORS, epicColorTitle, isSuggestedEpicColor, type EpicColorOption } from './epicColors';
