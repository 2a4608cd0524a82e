// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_MAX_HEIGHT, placeMenu, textareaCaretRect } from './caretPosition';

const container = { left: 100, top: 200, width: 600 };

describe('placeMenu: the suggestions open at the caret', () => {
  it('puts the menu’s left edge at the trigger and its top under the caret’s line', () => {
    expect(placeMenu({ left: 250, top: 230, bottom: 250 }, container, 1000)).toEqual({ left: 150, top: 52, above: false });
  });

  it('keeps the menu inside the container when the caret is near its right edge', () => {
    // 600 wide container, 420 wide menu: its left edge goes no further than 180.
    expect(placeMenu({ left: 650, top: 230, bottom: 250 }, container, 1000).left).toBe(180);
    // A container narrower than the menu: the menu starts at its left edge.
    expect(placeMenu({ left: 650, top: 230, bottom: 250 }, { ...container, width: 300 }, 1000).left).toBe(0);
  });

  it('opens above the line when the window has no room below but has room above', () => {
    const nearBottom = { left: 250, top: 900, bottom: 920 };
    expect(placeMenu(nearBottom, container, 920 + MENU_MAX_HEIGHT - 10)).toEqual({ left: 150, top: 698, above: true });
    // Room enough below: under the line.
    expect(placeMenu(nearBottom, container, 920 + MENU_MAX_HEIGHT + 10).above).toBe(false);
  });
});

describe('textareaCaretRect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures the caret in a copy of the field (same font and box) and adds the field’s place, border and scroll', () => {
    // jsdom lays nothing out: a marker's offsets come from the text before it (8 px a character, 20 px a line).
    const copies: Array<{ text: string; font: string; width: string }> = [];
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const before = this.parentElement?.firstChild?.textContent ?? '';
      return (before.length - before.lastIndexOf('\n') - 1) * 8;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      const mirror = this.parentElement as HTMLElement;
      copies.push({ text: mirror.firstChild?.textContent ?? '', font: mirror.style.fontFamily, width: mirror.style.width });
      return (mirror.firstChild?.textContent ?? '').split('\n').length * 20 - 20;
    });
    const field = document.createElement('textarea');
    field.style.fontFamily = 'monospace';
    field.style.width = '500px';
    field.style.lineHeight = '20px';
    field.style.borderTopWidth = '1px';
    field.style.borderLeftWidth = '1px';
    field.style.borderStyle = 'solid';
    field.value = 'first line\nsee @ro and more';
    // Other files of this worker may have left elements in the body (shared environment): count from here.
    const bodyElements = document.body.children.length;
    document.body.appendChild(field);
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ left: 40, top: 300, right: 540, bottom: 400, width: 500, height: 100, x: 40, y: 300, toJSON: () => ({}) });
    Object.defineProperty(field, 'scrollTop', { value: 5 });

    // The `@` is 4 characters into the second line.
    const at = field.value.indexOf('@');
    expect(textareaCaretRect(field, at)).toEqual({ left: 40 + 1 + 4 * 8, top: 300 + 1 + 20 - 5, bottom: 300 + 1 + 20 - 5 + 20 });
    expect(copies).toEqual([{ text: 'first line\nsee ', font: 'monospace', width: '500px' }]);
    // The copy is gone again.
    expect(document.body.children).toHaveLength(bodyElements + 1);
    field.remove();
  });
});
