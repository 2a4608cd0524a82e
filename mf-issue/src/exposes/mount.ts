import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { createRemote, type MountedRemote, type RemotePlatformOptions } from 'shared-kernel/remote';
import type { SlotComponent } from 'shared-kernel/slots';
import IssueApp, { type IssueAppProps } from './IssueApp';
import IssueListApp, { type IssueListAppProps } from './IssueListApp';
import NewIssueApp, { type NewIssueAppProps } from './NewIssueApp';

export type { IssueAppProps, IssueListAppProps, NewIssueAppProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export type IssuePlatformOptions = RemotePlatformOptions;

/**
 * Props of {@link mount}: which page and its props, plus the platform's endpoints. Without `page`, the
 * issue page (as in 0.1.x); `page: 'new-issue'` the new-issue form. (The epic page is mf-epic's since 0.3.0.)
 */
export type IssueMountProps = (
  | (IssueAppProps & { page?: 'issue' })
  | (NewIssueAppProps & { page: 'new-issue' })
  | (IssueListAppProps & { page: 'issue-list' })
) & { platform?: IssuePlatformOptions };

/** What {@link mount} returns: `update(props)` re-renders (a new `platform` is applied first), `unmount()` cleans up. */
export type MountedIssueApp = MountedRemote<IssueMountProps>;

/**
 * mf-issue's entry points (this module's `mount`, and bootstrap.tsx's standalone page). Each page is
 * typed against the shell slot it fills, so a change of its props that breaks the slot fails here.
 */
export const issueRemote = createRemote({
  name: __MODULE_NAME__,
  pages: {
    issue: IssueApp satisfies SlotComponent<'issue.main'>,
    'new-issue': NewIssueApp satisfies SlotComponent<'issue.new'>,
    'issue-list': IssueListApp satisfies SlotComponent<'issue.list'>,
  },
  defaultPage: 'issue',
  standalone: () => import('../pages/StandalonePage').then((m) => m.StandalonePage),
});

/**
 * Framework-neutral entry for integrators: renders the issue page (or, with `page: 'new-issue'`, the
 * new-issue form) into `element` with its own React root, Primer theme (light) and styles. The
 * page needs no React of its own.
 */
export function mount(element: HTMLElement, props: IssueMountProps): MountedIssueApp {
  return issueRemote.mount(element, props);
}

export default mount;
