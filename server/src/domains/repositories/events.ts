import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';

/**
 * Typed repository events, delivered in process. Published **after** the refs moved: by the smart HTTP
 * endpoint once `git receive-pack` finished (one event per ref that changed, before/after read from the
 * refs on either side of the run), and by the commits/files API for each commit it makes on a branch.
 * Subscribers (merge requests: a new diff version when a source branch moved) re-read what they need.
 * Subscribers run one after the other in registration order; one that throws does not stop the others.
 */

/** The all-zero object id git uses for "no commit": `before` of a created ref, `after` of a deleted one. */
export const ZERO_SHA = '0000000000000000000000000000000000000000';

export interface RepositoryPushedEvent {
  type: 'pushed';
  projectId: number;
  /** Who pushed (the authenticated user of the push or the API call). */
  userId: number;
  /** The full ref name: `refs/heads/<branch>` or `refs/tags/<tag>`. */
  ref: string;
  /** The commit the ref pointed at before ({@link ZERO_SHA} when the ref was created). */
  before: string;
  /** The commit it points at now ({@link ZERO_SHA} when the ref was deleted). */
  after: string;
}

export type RepositoryEvent = RepositoryPushedEvent;

export interface RepositoryEventContext {
  db: Db;
  live: Live;
  /** The data directory: repositories are under `<dataDir>/repositories` (see git.ts repositoryPath). */
  dataDir: string;
}

export type RepositoryEventSubscriber = (event: RepositoryEvent, context: RepositoryEventContext) => Promise<void>;

const subscribers: { name: string; handle: RepositoryEventSubscriber }[] = [];

/** Adds a subscriber; a name registered again replaces its handler (so tests and reloads do not stack them). */
export function subscribeToRepositoryEvents(name: string, handle: RepositoryEventSubscriber): void {
  const existing = subscribers.find((entry) => entry.name === name);
  if (existing) existing.handle = handle;
  else subscribers.push({ name, handle });
}

/** Removes a subscriber by name (tests). */
export function unsubscribeFromRepositoryEvents(name: string): void {
  const index = subscribers.findIndex((entry) => entry.name === name);
  if (index >= 0) subscribers.splice(index, 1);
}

/**
 * Delivers events to every subscriber, in order. The refs already moved, so a failing subscriber must
 * not fail the push: its error is reported through `onError` (the server logs it) and the next runs.
 */
export async function publishRepositoryEvents(
  context: RepositoryEventContext,
  events: readonly RepositoryEvent[],
  onError: (error: unknown, subscriber: string) => void = () => {},
): Promise<void> {
  for (const event of events) {
    for (const subscriber of subscribers) {
      try {
        await subscriber.handle(event, context);
      } catch (error) {
        onError(error, subscriber.name);
      }
    }
  }
}

/** `refs/heads/<branch>` → `<branch>`; null for other refs (tags). */
export function branchOfRef(ref: string): string | null {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}
