import { expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import type { MountedRemote, RemotePlatformOptions } from 'shared-kernel/remote';

/** What {@link expectMountContract} needs of a remote's framework-neutral entry. */
export interface MountContractCase<P extends { platform?: RemotePlatformOptions }> {
  /** The remote's `mount(element, props)`. */
  mount: (element: HTMLElement, props: P) => MountedRemote<P>;
  /** The props of the first mount; their `platform.apiBaseUrl` must be set. */
  props: P & { platform: RemotePlatformOptions & { apiBaseUrl: string } };
  /** Text the mounted page shows once it has read the API. */
  shows: string;
  /** The full URLs the (faked) REST client requested so far. */
  urls: () => readonly string[];
  /** The path the page asks first (after the configured API base). */
  firstPath: string;
  /** Props of an `update`, and the path the page then asks. */
  update?: { props: P; path: string };
}

/**
 * The mount contract every remote's `mount` keeps (ARCHITECTURE.md, "Module Federation"): it renders into
 * the element with its own theme (light) against the configured API, `update(props)` re-renders, and
 * `unmount()` empties the element, gives it back its attributes and may be called twice. The REST double
 * (`fakeRestApi`) and the session are set up by the caller.
 */
export async function expectMountContract<P extends { platform?: RemotePlatformOptions }>(contract: MountContractCase<P>): Promise<void> {
  const element = document.createElement('div');
  element.setAttribute('data-color-mode', 'dark');
  document.body.append(element);
  try {
    const app = await act(async () => contract.mount(element, contract.props));
    expect(await screen.findByText(contract.shows)).toBeInTheDocument();
    expect(contract.urls()[0]).toBe(`${contract.props.platform.apiBaseUrl}${contract.firstPath}`);
    expect(element).toHaveAttribute('data-color-mode', 'light');

    if (contract.update) {
      const { props, path } = contract.update;
      await act(async () => app.update(props));
      await vi.waitFor(() => expect(contract.urls()).toContain(`${contract.props.platform.apiBaseUrl}${path}`));
    }

    act(() => app.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-color-mode', 'dark');
    expect(() => app.unmount()).not.toThrow();
  } finally {
    element.remove();
    resetPlatformConfig();
  }
}
