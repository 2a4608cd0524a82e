import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePlatform } from 'shared-kernel/api';
import EpicApp, { type EpicAppProps } from './EpicApp';
import IssueApp, { type IssueAppProps } from './IssueApp';
import NewIssueApp, { type NewIssueAppProps } from './NewIssueApp';

export type { EpicAppProps, IssueAppProps, NewIssueAppProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export interface IssuePlatformOptions {
  /** e.g. `http://localhost:3000`; the API must allow the page's origin with credentials. */
  apiBaseUrl?: string;
  /** e.g. `ws://localhost:3000/api/graphql`; passed on to `configurePlatform()` for the page's other clients. */
  graphqlWsUrl?: string;
}

/**
 * Props of {@link mount}: which page and its props, plus the platform's endpoints. Without `page`, the
 * issue page (as in 0.1.x); `page: 'epic'` the epic's issuable page, `page: 'new-issue'` the new-issue form.
 */
export type IssueMountProps = (
  | (IssueAppProps & { page?: 'issue' })
  | (EpicAppProps & { page: 'epic' })
  | (NewIssueAppProps & { page: 'new-issue' })
) & { platform?: IssuePlatformOptions };

function pageElement(props: IssueMountProps) {
  switch (props.page) {
    case 'epic':
      return createElement(EpicApp, { groupPath: props.groupPath, iid: props.iid });
    case 'new-issue':
      return createElement(NewIssueApp, { fullPath: props.fullPath, ...(props.addRelatedIssue === undefined ? {} : { addRelatedIssue: props.addRelatedIssue }), ...(props.issueType ? { issueType: props.issueType } : {}) });
    default:
      return createElement(IssueApp, { fullPath: props.fullPath, iid: props.iid, ...(props.issueType ? { issueType: props.issueType } : {}) });
  }
}

/** What {@link mount} returns. */
export interface MountedIssueApp {
  /** Re-renders with new props (a new `platform` is applied first). */
  update(props: IssueMountProps): void;
  /** Unmounts and restores the element's attributes; further calls do nothing. */
  unmount(): void;
}

const THEME_ATTRIBUTES = { 'data-color-mode': 'light', 'data-light-theme': 'light', 'data-dark-theme': 'dark' } as const;

/**
 * Framework-neutral entry for integrators: renders the issue page (or, with `page`, the epic page or
 * the new-issue form) into `element` with its own React root, Primer theme (light) and styles. The
 * page needs no React of its own.
 */
export function mount(element: HTMLElement, props: IssueMountProps): MountedIssueApp {
  const previousAttributes = Object.keys(THEME_ATTRIBUTES).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(THEME_ATTRIBUTES)) element.setAttribute(name, value);
  if (props.platform) configurePlatform(props.platform);
  const root = createRoot(element);
  let mounted = true;

  const render = (next: IssueMountProps) => {
    root.render(createElement(ThemeProvider, { colorMode: 'light' }, createElement(BaseStyles, null, pageElement(next))));
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
