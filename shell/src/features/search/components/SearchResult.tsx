import { Label, StateLabel } from 'shared-kernel/primer';
import { UserAvatarLink } from 'shared-kernel/ui';
import { issuePath } from '../../../routing/paths';
import type { SearchResults, SearchScope } from '../api/search';

/** Where a result leads in the shell. */
export function resultHref<S extends SearchScope>(scope: S, item: SearchResults[S]): string {
  switch (scope) {
    case 'projects':
      return `/${(item as SearchResults['projects']).path_with_namespace}`;
    case 'groups':
      return `/groups/${(item as SearchResults['groups']).full_path}`;
    case 'issues':
      return issuePath(item as SearchResults['issues']);
    default:
      return `/${(item as SearchResults['users']).username}`;
  }
}

/** One result as a list item: the link and what tells it apart (path, reference, state, visibility). */
export function SearchResult<S extends SearchScope>({ scope, item, compact = false }: { scope: S; item: SearchResults[S]; compact?: boolean }) {
  const href = resultHref(scope, item);
  if (scope === 'issues') {
    const issue = item as SearchResults['issues'];
    return (
      <li>
        {!compact && (
          <StateLabel status={issue.state === 'opened' ? 'issueOpened' : 'issueClosed'} variant="small">
            {issue.state === 'opened' ? 'Open' : 'Closed'}
          </StateLabel>
        )}
        <a href={href}>{issue.title}</a>
        <span className="meta">{issue.references.full}</span>
      </li>
    );
  }
  if (scope === 'projects') {
    const project = item as SearchResults['projects'];
    return (
      <li>
        <a href={href}>{project.name_with_namespace}</a>
        {!compact && <Label>{project.visibility}</Label>}
        {!compact && project.description && <span className="meta">{project.description}</span>}
      </li>
    );
  }
  if (scope === 'groups') {
    const group = item as SearchResults['groups'];
    return (
      <li>
        <a href={href}>{group.full_name}</a>
        {!compact && <Label>{group.visibility}</Label>}
        {!compact && group.description && <span className="meta">{group.description}</span>}
      </li>
    );
  }
  const user = item as SearchResults['users'];
  return (
    <li>
      {!compact && <UserAvatarLink user={{ id: user.id, name: user.name, username: user.username, avatarUrl: user.avatar_url, webUrl: null }} />}
      <a href={href}>{user.name}</a>
      <span className="meta">@{user.username}</span>
    </li>
  );
}
