import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { createRemote, type MountedRemote, type RemotePlatformOptions } from 'shared-kernel/remote';
import type { SlotComponent } from 'shared-kernel/slots';
import DiffsApp, { type DiffsAppProps } from './DiffsApp';
import MergeRequestApp, { type MergeRequestAppProps } from './MergeRequestApp';

export type { DiffsAppProps, MergeRequestAppProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export type DiffsPlatformOptions = RemotePlatformOptions;

/** Props of {@link mount}: which page (`merge-request`, the default, or `diffs`) and its props, plus the platform's endpoints. */
export type DiffsMountProps = ((MergeRequestAppProps & { page?: 'merge-request' }) | (DiffsAppProps & { page: 'diffs' })) & { platform?: DiffsPlatformOptions };

/** What {@link mount} returns: `update(props)` re-renders (a new `platform` is applied first), `unmount()` cleans up. */
export type MountedDiffsApp = MountedRemote<DiffsMountProps>;

/**
 * mf-diffs' entry points (this module's `mount`, and bootstrap.tsx's standalone page). Each page is typed
 * against the shell slot it fills, so a change of its props that breaks the slot fails here.
 */
export const diffsRemote = createRemote({
  name: __MODULE_NAME__,
  pages: {
    'merge-request': MergeRequestApp satisfies SlotComponent<'merge_request.main'>,
    diffs: DiffsApp satisfies SlotComponent<'merge_request.diffs'>,
  },
  defaultPage: 'merge-request',
  standalone: () => import('../pages/StandalonePage').then((m) => m.StandalonePage),
});

/**
 * Framework-neutral entry for integrators: renders the merge request page (or its Changes tab with
 * `page: 'diffs'`) into `element` with its own React root, Primer theme (light) and styles.
 */
export function mount(element: HTMLElement, props: DiffsMountProps): MountedDiffsApp {
  return diffsRemote.mount(element, props);
}

export default mount;
