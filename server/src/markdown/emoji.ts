import { createRequire } from 'node:module';
import { escapeHtml } from './html.ts';

interface EmojiEntry {
  hexcode: string;
  label: string;
  emoji: string;
  version: number;
}

export interface Emoji {
  name: string;
  unicode: string;
  label: string;
  unicodeVersion: string;
}

const require = createRequire(import.meta.url);

/** Emojibase's emoji version → the Unicode version GitLab puts in `data-unicode-version`. */
const UNICODE_VERSION: Record<string, string> = {
  '0': '6.0', '0.6': '6.0', '0.7': '7.0', '1': '8.0', '2': '8.0', '3': '9.0', '4': '9.0', '5': '10.0',
};

function unicodeVersion(version: number): string {
  return UNICODE_VERSION[String(version)] ?? (Number.isInteger(version) ? `${version}.0` : String(version));
}

let table: Map<string, Emoji> | undefined;

/** Shortcode → emoji, from emojibase's `github` set with the `emojibase` set filling gaps (loaded once, lazily). */
function emojiTable(): Map<string, Emoji> {
  if (table) return table;
  const data = require('emojibase-data/en/data.json') as EmojiEntry[];
  const byHex = new Map(data.map((entry) => [entry.hexcode, entry]));
  const map = new Map<string, Emoji>();
  for (const set of ['github', 'emojibase']) {
    const shortcodes = require(`emojibase-data/en/shortcodes/${set}.json`) as Record<string, string | string[]>;
    for (const [hexcode, names] of Object.entries(shortcodes)) {
      const entry = byHex.get(hexcode);
      if (!entry) continue;
      for (const name of Array.isArray(names) ? names : [names]) {
        if (map.has(name)) continue;
        map.set(name, { name, unicode: entry.emoji, label: entry.label, unicodeVersion: unicodeVersion(entry.version) });
      }
    }
  }
  table = map;
  return map;
}

export function lookupEmoji(shortcode: string): Emoji | undefined {
  return emojiTable().get(shortcode);
}

/** GitLab's element: `<gl-emoji title="thumbs up" data-name="thumbsup" data-unicode-version="6.0">👍</gl-emoji>`. */
export function emojiHtml(emoji: Emoji): string {
  return (
    `<gl-emoji title="${escapeHtml(emoji.label)}" data-name="${escapeHtml(emoji.name)}" ` +
    `data-unicode-version="${escapeHtml(emoji.unicodeVersion)}">${emoji.unicode}</gl-emoji>`
  );
}
