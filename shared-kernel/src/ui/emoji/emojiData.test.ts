import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_AWARD_EMOJI } from './awards';
import { EMOJI_CATEGORIES, categoryForGroup } from './categories';
import { buildEmojiData, isEmojiNameValid, loadEmojiData, searchEmojis, type CompactEmojiLike } from './emojiData';
import { FREQUENTLY_USED_EMOJIS_STORAGE_KEY, addFrequentlyUsedEmoji, getFrequentlyUsedEmojis } from './frequentlyUsed';

const compact: CompactEmojiLike[] = [
  { hexcode: '1F44D', label: 'thumbs up', unicode: '👍', group: 1, order: 2, tags: ['+1', 'hand', 'like'] },
  { hexcode: '1F600', label: 'grinning face', unicode: '😀', group: 0, order: 1, tags: ['face', 'happy'] },
  { hexcode: '1F3FB', label: 'light skin tone', unicode: '🏻', group: 2, order: 3 },
  { hexcode: '1F389', label: 'party popper', unicode: '🎉', group: 6, order: 4, tags: ['celebration', 'party'] },
  { hexcode: '1F1E6', label: 'regional indicator A', unicode: '🇦' },
  { hexcode: '1FAE8', label: 'shaking face', unicode: '🫨', group: 0, order: 5 },
];
const github = { '1F44D': ['+1', 'thumbsup'], '1F600': 'grinning', '1F3FB': 'tone1', '1F389': 'tada' };
const emojibase = { '1F600': ['grinning_face', 'grinning'], '1FAE8': 'shaking_face' };

describe('buildEmojiData', () => {
  const data = buildEmojiData(compact, [github, emojibase]);

  it('names each emoji by its first word-like shortcode and keeps the others as aliases', () => {
    expect(data.emojis.map((emoji) => emoji.name)).toEqual(['grinning', 'thumbsup', 'tada', 'shaking_face']);
    expect(data.byName.get('+1')?.name).toBe('thumbsup');
    expect(data.byName.get('grinning_face')?.name).toBe('grinning');
  });

  it('maps emojibase groups to the eight categories and skips components and ungrouped data', () => {
    expect(Object.keys(data.byCategory)).toEqual([...EMOJI_CATEGORIES]);
    expect(data.byCategory.people.map((emoji) => emoji.name)).toEqual(['grinning', 'thumbsup', 'shaking_face']);
    expect(data.byCategory.activity.map((emoji) => emoji.name)).toEqual(['tada']);
    expect(isEmojiNameValid(data, 'tone1')).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, undefined].map(categoryForGroup)).toEqual([
      'people', 'people', null, 'nature', 'food', 'travel', 'activity', 'objects', 'symbols', 'flags', null,
    ]);
  });

  it('searches by name, shortcode, description and tag, best first', () => {
    expect(searchEmojis(data, 'tada').map((emoji) => emoji.name)).toEqual(['tada']);
    expect(searchEmojis(data, ':+1:').map((emoji) => emoji.name)).toEqual(['thumbsup']);
    expect(searchEmojis(data, 'party').map((emoji) => emoji.name)).toEqual(['tada']);
    expect(searchEmojis(data, 'HAPPY').map((emoji) => emoji.name)).toEqual(['grinning']);
    expect(searchEmojis(data, 'face').map((emoji) => emoji.name)).toEqual(['grinning', 'shaking_face']);
    expect(searchEmojis(data, '  ')).toEqual([]);
  });
});

describe('loadEmojiData', () => {
  it('loads the real emojibase data on demand', async () => {
    const data = await loadEmojiData();
    expect(data.byName.get('thumbsup')?.unicode).toBe(BUILT_IN_AWARD_EMOJI.thumbsup);
    expect(data.byName.get('thumbsdown')?.unicode).toBe(BUILT_IN_AWARD_EMOJI.thumbsdown);
    expect(data.byCategory.flags.length).toBeGreaterThan(200);
    for (const category of EMOJI_CATEGORIES) expect(data.byCategory[category].length).toBeGreaterThan(0);
    expect(data.emojis.some((emoji) => emoji.label.includes('skin tone'))).toBe(false);
    expect(await loadEmojiData()).toBe(data);
  });
});

describe('frequently used emoji', () => {
  function memoryStorage(initial?: string) {
    const values = new Map<string, string>(initial === undefined ? [] : [[FREQUENTLY_USED_EMOJIS_STORAGE_KEY, initial]]);
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
  }
  const valid = (name: string) => ['thumbsup', 'tada', 'rocket'].includes(name);

  it('keeps only valid names, once each', () => {
    expect(getFrequentlyUsedEmojis(valid, memoryStorage('tada,nope,thumbsup,tada,'))).toEqual(['tada', 'thumbsup']);
  });

  it('appends new names under frequently_used_emojis', () => {
    const storage = memoryStorage('tada');
    expect(addFrequentlyUsedEmoji('rocket', valid, storage)).toEqual(['tada', 'rocket']);
    expect(addFrequentlyUsedEmoji('tada', valid, storage)).toEqual(['tada', 'rocket']);
    expect(addFrequentlyUsedEmoji('bogus', valid, storage)).toEqual(['tada', 'rocket']);
    expect(storage.values.get('frequently_used_emojis')).toBe('tada,rocket');
  });

  it('logs and ignores storage errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(getFrequentlyUsedEmojis(valid, broken)).toEqual([]);
    expect(addFrequentlyUsedEmoji('tada', valid, broken)).toEqual(['tada']);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
