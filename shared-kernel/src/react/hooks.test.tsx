// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restClient } from '../api';
import { SESSION_SLOT } from '../api/csrf';
import { fakeAdapter } from 'shared-kernel/testing';
import { publish, resetEventBus, subscribe, type EventEnvelope } from '../event-bus';
import { clearGlobalSlot } from '../internal/globalSlot';
import { breakpointForWidth } from './breakpoints';
import { useEvent } from './useEvent';
import { useLocalStorage } from './useLocalStorage';
import { useMediaBreakpoint } from './useMediaBreakpoint';
import { usePublish } from './usePublish';
import { useSession } from './useSession';

afterEach(() => {
  cleanup();
  resetEventBus();
  clearGlobalSlot(SESSION_SLOT);
  localStorage.clear();
  vi.useRealTimers();
});

describe('useSession', () => {
  it('loads the session once and re-renders with the user', async () => {
    const fake = fakeAdapter(() => ({
      status: 200,
      data: { user: { id: 1, username: 'root', name: 'Admin', avatar_url: null, web_url: '/root', is_admin: true, state: 'active' }, csrf_token: 't' },
    }));
    restClient().defaults.adapter = fake.adapter;
    function Who() {
      const session = useSession();
      return <p>{session.status === 'ready' ? (session.user?.username ?? 'anonymous') : session.status}</p>;
    }
    render(
      <>
        <Who />
        <Who />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('root')).toHaveLength(2));
    expect(fake.requests).toHaveLength(1);
  });
});

describe('useEvent and usePublish', () => {
  it('receives events with the latest handler and unsubscribes on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useEvent('sidebar-collapse', handler), { initialProps: { handler: first } });
    rerender({ handler: second });
    act(() => void publish('sidebar-collapse', { collapsed: true, sidebar: 'right' }, { source: 'test' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ payload: { collapsed: true, sidebar: 'right' } }));
    unmount();
    publish('sidebar-collapse', { collapsed: false, sidebar: 'right' }, { source: 'test' });
    expect(second).toHaveBeenCalledOnce();
  });

  it('publishes with the given source through a stable function', () => {
    const seen: EventEnvelope<'status-changed'>[] = [];
    const unsubscribe = subscribe('status-changed', (envelope) => seen.push(envelope));
    const { result, rerender } = renderHook(() => usePublish('mf-issue'));
    const publishFn = result.current;
    rerender();
    expect(result.current).toBe(publishFn);
    result.current('status-changed', { issuableType: 'issue', id: 1, iid: 1, fullPath: 'g/p', state: 'closed' });
    unsubscribe();
    expect(seen[0]).toMatchObject({ source: 'mf-issue', payload: { state: 'closed' } });
  });
});

describe('useMediaBreakpoint', () => {
  it.each([
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
  ])('width %i → %s', (width, expected) => {
    expect(breakpointForWidth(width)).toBe(expected);
  });

  it('follows resizes after the debounce', () => {
    vi.useFakeTimers();
    const resize = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    };
    resize(1300);
    const { result } = renderHook(() => useMediaBreakpoint(150));
    expect(result.current).toBe('xl');
    act(() => resize(700));
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('xl');
    act(() => resize(500));
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe('xs');
  });
});

describe('useLocalStorage', () => {
  it('reads the initial value, writes JSON and shares the value between components', () => {
    const a = renderHook(() => useLocalStorage('sort_direction_Issue', 'asc'));
    const b = renderHook(() => useLocalStorage('sort_direction_Issue', 'asc'));
    expect(a.result.current[0]).toBe('asc');
    act(() => a.result.current[1]('desc'));
    expect(localStorage.getItem('sort_direction_Issue')).toBe('"desc"');
    expect(b.result.current[0]).toBe('desc');
    act(() => b.result.current[1]((previous) => `${previous}!`));
    expect(a.result.current[0]).toBe('desc!');
    act(() => a.result.current[1](undefined));
    expect(localStorage.getItem('sort_direction_Issue')).toBeNull();
    expect(b.result.current[0]).toBe('asc');
  });

  it('logs and ignores unreadable JSON and failing writes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('broken', '{not json');
    const { result } = renderHook(() => useLocalStorage('broken', { ok: true }));
    expect(result.current[0]).toEqual({ ok: true });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    act(() => result.current[1]({ ok: false }));
    expect(result.current[0]).toEqual({ ok: false });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useLocalStorage('theme', 'light'));
    act(() => {
      localStorage.setItem('theme', '"dark"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    });
    expect(result.current[0]).toBe('dark');
  });
});
