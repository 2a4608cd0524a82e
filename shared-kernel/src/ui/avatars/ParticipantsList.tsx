import { Button, Heading, Spinner } from 'shared-kernel/primer';
import { useState } from 'react';
import { UserAvatarLink } from './UserAvatarLink';
import { PARTICIPANTS_SHOWN_BY_DEFAULT, normalizeUser, type UserLike } from './users';

/** Props of {@link ParticipantsList}. */
export interface ParticipantsListProps {
  participants: readonly UserLike[];
  /** Shown before the "+ N more" toggle. Default 8 (issue-page spec §9). */
  numberOfLessParticipants?: number;
  loading?: boolean;
  /** Avatar size in px. Default 24. */
  size?: number;
}

/** The participants heading text: `1 Participant`, `3 Participants`. */
export function participantsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Participant' : 'Participants'}`;
}

/**
 * The sidebar's participants: a heading with the count, the first `numberOfLessParticipants` (8)
 * avatars, then a "+ N more" toggle that shows everyone and becomes "- show less".
 */
export function ParticipantsList({ participants, numberOfLessParticipants = PARTICIPANTS_SHOWN_BY_DEFAULT, loading = false, size = 24 }: ParticipantsListProps) {
  const [expanded, setExpanded] = useState(false);
  const users = participants.map(normalizeUser);
  const moreCount = Math.max(0, users.length - numberOfLessParticipants);
  const shown = expanded ? users : users.slice(0, numberOfLessParticipants);
  return (
    <section aria-label="Participants">
      <Heading as="h3" style={{ fontSize: 'var(--text-body-size-medium, 14px)', display: 'flex', gap: 8, alignItems: 'center' }}>
        {loading ? <Spinner size="small" srText="Loading participants" /> : participantsLabel(users.length)}
      </Heading>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base-size-4, 4px)', listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((user) => (
          <li key={user.id}>
            <UserAvatarLink user={user} size={size} />
          </li>
        ))}
      </ul>
      {moreCount > 0 && (
        <Button variant="invisible" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? '- show less' : `+ ${moreCount} more`}
        </Button>
      )}
    </section>
  );
}
