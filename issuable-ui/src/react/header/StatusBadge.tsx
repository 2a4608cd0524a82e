import { StateLabel } from 'shared-kernel/primer';
import { closedAs, type IssuableData } from '../../core';
import { toPagePath } from '../page/toPagePath';

/** Open / Closed, with "(duplicated)", "(moved)" or "(promoted)" linking to the target when closed that way. */
export function StatusBadge({ issue, size = 'medium' }: { issue: IssuableData; size?: 'small' | 'medium' }) {
  const closed = issue.state === 'closed';
  const how = closedAs(issue);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <StateLabel status={closed ? 'issueClosed' : 'issueOpened'} size={size} aria-label={`Status: ${closed ? 'Closed' : 'Open'}`}>
        {closed ? 'Closed' : 'Open'}
      </StateLabel>
      {how ? (
        <span>
          (<a href={toPagePath(how.url)}>{how.text}</a>)
        </span>
      ) : null}
    </span>
  );
}
