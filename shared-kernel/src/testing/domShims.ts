// jsdom lacks a few browser APIs that Primer uses on mount; `shared-kernel/testing` installs these on import.
class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const globals = globalThis as Record<string, unknown>;
globals.ResizeObserver ??= ResizeObserverShim;
globals.IntersectionObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
};
if (typeof HTMLElement !== 'undefined') {
  HTMLElement.prototype.scrollIntoView ??= function scrollIntoView(): void {};
  // Primer's tooltips use the Popover API; without it they load a polyfill that jsdom cannot run.
  if (!('popover' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'popover', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('popover');
      },
      set(this: HTMLElement, value: string | null) {
        if (value === null) this.removeAttribute('popover');
        else this.setAttribute('popover', value);
      },
    });
    const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
    proto.showPopover = function showPopover(): void {};
    proto.hidePopover = function hidePopover(): void {};
    proto.togglePopover = function togglePopover(): boolean {
      return false;
    };
  }
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined') {
  // Primer's SelectPanel scrolls its list to the active option; jsdom has no scrolling.
  Element.prototype.scrollTo ??= function scrollTo(): void {};
  // A new page scrolls to the top (navigate); jsdom only reports that as not implemented.
  if (window.navigator.userAgent.includes('jsdom')) window.scrollTo = () => {};
  // Primer announces list changes through <live-region>; under Node it resolves the package's SSR
  // build, which registers the element with a DOM shim instead of jsdom's registry.
  if (!window.customElements.get('live-region')) {
    const done = () => Object.assign(Promise.resolve(), { cancel: () => {} });
    window.customElements.define(
      'live-region',
      class extends HTMLElement {
        announce = done;
        announceFromElement = done;
        clear(): void {}
      },
    );
  }
}
