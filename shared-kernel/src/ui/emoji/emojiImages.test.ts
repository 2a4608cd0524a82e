// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { EmojiGlyph } from './EmojiGlyph';
import { defineGlEmoji, emojiImageName, emojiImageUrl, isEmojiSupported, knownEmojiSupport } from './emojiImages';

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

  it('EmojiGlyph probes an emoji not seen yet at an idle moment, showing its text until then, and a known one at once', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const grey = new Uint8ClampedArray(24 * 24 * 4).fill(90);
    const context = { clearRect: () => {}, fillText: () => {}, getImageData: () => ({ data: grey }) } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    try {
      expect(knownEmojiSupport('🦖')).toBeUndefined();
      const first = render(createElement(EmojiGlyph, { unicode: '🦖', title: 'dinosaur' }));
      expect(first.container.textContent).toBe('🦖');
      expect(idle).toHaveLength(1);
      act(() => idle[0]!());
      expect(screen.getByRole('img', { name: '🦖' }).getAttribute('src')).toBe('/-/emojis/1f996.svg');
      expect(knownEmojiSupport('🦖')).toBe(false);
      first.unmount();
      // Known now: the image without waiting.
      render(createElement(EmojiGlyph, { unicode: '🦖' }));
      expect(screen.getByRole('img', { name: '🦖' })).toBeTruthy();
      expect(idle).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
