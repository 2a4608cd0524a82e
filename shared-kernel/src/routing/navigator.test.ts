// @vitest-environment jsdom
// @isolate: it drives the window's history, which other files' routers listen to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNavigator, navigate, registerNavigator } from 'shared-kernel/routing';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('navigate', () => {
  it('goes through the registered navigator, as a path', () => {
    const calls: Array<[string, object]> = [];
    const unregister = registerNavigator({ navigate: (path, options) => calls.push([path, options]) });
    expect(hasNavigator()).toBe(true);
    navigate(`${window.location.origin}/g/p/-/issues/1?x=1#note_2`);
    navigate('/users/sign_in', { replace: true });
    expect(calls).toEqual([
      ['/g/p/-/issues/1?x=1#note_2', {}],
      ['/users/sign_in', { replace: true }],
    ]);
    unregister();
    expect(hasNavigator()).toBe(false);
  });

  it('without a navigator, uses the History API and announces the change with popstate', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const popped: string[] = [];
    const onPop = () => popped.push(window.location.pathname);
    window.addEventListener('popstate', onPop);
    navigate('/gitlab-org/gitlab');
    expect(window.location.pathname).toBe('/gitlab-org/gitlab');
    expect(window.history.length).toBeGreaterThan(1);
    navigate('/gitlab-org', { replace: true });
    navigate('/gitlab-org/gitlab/-/issues/1#note_3');
    window.removeEventListener('popstate', onPop);
    expect(popped).toEqual(['/gitlab-org/gitlab', '/gitlab-org', '/gitlab-org/gitlab/-/issues/1']);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('an unregistered navigator that was replaced stays replaced', () => {
    const first = registerNavigator({ navigate: () => {} });
    const second = { navigate: vi.fn() };
    registerNavigator(second);
    first();
    navigate('/x');
    expect(second.navigate).toHaveBeenCalledWith('/x', {});
  });
});
