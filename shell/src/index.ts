// Start the two requests every page needs (who is signed in, which modules compose the page)
// while the shared libraries download; bootstrap hands them to the kernel and the registry.
// Plain fetch on purpose: the kernel's client is a shared module, not loaded before the boundary.
import { startPreload } from './app/preload';

startPreload();

// Async boundary: the share scope is negotiated before React or any other singleton runs.
import('./bootstrap');
