import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { diffsRemote } from './exposes/mount';

// Standalone app for the team that owns mf-diffs (index.html on :8084); the API is proxied.
void diffsRemote.bootstrap();
