// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShortcutRegistry, resetShortcutRegistry } from '../shortcuts';
import { useShortcut } from './useShortcut';

afterEach(() => {
  cleanup();
  resetShortcutRegistry();
});

const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('useShortcut', () => {
  it('binds while mounted and enabled, with the latest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler, enabled }) => useShortcut('edit-description', handler, { scope: 'issue', enabled }), {
      initialProps: { handler: first, enabled: true },
    });
    rerender({ handler: second, enabled: true });
    press('e');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(getShortcutRegistry().list()).toEqual([expect.objectContaining({ scope: 'issue', id: 'edit-description' })]);
    rerender({ handler: second, enabled: false });
    press('e');
    expect(second).toHaveBeenCalledOnce();
    rerender({ handler: second, enabled: true });
    unmount();
    press('e');
    expect(second).toHaveBeenCalledOnce();
    expect(getShortcutRegistry().list()).toEqual([]);
  });

  it('takes custom keys', () => {
    const save = vi.fn();
    renderHook(() => useShortcut('save', save, { keys: ['mod+s', 'mod+enter'], description: 'Save', customizable: false }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
    expect(save).toHaveBeenCalledOnce();
  });
});
