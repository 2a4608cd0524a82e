import { fakeSession } from 'shared-kernel/testing';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type { ComponentProps } from 'react';
import { fakeIssueApi } from '../test/fakeIssueApi';
import IssueApp from '../exposes/IssueApp';
import type * as SidebarModule from '../features/sidebar/components/IssueSidebar';

// How often the page's sidebar renders: it re-renders only when the page's body does.
const sidebarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/sidebar/components/IssueSidebar', async (importOriginal) => {
  const original = await importOriginal<typeof SidebarModule>();
  return {
    ...original,
    IssueSidebar: (props: ComponentProps<typeof original.IssueSidebar>) => {
      sidebarRenders.count += 1;
      return <original.IssueSidebar {...props} />;
    },
  };
});

// The observer the sticky header puts on the title, driven by the test.
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
class FakeIntersectionObserver {
  readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

beforeEach(() => {
  observers.length = 0;
  sidebarRenders.count = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('the sticky header', () => {
  it('appears once the title scrolls out of view; the title and the scroll re-render the bar, not the page', async () => {
    fakeSession('developer');
    fakeIssueApi();
    render(
      <ThemeProvider>
        <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
      </ThemeProvider>,
    );
    const title = await screen.findByRole('heading', { level: 1 });
    const observer = observers.find((entry) => entry.targets.includes(title));
    expect(observer).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Sticky header' })).toBeNull();
    const rendersBefore = sidebarRenders.count;
    act(() => observer!.callback([{ isIntersecting: false, boundingClientRect: { top: -40 } } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    expect(screen.getByRole('region', { name: 'Sticky header' })).toHaveTextContent(title.textContent ?? '');
    act(() => observer!.callback([{ isIntersecting: true, boundingClientRect: { top: 10 } } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    expect(screen.queryByRole('region', { name: 'Sticky header' })).toBeNull();
    expect(sidebarRenders.count).toBe(rendersBefore);
  });
});
