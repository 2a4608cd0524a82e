import { gid } from '../../graphql/context.ts';
import type { IssuableEventSubscriber } from '../issuables/events.ts';
import type { Live } from '../../plugins/live.ts';
import type { EpicRow } from './tables.ts';

/** Live channel of an epic's changes (`epics:<id>`); payloads carry ids only. */
export const epicsChannel = (epicId: number) => `epics:${epicId}`;

/** The channel the GraphQL `issuable*Updated` subscriptions listen on for an epic (as for issues). */
export const epicIssuableChannel = (epicId: number) => `issuable:${gid('Epic', epicId)}`;

/**
 * What an epic update changed, as the subscriptions tell them apart (the names where they
 * mean the same: `dates` are the epic's fixed start/due dates and whether they are fixed).
 */
export const EPIC_CHANGES = ['title', 'description', 'state', 'confidential', 'labels', 'color', 'dates'] as const;
export type EpicChange = (typeof EPIC_CHANGES)[number];

export async function publishEpicEvent(live: Live, epic: Pick<EpicRow, 'id' | 'groupId' | 'iid'>, event: 'updated' | 'deleted' | 'award_emoji', changes: readonly string[] = []): Promise<void> {
  await live.publish(epicsChannel(epic.id), { event, epic_id: epic.id, group_id: epic.groupId, iid: epic.iid });
  // The epic page's GraphQL subscriptions, like the issue page's (ids and change names only).
  if (event !== 'deleted') await live.publish(epicIssuableChannel(epic.id), { epic_id: epic.id, changes: [...changes] });
}

/** The live subscriber of epic events: LISTEN/NOTIFY for the epic page and the server's own listeners. */
export const publishEpicLive: IssuableEventSubscriber = async (event, { live }) => {
  const { issuable } = event;
  if (issuable.kind !== 'Epic' || issuable.group === null) return;
  const epic = { id: issuable.id, groupId: issuable.group.id, iid: issuable.iid };
  if (event.type === 'updated') await publishEpicEvent(live, epic, 'updated', event.changes);
  else if (event.type === 'touched') await publishEpicEvent(live, epic, event.reason === 'award_emoji' ? 'award_emoji' : 'updated');
  else if (event.type === 'deleted') await publishEpicEvent(live, epic, 'deleted');
};
