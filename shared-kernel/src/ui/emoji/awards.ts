/** The user an award belongs to. */
export interface AwardUser {
  id: number;
  name?: string;
  username?: string;
}

/** An award emoji (issue-page spec §3: id, name, user). `id` is absent on an optimistic award. */
export interface Award {
  id?: number;
  name: string;
  user: AwardUser;
}

/** One emoji of the award bar. */
export interface AwardSummary {
  name: string;
  count: number;
  /** Whether the current user gave this award. */
  awardedByCurrentUser: boolean;
  users: AwardUser[];
}

/** The award names GitLab treats as thumbs up and down. */
export const THUMBS_UP = 'thumbsup';
/** See {@link THUMBS_UP}. */
export const THUMBS_DOWN = 'thumbsdown';

/** Message shown (through `onError`) when toggling an award fails. */
export const AWARD_TOGGLE_ERROR_MESSAGE = 'Something went wrong on our end.';
/** Message of a failed award post in the comment form. */
export const AWARD_ADD_ERROR_MESSAGE = 'Something went wrong while adding your award. Please try again.';

const ALIASES: Record<string, string> = { '+1': THUMBS_UP, '-1': THUMBS_DOWN, thumbs_up: THUMBS_UP, thumbs_down: THUMBS_DOWN };

/** The canonical award name (`+1` → `thumbsup`). */
export function normalizeAwardName(name: string): string {
  return ALIASES[name] ?? name;
}

function opposite(name: string): string | null {
  if (name === THUMBS_UP) return THUMBS_DOWN;
  if (name === THUMBS_DOWN) return THUMBS_UP;
  return null;
}

/**
 * The awards after `user` toggles `name` (issue-page spec §4): removes the user's award of that name
 * if there is one, else adds one; adding thumbs up removes the user's thumbs down and vice versa.
 * Pure: returns a new array.
 */
export function applyAwardToggle(awards: readonly Award[], name: string, user: AwardUser): Award[] {
  const wanted = normalizeAwardName(name);
  const mine = (award: Award, awardName: string) => award.user.id === user.id && normalizeAwardName(award.name) === awardName;
  if (awards.some((award) => mine(award, wanted))) return awards.filter((award) => !mine(award, wanted));
  const other = opposite(wanted);
  const kept = other === null ? [...awards] : awards.filter((award) => !mine(award, other));
  return [...kept, { name: wanted, user }];
}

/**
 * Groups awards by name for the award bar: thumbs up and thumbs down first, then the others in the
 * order they were first given.
 */
export function summarizeAwards(awards: readonly Award[], currentUserId: number | null | undefined): AwardSummary[] {
  const groups = new Map<string, AwardSummary>();
  for (const award of awards) {
    const name = normalizeAwardName(award.name);
    const summary = groups.get(name) ?? { name, count: 0, awardedByCurrentUser: false, users: [] };
    summary.count += 1;
    summary.users.push(award.user);
    if (currentUserId !== null && currentUserId !== undefined && award.user.id === currentUserId) summary.awardedByCurrentUser = true;
    groups.set(name, summary);
  }
  const rank = (name: string) => (name === THUMBS_UP ? 0 : name === THUMBS_DOWN ? 1 : 2);
  return [...groups.values()].sort((a, b) => rank(a.name) - rank(b.name));
}

/**
 * The tooltip of an award button, as GitLab words it: `You, Ada, and 2 more reacted with :tada:`
 * (up to 10 names).
 */
export function awardTooltip(summary: AwardSummary, currentUserId: number | null | undefined): string {
  const others = summary.users.filter((user) => user.id !== currentUserId).map((user) => user.name ?? user.username ?? String(user.id));
  const names = summary.awardedByCurrentUser ? ['You', ...others] : others;
  const shown = names.slice(0, 10);
  const rest = names.length - shown.length;
  const parts = rest > 0 ? [...shown, `${rest} more`] : shown;
  const list = parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
  return `${list} reacted with :${summary.name}:`;
}

/** Emoji the award bar can draw before the emoji data is loaded. */
export const BUILT_IN_AWARD_EMOJI: Readonly<Record<string, string>> = Object.freeze({ [THUMBS_UP]: '\u{1F44D}\u{FE0F}', [THUMBS_DOWN]: '\u{1F44E}\u{FE0F}' });
