import { autocompleteEpics } from './epics/autocomplete.ts';
import { autocompleteMergeRequests } from './merge-requests/autocomplete.ts';
import { registerAutocompleteSource } from './editor/sources.ts';
import { epicKind } from './epics/kind.ts';
import { epicNoteableProvider } from './epics/provider.ts';
import { registerIssuableKind } from './issuables/kind.ts';
import { issueKind } from './issues/kind.ts';
import { issueNoteableProvider } from './issues/provider.ts';
import { registerNoteableProvider } from './notes/providers.ts';
import { recordIssuableActivity } from './activity/subscriber.ts';
import { subscribeToIssuableEvents } from './issuables/events.ts';
import { publishEpicLive } from './epics/live.ts';
import { publishEpicTreeLive } from './epics/treeLive.ts';
import { publishIssueLive } from './issues/live.ts';
import { subscribeToNoteEvents } from './notes/events.ts';
import { recordIssuableTodos, recordNoteTodos } from './todos/subscriber.ts';
import { onBranchPushed } from './merge-requests/service.ts';
import { noteSuggestionsSubscriber, outdateSuggestions } from './suggestions/service.ts';
import { mergeRequestKind } from './merge-requests/kind.ts';
import { mergeRequestNoteableProvider } from './merge-requests/provider.ts';
import { mergeRequestReferenceLookup } from './merge-requests/references.ts';
import { registerReferenceLookup } from './references/lookups.ts';
import { branchOfRef, subscribeToRepositoryEvents, ZERO_SHA } from './repositories/events.ts';

/**
 * The composition root of the issuable kinds: each kind registers what the shared domains (notes,
 * quick actions) need from it, and the subscribers of the core's events are wired here. Imported for
 * its effect by the app and the seed, never by a domain, so shared domains depend on no kind. A new
 * kind (merge requests) adds its registrations here.
 */
// Each kind's shared web JSON and REST routes come from its registration (issuables/routes.ts).
registerIssuableKind(issueKind);
registerIssuableKind(epicKind);
registerIssuableKind(mergeRequestKind);

registerNoteableProvider(issueNoteableProvider);
registerNoteableProvider(epicNoteableProvider);
registerNoteableProvider(mergeRequestNoteableProvider);

// `!iid` in Markdown links to the project's merge request (redaction hides it from who may not read it).
registerReferenceLookup('mergeRequest', mergeRequestReferenceLookup);

// The editor's `&` and `!` autocomplete.
registerAutocompleteSource('epics', autocompleteEpics);
registerAutocompleteSource('merge_requests', autocompleteMergeRequests);

// After commit, in this order: the history first, then the live channels (a client that re-reads on a
// live event finds the new system notes).
subscribeToIssuableEvents('activity', recordIssuableActivity);
subscribeToIssuableEvents('todos', recordIssuableTodos);
subscribeToNoteEvents('todos', recordNoteTodos);
// A DiffNote's ```suggestion blocks become its suggestions when it is written or edited.
subscribeToNoteEvents('suggestions', noteSuggestionsSubscriber);
subscribeToIssuableEvents('issue-live', publishIssueLive);
subscribeToIssuableEvents('epic-live', publishEpicLive);
// The epic tree's pages: a child added, removed, moved or changed as its row shows it.
subscribeToIssuableEvents('epic-tree-live', publishEpicTreeLive);

// A push to a branch: the open merge requests from it get a new diff version.
subscribeToRepositoryEvents('merge-request-versions', async (event, { db, live, dataDir }) => {
  const branch = branchOfRef(event.ref);
  if (event.type !== 'pushed' || branch === null || event.after === ZERO_SHA) return;
  await onBranchPushed(db, live, dataDir, event.projectId, branch, event.userId);
});

// After the new version: suggestions whose lines the push changed are outdated (Suggestions::OutdateService).
subscribeToRepositoryEvents('suggestions-outdate', async (event, { db, live, dataDir }) => {
  const branch = branchOfRef(event.ref);
  if (event.type !== 'pushed' || branch === null || event.after === ZERO_SHA) return;
  await outdateSuggestions(db, live, dataDir, event.projectId, branch);
});
