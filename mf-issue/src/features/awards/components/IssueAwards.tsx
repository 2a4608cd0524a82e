import { AwardsList, THUMBS_DOWN, THUMBS_UP } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { useAwards } from '../api/getAwards';
import { toggleAward } from '../api/toggleAward';

const DEFAULT_AWARDS = [THUMBS_UP, THUMBS_DOWN];

/** The issue's award bar: optimistic toggles (thumbs up/down exclusive), reverted with "Something went wrong on our end." */
export function IssueAwards() {
  const { ref, issue, currentUser, notify } = useIssueContext();
  const { awards, reload } = useAwards(ref);
  return (
    <div style={{ margin: '8px 0 16px' }}>
      <AwardsList
        awards={awards}
        currentUser={currentUser ? { id: currentUser.id, name: currentUser.name, username: currentUser.username } : null}
        canAward={issue.current_user.can_award_emoji}
        defaultAwards={DEFAULT_AWARDS}
        onToggle={async (name) => {
          await toggleAward(ref, name);
          reload();
        }}
        onError={(message) => notify({ variant: 'danger', message })}
      />
    </div>
  );
}
