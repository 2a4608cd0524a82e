import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import type { UserRow } from '../users/tables.ts';

/**
 * Typed domain events of the issuable core, delivered in process. The core (each kind's update,
 * create and destroy services) publishes them **after its transaction committed**; subscribers
 * (activity: system notes; live: LISTEN/NOTIFY for live clients) never see half-written data and
 * re-read what they need. Subscribers run one after the other in registration order (activity before
 * live, so a live client that re-reads the notes finds the new system notes).
 */

/** The issuable an event is about: a project-level kind (issues) or a group-level one (epics). */
export interface IssuableRef {
  /** GitLab's class name (`Issue`, `Epic`): the notes' noteable type, the GlobalID type. */
  kind: string;
  id: number;
  iid: number;
  /** Project of project-level kinds, null for group-level ones. */
  projectId: number | null;
  /** Group of group-level kinds (their notes render in its context), null for project-level ones. */
  group: { id: number; fullPath: string } | null;
}

/** One line of the issuable's history, in GitLab's words (`closed`, `changed title from **a** to **b**`). */
export interface ActivityEntry {
  body: string;
  icon: string;
  action: string;
}

/** What changed, as live clients tell updates apart (`title`, `state`, `labels`, … per kind). */
export type IssuableChange = string;

export type IssuableEvent =
  | { type: 'created'; issuable: IssuableRef; actor: Pick<UserRow, 'id'> }
  | {
      type: 'updated';
      issuable: IssuableRef;
      actor: Pick<UserRow, 'id'>;
      at: Date;
      changes: readonly IssuableChange[];
      /** The history lines of this update, in order; `description` entries point at `descriptionVersionId`. */
      activity: readonly ActivityEntry[];
      descriptionVersionId: number | null;
    }
  /** Something around the issuable changed (an award, a link, time spent): no history line of its own. */
  | { type: 'touched'; issuable: IssuableRef; reason: string }
  | { type: 'deleted'; issuable: IssuableRef };

export interface EventContext {
  db: Db;
  live: Live;
}

export type IssuableEventSubscriber = (event: IssuableEvent, context: EventContext) => Promise<void>;

const subscribers: { name: string; handle: IssuableEventSubscriber }[] = [];

/** Adds a subscriber (domains/kinds.ts wires them); a name registered again replaces its handler. */
export function subscribeToIssuableEvents(name: string, handle: IssuableEventSubscriber): void {
  const existing = subscribers.find((entry) => entry.name === name);
  if (existing) existing.handle = handle;
  else subscribers.push({ name, handle });
}

/** Delivers events to every subscriber, in order. Call only after the transaction that wrote them committed. */
export async function publishIssuableEvents(context: EventContext, ...events: IssuableEvent[]): Promise<void> {
  for (const event of events) {
    for (const subscriber of subscribers) await subscriber.handle(event, context);
  }
}
