import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { navigate } from 'shared-kernel/routing';
import { interceptLinkClicks, shouldHandleClick } from './linkClicks';
import { RouterNavigator } from './RouterNavigator';

function anchor(href: string, attrs: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.appendChild(a);
  return a;
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });

/** Renders the router and reports each location it shows. */
function renderRouter() {
  const seen: Array<{ pathname: string; search: string; hash: string }> = [];
  function Probe() {
    const { pathname, search, hash } = useLocation();
    seen.push({ pathname, search, hash });
    return null;
  }
  const view = render(
    <BrowserRouter>
      <RouterNavigator />
      <Probe />
    </BrowserRouter>,
  );
  return { seen, current: () => seen[seen.length - 1], view };
}

describe('routing', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("re-renders on navigate (the kernel's, through react-router) and on back", () => {
    const { current, view } = renderRouter();
    act(() => navigate('/gitlab-org/gitlab?x=1'));
    expect(current()).toEqual({ pathname: '/gitlab-org/gitlab', search: '?x=1', hash: '' });
    expect(window.location.pathname).toBe('/gitlab-org/gitlab');
    act(() => {
      window.history.replaceState(null, '', '/users/sign_in');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(current()?.pathname).toBe('/users/sign_in');
    view.unmount();
  });

  it('handles plain same-origin page links only', () => {
    const origin = window.location.origin;
    expect(shouldHandleClick(click(), anchor('/gitlab-org/gitlab'), origin)).toBe(true);
    expect(shouldHandleClick(click(), anchor('/-/modules'), origin)).toBe(true);
    expect(shouldHandleClick(click({ ctrlKey: true }), anchor('/x'), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor('/x', { target: '_blank' }), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor('https://elsewhere.example/x'), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor('/gitlab-org/gitlab/-/issues/1.json'), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor('/api/v4/projects'), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor(`/gitlab-org/gitlab/uploads/${'a'.repeat(32)}/notes.txt`), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor(`/groups/gitlab-org/-/uploads/${'b'.repeat(32)}/a.png`), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor('#note_1'), origin)).toBe(false);
    expect(shouldHandleClick(click(), anchor('/file', { download: '' }), origin)).toBe(false);
  });

  it('navigates in the page when a link anywhere is clicked', () => {
    const stop = interceptLinkClicks();
    const a = anchor('/groups/gitlab-org');
    const event = click();
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/groups/gitlab-org');
    stop();
  });

  it('a clicked link goes through react-router when the shell has registered it', () => {
    const { current, view } = renderRouter();
    const stop = interceptLinkClicks();
    act(() => {
      anchor('/gitlab-org/gitlab/-/issues/1#note_2').dispatchEvent(click());
    });
    expect(current()).toEqual({ pathname: '/gitlab-org/gitlab/-/issues/1', search: '', hash: '#note_2' });
    stop();
    view.unmount();
  });
});
