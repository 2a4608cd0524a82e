import { CounterLabel } from 'shared-kernel/primer';
import { UserAvatarLink } from './UserAvatarLink';
import { ASSIGNEES_MAX_VISIBLE, normalizeUser, visibleAvatars, type UserLike } from './users';

/** Props of {@link AssigneeAvatars}. */
export interface AssigneeAvatarsProps {
  users: readonly UserLike[];
  /** Slots, the counter included. Default 3 (issue-page spec §9). */
  maxVisible?: number;
  /** Avatar size in px. Default 24. */
  size?: number;
  /** Accessible name of the list. Default `'Assignees'`. */
  label?: string;
  /** Each assignee's name and `@username` beside the avatar, one per line (GitLab's sidebar). Default false. */
  showNames?: boolean;
}

/**
 * The assignee avatar list: at most `maxVisible` (3) slots; with more assignees the last slot is a
 * `+N` counter (`99+` above 99) whose title names the hidden assignees.
 */
export function AssigneeAvatars({ users, maxVisible = ASSIGNEES_MAX_VISIBLE, size = 24, label = 'Assignees', showNames = false }: AssigneeAvatarsProps) {
  const normalized = users.map(normalizeUser);
  const { shown, hiddenCount, counterLabel } = visibleAvatars(normalized, maxVisible);
  const hidden = normalized.slice(shown.length);
  return (
    <ul
      aria-label={label}
      style={{ display: 'flex', flexDirection: showNames ? 'column' : 'row', gap: showNames ? 8 : 'var(--base-size-4, 4px)', alignItems: showNames ? 'flex-start' : 'center', listStyle: 'none', margin: 0, padding: 0 }}
    >
      {shown.map((user) => (
        <li key={user.id} style={{ maxWidth: '100%' }}>
          <UserAvatarLink user={user} size={size} showName={showNames} />
        </li>
      ))}
      {counterLabel !== null && (
        <li>
          <CounterLabel aria-label={`${hiddenCount} more assignees`} title={hidden.map((user) => user.name).join(', ')}>
            {counterLabel}
          </CounterLabel>
        </li>
      )}
    </ul>
  );
}
