import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { notesRemote } from './exposes/mount';

// Standalone app for the team that owns mf-notes (index.html on :8082); the API is proxied.
void notesRemote.bootstrap();
