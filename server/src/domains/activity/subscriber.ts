import { recordDescriptionNote, recordSystemNote } from '../description-versions/service.ts';
import type { IssuableEventSubscriber } from '../issuables/events.ts';

/**
 * The activity domain: an issuable's history (system notes, and the description versions they point
 * at) is written from the core's events, so no kind calls the notes domain to tell its story. A
 * description entry becomes the "changed the description" note of the version saved with the update
 * (merged with the same user's change of the last 10 minutes); every other entry one system note.
 * Updates, creations (a moved or promoted issuable tells where it came from) and touches (a link, time
 * spent) may all carry history lines.
 */
export const recordIssuableActivity: IssuableEventSubscriber = async (event, { db, live }) => {
  if (event.type === 'deleted' || !event.activity?.length || !event.actor) return;
  const { issuable, actor } = event;
  const noteable = {
    type: issuable.kind as 'Issue' | 'Epic' | 'MergeRequest',
    id: issuable.id,
    project: issuable.projectId === null ? null : { id: issuable.projectId },
    ...(issuable.group ? { group: issuable.group } : {}),
  };
  for (const entry of event.activity) {
    if (event.type === 'updated' && entry.action === 'description' && event.descriptionVersionId !== null)
      await recordDescriptionNote(db, live, noteable, actor, event.descriptionVersionId, event.at);
    else await recordSystemNote(db, live, noteable, actor, entry);
  }
};
