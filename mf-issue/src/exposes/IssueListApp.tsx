import type { SlotComponent } from 'shared-kernel/slots';
import { IssueList } from '../features/issue-list/components/IssueList';

/** Props of the `./IssueListApp` slot component (public API: a breaking change bumps the major version). */
export interface IssueListAppProps {
  /** A project's list: its full path, e.g. `gitlab-org/gitlab`. */
  fullPath?: string;
  /** Without a project: the viewer's issues across projects (the dashboard's lists). */
  scope?: 'assigned_to_me' | 'created_by_me';
  /**
   * The host's 404 page, for a project that does not exist or the viewer may not read; on the viewer's
   * own lists (no `fullPath`) while signed out, the host's sign-in prompt.
   */
  onNotFound?: () => void;
}

/**
 * An issue list page for the shell's `issue.list` slot: tabs with counts, filtered search, sort, pages
 * and bulk edit. A project's list with `fullPath`, the viewer's (assigned to them by default) without.
 */
function IssueListApp({ fullPath, scope, onNotFound }: IssueListAppProps) {
  return fullPath ? <IssueList key={fullPath} source={{ kind: 'project', fullPath }} onNotFound={onNotFound} /> : <IssueList key={scope} source={{ kind: 'dashboard', scope: scope ?? 'assigned_to_me' }} onNotFound={onNotFound} />;
}

export default IssueListApp satisfies SlotComponent<'issue.list'>;
