import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import type { MountedRemote, RemotePlatformOptions } from 'shared-kernel/remote';
import { trialRemote } from '../remote';
import type { TrialWidgetProps } from './TrialWidget';

export type { TrialWidgetProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export type TrialPlatformOptions = RemotePlatformOptions;

/** Props of {@link mount}: the widget's props plus the platform's endpoints. */
export interface TrialMountProps extends TrialWidgetProps {
  platform?: TrialPlatformOptions;
}

/** What {@link mount} returns: `update(props)` re-renders (a new `platform` is applied first), `unmount()` cleans up. */
export type MountedTrialWidget = MountedRemote<TrialMountProps>;

/**
 * Framework-neutral entry for integrators: renders the trial widget into `element` with its own
 * React root, Primer theme (light) and styles. The page needs no React of its own.
 */
export function mount(element: HTMLElement, props: TrialMountProps = {}): MountedTrialWidget {
  return trialRemote.mount(element, props);
}

export default mount;
