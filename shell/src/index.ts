// Async boundary: the share scope is negotiated before React or any other singleton runs.
import('./bootstrap');
