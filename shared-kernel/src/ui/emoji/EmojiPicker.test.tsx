// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmojiPicker } from './EmojiPicker';
import { emojiFixture } from './emojiFixture.testing';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const load = () => Promise.resolve(emojiFixture());

describe('EmojiPicker', () => {
  it('shows category tabs and 9 emoji per row', async () => {
    render(<EmojiPicker onSelect={() => {}} loadEmojis={load} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Activity', 'Smileys & People', 'Nature', 'Food', 'Travel & Places', 'Objects', 'Symbols', 'Flags',
    ]);
    expect(screen.getByRole('grid', { name: 'Activity' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Smileys & People' }));
    const grid = screen.getByRole('grid', { name: 'Smileys & People' });
    expect(within(grid).getAllByRole('row').map((row) => within(row).getAllByRole('button').length)).toEqual([9, 6]);
  });

  it('searches by name, shortcode and tag and selects with Enter', async () => {
    const onSelect = vi.fn();
    render(<EmojiPicker onSelect={onSelect} loadEmojis={load} />);
    const search = screen.getByRole('textbox', { name: 'Search for an emoji' });
    await screen.findAllByRole('tab');
    fireEvent.change(search, { target: { value: '+1' } });
    expect(within(screen.getByRole('grid', { name: 'Search results' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['thumbsup']);
    fireEvent.change(search, { target: { value: 'party' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('tada');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No emoji found.')).toBeTruthy();
  });

  it('moves focus with the arrow keys and remembers chosen emoji as frequently used', async () => {
    const onSelect = vi.fn();
    localStorage.setItem('frequently_used_emojis', 'rocket,not_an_emoji');
    const { unmount } = render(<EmojiPicker onSelect={onSelect} loadEmojis={load} autoFocus={false} />);
    expect(await screen.findByRole('tab', { name: 'Frequently used' })).toBeTruthy();
    const frequent = screen.getByRole('grid', { name: 'Frequently used' });
    expect(within(frequent).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['rocket']);
    fireEvent.click(screen.getByRole('tab', { name: 'Smileys & People' }));
    const first = screen.getByRole('button', { name: 'thumbsup' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('thumbsdown');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('face_7');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('thumbsup');
    fireEvent.click(screen.getByRole('button', { name: 'grinning' }));
    expect(onSelect).toHaveBeenCalledWith('grinning');
    expect(localStorage.getItem('frequently_used_emojis')).toBe('rocket,grinning');
    unmount();
  });

  it('reports a failed load', async () => {
    const onError = vi.fn();
    const failure = new Error('chunk failed');
    render(<EmojiPicker onSelect={() => {}} onError={onError} loadEmojis={() => Promise.reject(failure)} />);
    expect((await screen.findByRole('alert')).textContent).toBe('We encountered an error while adding the remaining categories');
    expect(onError).toHaveBeenCalledWith('We encountered an error while adding the remaining categories', failure);
  });
});
