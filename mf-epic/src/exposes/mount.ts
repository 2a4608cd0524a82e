import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { createRemote, type MountedRemote, type RemotePlatformOptions } from 'shared-kernel/remote';
import type { SlotComponent } from 'shared-kernel/slots';
import EpicApp, { type EpicAppProps } from './EpicApp';
import EpicListApp, { type EpicListAppProps } from './EpicListApp';

export type { EpicAppProps, EpicListAppProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export type EpicPlatformOptions = RemotePlatformOptions;

/** Props of {@link mount}: which page and its props, plus the platform's endpoints. Without `page`, the epic page. */
export type EpicMountProps = ((EpicAppProps & { page?: 'epic' }) | (EpicListAppProps & { page: 'epic-list' })) & { platform?: EpicPlatformOptions };

/** What {@link mount} returns: `update(props)` re-renders (a new `platform` is applied first), `unmount()` cleans up. */
export type MountedEpicApp = MountedRemote<EpicMountProps>;

/**
 * mf-epic's entry points (this module's `mount`, and bootstrap.tsx's standalone page). Each page is
 * typed against the shell slot it fills, so a change of its props that breaks the slot fails here.
 */
export const epicRemote = createRemote({
  name: __MODULE_NAME__,
  pages: {
    epic: EpicApp satisfies SlotComponent<'epic.main'>,
    'epic-list': EpicListApp satisfies SlotComponent<'epic.list'>,
  },
  defaultPage: 'epic',
  standalone: () => import('../pages/StandalonePage').then((m) => m.StandalonePage),
});

/**
 * Framework-neutral entry for integrators: renders the epic page into `element` with its own React
 * root, Primer theme (light) and styles. The page needs no React of its own.
 */
export function mount(element: HTMLElement, props: EpicMountProps): MountedEpicApp {
  return epicRemote.mount(element, props);
}

export default mount;
