/** The picker's emoji categories, in GitLab's order. */
export const EMOJI_CATEGORIES = ['activity', 'people', 'nature', 'food', 'travel', 'objects', 'symbols', 'flags'] as const;

/** One of {@link EMOJI_CATEGORIES}. */
export type EmojiCategory = (typeof EMOJI_CATEGORIES)[number];

/** The key of the frequently-used pseudo-category, listed before the others. */
export const FREQUENTLY_USED_CATEGORY = 'frequently_used';

/** A picker tab: a category or the frequently-used list. */
export type EmojiPickerCategory = EmojiCategory | typeof FREQUENTLY_USED_CATEGORY;

/** Tab and heading labels (GitLab's wording). */
export const EMOJI_CATEGORY_LABELS: Readonly<Record<EmojiPickerCategory, string>> = Object.freeze({
  frequently_used: 'Frequently used',
  activity: 'Activity',
  people: 'Smileys & People',
  nature: 'Nature',
  food: 'Food',
  travel: 'Travel & Places',
  objects: 'Objects',
  symbols: 'Symbols',
  flags: 'Flags',
});

/** Emoji per picker row. */
export const EMOJIS_PER_ROW = 9;

// emojibase group numbers: 0 smileys-emotion, 1 people-body, 2 component (skin tones, hair: not
// pickable on their own), 3 animals-nature, 4 food-drink, 5 travel-places, 6 activities, 7 objects,
// 8 symbols, 9 flags.
const GROUP_CATEGORIES: readonly (EmojiCategory | null)[] = ['people', 'people', null, 'nature', 'food', 'travel', 'activity', 'objects', 'symbols', 'flags'];

/** The picker category of an emojibase group number, or `null` for components and ungrouped data. */
export function categoryForGroup(group: number | undefined): EmojiCategory | null {
  return group === undefined ? null : (GROUP_CATEGORIES[group] ?? null);
}
