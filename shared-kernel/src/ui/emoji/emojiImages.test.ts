// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineGlEmoji, emojiImageName, emojiImageUrl, isEmojiSupported } from './emojiImages';

describe('emoji images', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names Twemoji's files: code points in hex, VS16 dropped unless the emoji is a ZWJ sequence", () => {
    expect(emojiImageName('👍')).toBe('1f44d');
    expect(emojiImageName('❤️')).toBe('2764');
    expect(emojiImageName('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308');
    expect(emojiImageName('👍🏽')).toBe('1f44d-1f3fd');
    expect(emojiImageUrl('🎉')).toBe('/-/emojis/1f389.svg');
  });

  it('keeps the text where no canvas can tell (jsdom), and turns gl-emoji into images where the glyph has no colour', () => {
    expect(isEmojiSupported('🙂')).toBe(true);
    defineGlEmoji();
    defineGlEmoji(); // defining twice is harmless
    const shown = document.createElement('div');
    shown.innerHTML = '<gl-emoji title="thumbs up" data-name="thumbsup">👍</gl-emoji>';
    document.body.append(shown);
    expect(shown.querySelector('img')).toBeNull();
    shown.remove();

    // A canvas that draws the glyph in grey only (an empty box, a monochrome font): the image instead.
    const grey = new Uint8ClampedArray(24 * 24 * 4).fill(90);
    const context = { clearRect: () => {}, fillText: () => {}, getImageData: () => ({ data: grey }) } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const missing = document.createElement('div');
    missing.innerHTML = '<gl-emoji title="unicorn" data-name="unicorn">🦄</gl-emoji>';
    document.body.append(missing);
    const img = missing.querySelector('gl-emoji > img');
    expect(img?.getAttribute('src')).toBe('/-/emojis/1f984.svg');
    expect(img?.getAttribute('alt')).toBe('🦄');
    expect(img?.getAttribute('title')).toBe('unicorn');
    missing.remove();
  });
});
