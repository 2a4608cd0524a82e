import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { issueRemote } from './exposes/mount';

// Standalone app for the team that owns mf-issue (index.html on :8081); the API is proxied.
void issueRemote.bootstrap();
