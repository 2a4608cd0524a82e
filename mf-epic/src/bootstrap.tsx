import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { epicRemote } from './exposes/mount';

// Standalone app for the team that owns mf-epic (index.html on :8083); the API is proxied.
void epicRemote.bootstrap();
