// @vitest-environment jsdom
import 'shared-kernel/testing';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Award } from './awards';
import { AwardsList } from './AwardsList';
import { emojiFixture } from './emojiFixture.testing';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const me = { id: 1, name: 'Me', username: 'me' };
const ada = { id: 2, name: 'Ada', username: 'ada' };

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function button(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('AwardsList', () => {
  it('shows counts, who awarded and default thumbs without loading emoji data', () => {
    const load = vi.fn(() => Promise.resolve(emojiFixture()));
    render(
      <AwardsList awards={[{ id: 1, name: 'thumbsdown', user: ada }]} currentUser={me} onToggle={() => Promise.resolve()} defaultAwards={['thumbsup', 'thumbsdown']} loadEmojis={load} />,
    );
    const group = screen.getByRole('group', { name: 'Emoji reactions' });
    expect(within(group).getAllByRole('button', { pressed: false }).map((b) => b.getAttribute('aria-label'))).toEqual(['thumbsup 0', 'thumbsdown 1']);
    expect(button(/^thumbsdown/).getAttribute('title')).toBe('Ada reacted with :thumbsdown:');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads emoji glyphs for other awards', async () => {
    render(<AwardsList awards={[{ id: 1, name: 'tada', user: me }]} currentUser={me} onToggle={() => Promise.resolve()} loadEmojis={() => Promise.resolve(emojiFixture())} />);
    expect(button(/^tada 1/).getAttribute('aria-pressed')).toBe('true');
    expect(await within(button(/^tada/)).findByText('🎉')).toBeTruthy();
  });

  it('toggles optimistically, keeping thumbs up and down exclusive', async () => {
    const pending = deferred();
    const onToggle = vi.fn(() => pending.promise);
    render(<AwardsList awards={[{ id: 1, name: 'thumbsdown', user: me }]} currentUser={me} onToggle={onToggle} defaultAwards={['thumbsup', 'thumbsdown']} />);
    fireEvent.click(button(/^thumbsup/));
    expect(onToggle).toHaveBeenCalledWith('thumbsup');
    expect(button(/^thumbsup/).getAttribute('aria-label')).toBe('thumbsup 1');
    expect(button(/^thumbsup/).getAttribute('aria-pressed')).toBe('true');
    expect(button(/^thumbsdown/).getAttribute('aria-label')).toBe('thumbsdown 0');
    await act(async () => pending.resolve());
    expect(button(/^thumbsup/).getAttribute('aria-label')).toBe('thumbsup 1');
  });

  it('reverts and reports "Something went wrong on our end." when the toggle fails', async () => {
    const failure = new Error('500');
    const onError = vi.fn();
    const awards: Award[] = [{ id: 1, name: 'thumbsup', user: ada }];
    render(<AwardsList awards={awards} currentUser={me} onToggle={() => Promise.reject(failure)} onError={onError} />);
    await act(async () => fireEvent.click(button(/^thumbsup/)));
    expect(button(/^thumbsup/).getAttribute('aria-label')).toBe('thumbsup 1');
    expect(button(/^thumbsup/).getAttribute('aria-pressed')).toBe('false');
    expect(onError).toHaveBeenCalledWith('Something went wrong on our end.', failure);
  });

  it('replaces optimistic state with fresh awards from the server', () => {
    const { rerender } = render(<AwardsList awards={[]} currentUser={me} onToggle={() => new Promise(() => {})} defaultAwards={['thumbsup']} />);
    fireEvent.click(button(/^thumbsup/));
    expect(button(/^thumbsup/).getAttribute('aria-label')).toBe('thumbsup 1');
    rerender(<AwardsList awards={[{ id: 9, name: 'thumbsup', user: me }, { id: 10, name: 'thumbsup', user: ada }]} currentUser={me} onToggle={() => Promise.resolve()} defaultAwards={['thumbsup']} />);
    expect(button(/^thumbsup/).getAttribute('aria-label')).toBe('thumbsup 2');
  });

  it('is read-only when signed out or not allowed', () => {
    const onToggle = vi.fn(() => Promise.resolve());
    render(<AwardsList awards={[{ id: 1, name: 'thumbsup', user: ada }]} currentUser={null} onToggle={onToggle} />);
    fireEvent.click(button(/^thumbsup/));
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Add reaction' })).toBeNull();
  });

  it('awards from the emoji picker', async () => {
    const onToggle = vi.fn(() => Promise.resolve());
    render(<AwardsList awards={[]} currentUser={me} onToggle={onToggle} loadEmojis={() => Promise.resolve(emojiFixture())} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add reaction' }));
    fireEvent.click(await screen.findByRole('button', { name: 'tada' }));
    expect(onToggle).toHaveBeenCalledWith('tada');
    expect(button(/^tada 1/).getAttribute('aria-pressed')).toBe('true');
  });
});
