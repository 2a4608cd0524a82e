// The picker's list, shared with the UI (shared-kernel's pure permission rules).
import { isSuggestedEpicColor } from 'shared-kernel/permissions';
import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';
import { canReadGroup } from '../groups/rules.ts';
import type { GroupRow } from '../groups/tables.ts';
import { destroyConfirmationMessage, issuableValidationErrors, staleLockVersionMessage } from '../issuables/rules.ts';

/** Epics follow their group's visibility; confidential epics need reporter+ (or admin). */
export function canReadEpic(viewer: ViewerFacts | null, group: Pick<GroupRow, 'visibility'>, groupAccessLevel: number, epic: { confidential: boolean }): boolean {
  if (!canReadGroup(viewer, group, groupAccessLevel)) return false;
  if (!epic.confidential) return true;
  return viewer !== null && (viewer.isAdmin || groupAccessLevel >= ACCESS.REPORTER);
}

/** What a viewer may do with a readable epic (GitLab's EpicPolicy, simplified; admins count as owners). */
export interface EpicAbilities {
  readEpic: boolean;
  /** update_epic: edit, close, reopen, colour, labels, confidentiality (reporter+). */
  updateEpic: boolean;
  /** admin_epic: reporter+ (description versions, quick actions on metadata). */
  adminEpic: boolean;
  /** destroy_epic: owners. */
  destroyEpic: boolean;
  createEpic: boolean;
  /** create_note and award_emoji: any signed-in reader. */
  createNote: boolean;
  awardEmoji: boolean;
  /** Internal notes: reporter+. */
  createConfidentialNote: boolean;
  isAuthor: boolean;
}

export function evaluateEpicAbilities(viewer: ViewerFacts | null, group: Pick<GroupRow, 'visibility'>, accessLevel: number, epic: { confidential: boolean; authorId: number }): EpicAbilities {
  const readEpic = canReadEpic(viewer, group, accessLevel, epic);
  const signedInReader = readEpic && viewer !== null;
  const admin = viewer?.isAdmin ?? false;
  const reporter = signedInReader && (admin || accessLevel >= ACCESS.REPORTER);
  return {
    readEpic,
    updateEpic: reporter,
    adminEpic: reporter,
    destroyEpic: signedInReader && (admin || accessLevel >= ACCESS.OWNER),
    createEpic: reporter,
    createNote: signedInReader,
    awardEmoji: signedInReader,
    createConfidentialNote: reporter,
    isAuthor: viewer !== null && viewer.id === epic.authorId,
  };
}

export const EPIC_COLOR = /^#[0-9a-fA-F]{6}$/;

/** "Epic colour must be one of the predefined list" (spec §5): the `color` errors of a refused colour. */
export function epicColorErrors(color: string): string[] {
  if (!EPIC_COLOR.test(color)) return ['must be a valid color code'];
  return isSuggestedEpicColor(color) ? [] : ['is not included in the list'];
}

/** GitLab's text colour for a background (`#FFFFFF` on dark, `#1F1E24` on light). */
export function epicTextColor(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  return r * 0.299 + g * 0.587 + b * 0.114 > 186 ? '#1F1E24' : '#FFFFFF';
}

/**
 * ActiveModel errors of an epic's title and description (attribute → messages): the issue rules (255
 * characters of title, 1,048,576 of description); a GraphQL `title: null` is a blank title.
 */
export function epicValidationErrors(input: { title?: string | null | undefined; description?: string | null | undefined }): Record<string, string[]> {
  return issuableValidationErrors({ title: input.title === null ? '' : input.title, description: input.description });
}

/** The 409 of a stale `lock_version` (GitLab's wording, with "epic"). */
export const STALE_EPIC_MESSAGE = staleLockVersionMessage('epic');
export const EPIC_DESTROY_CONFIRMATION_MESSAGE = destroyConfirmationMessage('epic');

/** Poll-Interval of the epic's realtime_changes (as for issues). */
export const EPIC_POLL_INTERVAL_MS = 3000;
