import { buildEmojiData, type CompactEmojiLike, type EmojiData } from './emojiData';

const categories: [number, string, string, string][] = [
  [6, '1F389', '🎉', 'tada'],
  [1, '1F44D', '👍', 'thumbsup'],
  [1, '1F44E', '👎', 'thumbsdown'],
  [0, '1F600', '😀', 'grinning'],
  [3, '1F43B', '🐻', 'bear'],
  [4, '1F354', '🍔', 'hamburger'],
  [5, '1F680', '🚀', 'rocket'],
  [7, '1F4A1', '💡', 'bulb'],
  [8, '2764', '❤️', 'heart'],
  [9, '1F3C1', '🏁', 'checkered_flag'],
];

/** A small emoji set (one or two per category, plus 12 extra people emoji for row tests). @internal */
export function emojiFixture(): EmojiData {
  const compact: CompactEmojiLike[] = categories.map(([group, hexcode, unicode, name], order) => ({ group, hexcode, unicode, label: name.replace('_', ' '), order, tags: name === 'tada' ? ['party'] : [] }));
  const shortcodes: Record<string, string | string[]> = Object.fromEntries(categories.map(([, hexcode, , name]) => [hexcode, name]));
  shortcodes['1F44D'] = ['+1', 'thumbsup'];
  for (let index = 0; index < 12; index += 1) {
    const hexcode = `F${index}`;
    compact.push({ group: 0, hexcode, unicode: `x${index}`, label: `face ${index}`, order: 100 + index });
    shortcodes[hexcode] = `face_${index}`;
  }
  return buildEmojiData(compact, [shortcodes]);
}
