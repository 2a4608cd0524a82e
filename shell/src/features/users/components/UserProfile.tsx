import { Heading, Label, Text } from 'shared-kernel/primer';
import { formatDate, timeAgo } from 'shared-kernel/dates';
import { UserAvatarLink } from 'shared-kernel/ui';
import { ListSection } from '../../../components/ListSection';
import { NamespaceItem } from '../../../components/NamespaceItem';
import { useContributedProjects, useUser, useUserEvents, useUserGroups } from '../api/getProfile';

/**
 * A user's profile (`/<username>`, `/users/<username>`): avatar, name, username, member since, their
 * recent activity, their groups and the projects they contributed to, each as far as the reader may see.
 */
export function UserProfile({ user }: { user: { id: number; username: string; name: string; avatar_url: string | null; state: string } }) {
  const detail = useUser(user.id);
  const events = useUserEvents(user.id);
  const groups = useUserGroups(user.id);
  const projects = useContributedProjects(user.id);
  const projectPaths = new Map((projects.data?.items ?? []).map((project) => [project.id, project.path_with_namespace]));
  return (
    <div className="page">
      <header className="namespace-header">
        <UserAvatarLink user={{ id: user.id, name: user.name, username: user.username, avatarUrl: user.avatar_url, webUrl: null }} size={96} />
        <div>
          <Heading as="h1">
            {user.name} {user.state !== 'active' && <Label variant="danger">{user.state}</Label>}
          </Heading>
          <Text as="p" className="meta">
            @{user.username}
            {detail.data && ` · Member since ${formatDate(new Date(detail.data.created_at), 'mmmm d, yyyy')}`}
          </Text>
        </div>
      </header>
      <ListSection
        id="user-activity"
        title="Activity"
        state={events}
        empty="No activity you can see."
        render={(event) => {
          const path = projectPaths.get(event.project_id);
          return (
            <li key={event.id}>
              <span>{event.action_name === 'opened' ? 'Opened' : 'Closed'} issue</span>
              {path ? <a href={`/${path}/-/issues/${event.target_iid}`}>{event.target_title}</a> : <span>{event.target_title}</span>}
              {path && <span className="meta">{`${path}#${event.target_iid}`}</span>}
              <span className="meta">{timeAgo(new Date(event.created_at))}</span>
            </li>
          );
        }}
      />
      <ListSection
        id="user-groups"
        title="Groups"
        state={groups}
        empty="No groups you can see."
        render={(group) => <NamespaceItem key={group.id} id={group.id} name={group.full_name} href={`/groups/${group.full_path}`} visibility={group.visibility} description={group.description} />}
      />
      <ListSection
        id="user-projects"
        title="Contributed projects"
        state={projects}
        empty="No projects you can see."
        render={(project) => <NamespaceItem key={project.id} id={project.id} name={project.name_with_namespace} href={`/${project.path_with_namespace}`} visibility={project.visibility} description={project.description} />}
      />
    </div>
  );
}
