import { epicNoteableProvider } from './epics/provider.ts';
import { issueNoteableProvider } from './issues/provider.ts';
import { registerNoteableProvider } from './notes/providers.ts';

/**
 * The composition root of the issuable kinds: each kind registers what the shared domains (notes,
 * quick actions) need from it. Imported for its effect by the app and the seed, never by a domain, so
 * shared domains depend on no kind. A new kind (merge requests) adds its registrations here.
 */
registerNoteableProvider(issueNoteableProvider);
registerNoteableProvider(epicNoteableProvider);
