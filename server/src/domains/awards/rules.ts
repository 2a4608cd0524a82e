import { lookupEmoji } from '../../markdown/emoji.ts';

/** Emoji names as GitLab stores them (e.g. thumbsup, +1, 8ball, e-mail). */
export const EMOJI_NAME = /^[a-z0-9_+-]{1,64}$/;

/** GitLab's AwardEmoji validation: a name of its emoji set (here the renderer's shortcodes). */
export function isValidEmojiName(name: string): boolean {
  return EMOJI_NAME.test(name) && lookupEmoji(name) !== undefined;
}

export const INVALID_EMOJI_NAME = 'is not a valid emoji name';

const UP = ['thumbsup', '+1'];
const DOWN = ['thumbsdown', '-1'];

/** The award names an issuable's `upvotes` and `downvotes` count (GitLab stores the aliases as one emoji). */
export const UPVOTE_NAMES: readonly string[] = UP;
export const DOWNVOTE_NAMES: readonly string[] = DOWN;

/** Awards a new award of `name` replaces: thumbs up and thumbs down exclude each other (spec §4). */
export function exclusiveWith(name: string): string[] {
  if (UP.includes(name)) return DOWN;
  if (DOWN.includes(name)) return UP;
  return [];
}

/** REST paging of award lists: GitLab's default and largest per_page. */
export const AWARDS_PER_PAGE_MAX = 100;
