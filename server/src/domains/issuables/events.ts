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
  /** system_note_metadata.action; a line without one gets no metadata row (e.g. "promoted from issue"). */
  action?: string;
  /** An internal system note, hidden like internal comments (the e-mail participants' addresses). */
  internal?: boolean;
}

/** Rows of a relation an update added and removed (ids: users for assignees, labels for labels). */
export interface IdChange {
  added: readonly number[];
  removed: readonly number[];
}

/**
 * What an update changed, structured, for subscribers that act on the values rather than the history
 * text (to-dos: who was newly assigned, whether it was closed). Only what changed is present.
 */
export interface IssuableDelta {
  state?: { from: string; to: string };
  assignees?: IdChange;
  labels?: IdChange;
  milestone?: { from: number | null; to: number | null };
  /** The epic an issue belongs to (epic ids): the epic tree's live events tell both levels. */
  epic?: { from: number | null; to: number | null };
}

/** What changed, as live clients tell updates apart (`title`, `state`, `labels`, … per kind). */
export type IssuableChange = string;

/**
 * Why something around an issuable changed without a change of its own fields: an award (live clients
 * get the emoji's name), a link to another issuable, a metric image, time spent, e-mail participants,
 * an incident timeline event.
 */
export type TouchReason = 'award_emoji' | 'link' | 'metric_image' | 'time_spent' | 'quick_actions' | 'email_participants' | 'timeline_event' | 'approval';

export type IssuableEvent =
  | {
      type: 'created';
      issuable: IssuableRef;
      actor: Pick<UserRow, 'id'>;
      /** History lines of the new issuable (a moved or promoted one tells where it came from). */
      activity?: readonly ActivityEntry[];
      /** The issuable this one was copied from (moved, promoted): its mentions were told there already. */
      copiedFrom?: IssuableRef;
    }
  | {
      type: 'updated';
      issuable: IssuableRef;
      actor: Pick<UserRow, 'id'>;
      at: Date;
      changes: readonly IssuableChange[];
      /** What changed, structured (who was assigned, the new state…). */
      delta: IssuableDelta;
      /** The history lines of this update, in order; `description` entries point at `descriptionVersionId`. */
      activity: readonly ActivityEntry[];
      descriptionVersionId: number | null;
    }
  /**
   * Something around the issuable changed (an award, a link, time spent): no field of its own. It may
   * still tell its history (`activity`: "marked this issue as related to #2", "added 1h of time spent").
   */
  | {
      type: 'touched';
      issuable: IssuableRef;
      reason: TouchReason;
      actor?: Pick<UserRow, 'id'>;
      activity?: readonly ActivityEntry[];
      /** The emoji's name, for `award_emoji`. */
      award?: string;
    }
  | {
      type: 'deleted';
      issuable: IssuableRef;
      /** The epic it was a child of when deleted (an issue's epic, an epic's parent): that tree level changed. */
      parentEpicId?: number | null;
    };

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
