import { issuableQueryKey } from 'shared-kernel/query';
import { useAfterFirstContent, useQuery } from 'shared-kernel/react';
import { AwardsList, THUMBS_DOWN, THUMBS_UP, type Award } from 'shared-kernel/ui';
import { useIssuable } from '../page/IssuableContext';

const DEFAULT_AWARDS = [THUMBS_UP, THUMBS_DOWN];
const NO_AWARDS: Award[] = [];

/**
 * The issuable's award bar: the list read through the page's query cache (`issuableQueryKey(kind, fullPath, iid, 'awards')`,
 * so a bus or live invalidation of the issuable refreshes it), optimistic toggles (thumbs up/down
 * exclusive), reverted with "Something went wrong on our end.". The list is read once the page's first
 * content is on screen (`shared-kernel/first-content`); the default awards show until it is in.
 */
export function IssuableAwards() {
  const { api, issue, currentUser, notify } = useIssuable();
  const awards = useQuery({ queryKey: issuableQueryKey(api.kind, api.fullPath, api.iid, 'awards'), queryFn: ({ signal }) => api.awards.list(signal), enabled: useAfterFirstContent() });
  return (
    <div style={{ margin: '8px 0 16px' }}>
      <AwardsList
        awards={awards.data ?? NO_AWARDS}
        currentUser={currentUser ? { id: currentUser.id, name: currentUser.name, username: currentUser.username } : null}
        canAward={issue.current_user.can_award_emoji}
        defaultAwards={DEFAULT_AWARDS}
        onToggle={async (name) => {
          await api.awards.toggle(name);
          void awards.refetch();
        }}
        onError={(message) => notify({ variant: 'danger', message })}
      />
    </div>
  );
}
