import { graphqlErrorMessages, mutateLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's `timelineEventPromoteFromNote` (promote_timeline_event.mutation.graphql, the fields the notes app reads). */
export const PROMOTE_TIMELINE_EVENT_MUTATION = /* GraphQL */ `
  mutation notesPromoteTimelineEvent($input: TimelineEventPromoteFromNoteInput!) {
    timelineEventPromoteFromNote(input: $input) {
      timelineEvent {
        id
      }
      errors
    }
  }
`;

export const PROMOTE_SUCCESS = 'Comment added to the timeline';
export const PROMOTE_GENERIC_ERROR = 'Something went wrong while promoting the note to timeline event.';

/** "Error promoting the note to timeline event: {error}" with the payload's errors joined by a period. */
export function promoteErrorMessage(errors: readonly string[]): string {
  return `Error promoting the note to timeline event: ${errors.join('. ')}`;
}

interface PromoteData {
  timelineEventPromoteFromNote: { timelineEvent: { id: string } | null; errors: string[] } | null;
}

/** A failed promotion, with the text to show. */
export class PromoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PromoteError';
  }
}

/**
 * Promotes a comment to its incident's timeline. Rejects with a {@link PromoteError} whose message is
 * the text to show: the payload's errors ("Error promoting …: a. b"), a top-level error's message
 * (as GitLab's notes app shows `error.message`), or the generic text.
 */
export async function promoteToTimeline(noteId: string): Promise<string> {
  let data: PromoteData;
  try {
    data = await mutateLive<PromoteData>(PROMOTE_TIMELINE_EVENT_MUTATION, { input: { noteId: `gid://gitlab/Note/${noteId}` } });
  } catch (error) {
    const messages = graphqlErrorMessages(error);
    throw new PromoteError(messages && messages.length > 0 ? messages.join('. ') : PROMOTE_GENERIC_ERROR);
  }
  const payload = data.timelineEventPromoteFromNote;
  if (!payload) throw new PromoteError(PROMOTE_GENERIC_ERROR);
  if (payload.errors.length > 0) throw new PromoteError(promoteErrorMessage(payload.errors));
  if (!payload.timelineEvent) throw new PromoteError(PROMOTE_GENERIC_ERROR);
  return payload.timelineEvent.id;
}
