import { createRemote } from 'shared-kernel/remote';
import TrialWidget from './exposes/TrialWidget';

/** mf-trial's entry points: `mount` (exposes/mount.ts) and the standalone page (bootstrap.tsx). */
export const trialRemote = createRemote({
  name: __MODULE_NAME__,
  app: TrialWidget,
  standalone: () => import('./pages/StandalonePage').then((m) => m.StandalonePage),
});
