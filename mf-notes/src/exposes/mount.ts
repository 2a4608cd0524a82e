import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePlatform } from 'shared-kernel/api';
import NotesApp, { type EpicNotesProps, type IssueNotesProps, type NotesAppProps } from './NotesApp';

export type { EpicNotesProps, IssueNotesProps, NotesAppProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export interface NotesPlatformOptions {
  /** e.g. `http://localhost:3000`; the API must allow the page's origin with credentials. */
  apiBaseUrl?: string;
  /** e.g. `ws://localhost:3000/api/graphql`; passed on to `configurePlatform()` for the page's other clients. */
  graphqlWsUrl?: string;
}

/** Props of {@link mount}: the notes area's props (issue or epic) plus the platform's endpoints. */
export type NotesMountProps = NotesAppProps & {
  platform?: NotesPlatformOptions;
};

/** What {@link mount} returns. */
export interface MountedNotesApp {
  /** Re-renders with new props (a new `platform` is applied first). */
  update(props: NotesMountProps): void;
  /** Unmounts and restores the element's attributes; further calls do nothing. */
  unmount(): void;
}

const THEME_ATTRIBUTES = { 'data-color-mode': 'light', 'data-light-theme': 'light', 'data-dark-theme': 'dark' } as const;

/**
 * Framework-neutral entry for integrators: renders the notes area into `element` with its own React
 * root, Primer theme (light) and styles. The page needs no React of its own.
 */
export function mount(element: HTMLElement, props: NotesMountProps): MountedNotesApp {
  const previousAttributes = Object.keys(THEME_ATTRIBUTES).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(THEME_ATTRIBUTES)) element.setAttribute(name, value);
  if (props.platform) configurePlatform(props.platform);
  const root = createRoot(element);
  let mounted = true;

  const render = ({ platform: _platform, ...appProps }: NotesMountProps) => {
    root.render(createElement(ThemeProvider, { colorMode: 'light' }, createElement(BaseStyles, null, createElement(NotesApp, appProps as NotesAppProps))));
  };
  render(props);

  return {
    update(next) {
      if (!mounted) return;
      if (next.platform) configurePlatform(next.platform);
      render(next);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      for (const [name, value] of previousAttributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    },
  };
}

export default mount;
