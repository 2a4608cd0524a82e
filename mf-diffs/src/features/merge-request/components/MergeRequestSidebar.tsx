import { Link } from '@primer/react';
import { None, SidebarLabels, SidebarLock, SidebarNotifications, SidebarSection } from 'issuable-ui/react';
import { AssigneeAvatars, normalizeUser, UserAvatarLink } from 'shared-kernel/ui';
import type { IssueUser } from 'issuable-ui/react';
import type { MergeRequestPageData } from '../types';

function People({ users, label }: { users: readonly IssueUser[]; label: string }) {
  if (users.length === 0) return <None />;
  if (users.length > 3) return <AssigneeAvatars users={users} label={label} />;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {users.map((user) => (
        <li key={user.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <UserAvatarLink user={normalizeUser(user)} size={24} />
          <span>{user.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The merge request's sidebar: assignees, reviewers, labels, milestone (the issuable library's sections),
 * the discussion lock and the notifications toggle (the library's widgets over the merge request's API).
 */
export function MergeRequestSidebar({ mr }: { mr: MergeRequestPageData }) {
  return (
    <aside aria-label="Merge request sidebar" style={{ width: 290, flexShrink: 0 }}>
      <SidebarSection title="Assignees">
        <People users={mr.assignees ?? []} label="Assignees" />
      </SidebarSection>
      <SidebarSection title="Reviewers">
        <People users={mr.reviewers ?? []} label="Reviewers" />
      </SidebarSection>
      <SidebarLabels />
      <SidebarSection title="Milestone">{mr.milestone ? mr.milestone.web_url ? <Link href={mr.milestone.web_url}>{mr.milestone.title}</Link> : mr.milestone.title : <None />}</SidebarSection>
      <SidebarLock />
      <SidebarNotifications />
    </aside>
  );
}
