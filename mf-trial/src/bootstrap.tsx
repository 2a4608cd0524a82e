import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { trialRemote } from './remote';

// Standalone app for the team that owns mf-trial (index.html on :8085); the API is proxied.
void trialRemote.bootstrap();
