import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import type { UserRow } from '../users/tables.ts';
import type { NoteRow } from './tables.ts';

/**
 * In-process events of the notes domain, published after the note's transaction committed, so other
 * domains (to-dos: mentions in comments) react to comments without notes calling them.
 */
export type NoteDomainEvent =
  | { type: 'note-created'; note: NoteRow; author: Pick<UserRow, 'id'> }
  /** The body was edited by `author` (not necessarily the note's author); `previousBody` is what it said before. */
  | { type: 'note-updated'; note: NoteRow; previousBody: string; author: Pick<UserRow, 'id'> };

export type NoteEventSubscriber = (event: NoteDomainEvent, context: { db: Db; live: Live }) => Promise<void>;

const subscribers: { name: string; handle: NoteEventSubscriber }[] = [];

/** Adds a subscriber (domains/kinds.ts wires them); a name registered again replaces its handler. */
export function subscribeToNoteEvents(name: string, handle: NoteEventSubscriber): void {
  const existing = subscribers.find((entry) => entry.name === name);
  if (existing) existing.handle = handle;
  else subscribers.push({ name, handle });
}

/** Delivers an event to every subscriber in order. Call only after the note's transaction committed. */
export async function publishNoteDomainEvent(context: { db: Db; live: Live }, event: NoteDomainEvent): Promise<void> {
  for (const subscriber of subscribers) await subscriber.handle(event, context);
}
