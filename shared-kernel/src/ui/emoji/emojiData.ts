import { categoryForGroup, EMOJI_CATEGORIES, type EmojiCategory } from './categories';

/** One pickable emoji. */
export interface Emoji {
  /** Canonical name, as awards store it (`thumbsup`, `tada`). */
  name: string;
  /** Other shortcodes (`+1`). */
  aliases: string[];
  unicode: string;
  /** CLDR description (`thumbs up`). */
  label: string;
  tags: string[];
  category: EmojiCategory;
}

/** The loaded emoji set. */
export interface EmojiData {
  /** Every emoji in display order. */
  emojis: Emoji[];
  /** Emoji by name and by alias. */
  byName: ReadonlyMap<string, Emoji>;
  /** Emoji of each category in display order. */
  byCategory: Readonly<Record<EmojiCategory, Emoji[]>>;
}

/** The fields of emojibase's compact dataset that the picker uses. */
export interface CompactEmojiLike {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: string[];
}

/** emojibase's shortcode datasets: hexcode → one or more shortcodes. */
export type ShortcodesLike = Record<string, string | string[]>;

function shortcodesFor(hexcode: string, datasets: readonly ShortcodesLike[]): string[] {
  const codes: string[] = [];
  for (const dataset of datasets) {
    const entry = dataset[hexcode];
    for (const code of entry === undefined ? [] : typeof entry === 'string' ? [entry] : entry) {
      if (!codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

/**
 * Builds the emoji set from emojibase data. Shortcodes come from the datasets in order (GitHub's
 * first, then emojibase's for emoji GitHub lacks); the canonical name is the first word-like shortcode
 * (`thumbsup` rather than `+1`). Components, skin-tone variants and emoji without a shortcode are
 * skipped.
 */
export function buildEmojiData(compact: readonly CompactEmojiLike[], shortcodes: readonly ShortcodesLike[]): EmojiData {
  const byName = new Map<string, Emoji>();
  const byCategory = Object.fromEntries(EMOJI_CATEGORIES.map((category) => [category, [] as Emoji[]])) as Record<EmojiCategory, Emoji[]>;
  const sorted = [...compact].sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
  const emojis: Emoji[] = [];
  for (const entry of sorted) {
    const category = categoryForGroup(entry.group);
    if (!category) continue;
    const codes = shortcodesFor(entry.hexcode, shortcodes).filter((code) => !byName.has(code));
    const name = codes.find((code) => /^[a-z0-9_]+$/.test(code)) ?? codes[0];
    if (!name) continue;
    const emoji: Emoji = { name, aliases: codes.filter((code) => code !== name), unicode: entry.unicode, label: entry.label, tags: entry.tags ?? [], category };
    emojis.push(emoji);
    byCategory[category].push(emoji);
    for (const code of codes) byName.set(code, emoji);
  }
  return { emojis, byName, byCategory };
}

let loading: Promise<EmojiData> | null = null;

/**
 * Loads the emoji set on demand: emojibase-data's compact English dataset and its GitHub and
 * emojibase shortcodes are dynamic imports, so they are split out of the first view's bundle. The
 * result is cached; a failed load is retried on the next call.
 */
export function loadEmojiData(): Promise<EmojiData> {
  loading ??= Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/shortcodes/github.json'),
    import('emojibase-data/en/shortcodes/emojibase.json'),
  ]).then(
    ([compact, github, emojibase]) => buildEmojiData(compact.default, [github.default, emojibase.default]),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether `name` is a known emoji name or alias. */
export function isEmojiNameValid(data: EmojiData, name: string): boolean {
  return data.byName.has(name);
}

function normalize(text: string): string {
  return text.trim().toLowerCase().replace(/^:|:$/g, '');
}

/**
 * Emoji matching `query` by name, alias (shortcode), description or tag, best first: exact name or
 * alias, then name or alias prefix, then a word of the description or a tag starting with the query,
 * then any substring. Case-insensitive; surrounding colons (`:tada:`) are ignored.
 */
export function searchEmojis(data: EmojiData, query: string): Emoji[] {
  const needle = normalize(query);
  if (!needle) return [];
  const ranked: { emoji: Emoji; rank: number; index: number }[] = [];
  data.emojis.forEach((emoji, index) => {
    const codes = [emoji.name, ...emoji.aliases];
    const words = [...emoji.label.toLowerCase().split(/[\s:,]+/), ...emoji.tags];
    let rank = -1;
    if (codes.includes(needle)) rank = 0;
    else if (codes.some((code) => code.startsWith(needle))) rank = 1;
    else if (words.some((word) => word.startsWith(needle))) rank = 2;
    else if (codes.some((code) => code.includes(needle)) || emoji.label.toLowerCase().includes(needle)) rank = 3;
    if (rank >= 0) ranked.push({ emoji, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ emoji }) => emoji);
}
