import { Heading, Label, Text } from '@primer/react';
import { accessLevelLabel } from 'shared-kernel/permissions';
import { UserAvatarLink } from 'shared-kernel/ui';
import type { Group } from '../../../lib/gitlabTypes';
import { ListSection } from '../../../components/ListSection';
import { useGroupMembers, useGroupProjects, useSubgroups } from '../api/groupContents';
import { NamespaceAvatar } from './NamespaceAvatar';

/**
 * A group's page (`/groups/<path>`, or `/<path>` naming a group): its avatar, name, description,
 * subgroups, projects and members, and the way to its epics. The API leaves out what the viewer may
 * not see (private subgroups and projects of which they are not members).
 */
export function GroupOverview({ group }: { group: Group }) {
  const subgroups = useSubgroups(group);
  const projects = useGroupProjects(group);
  const members = useGroupMembers(group);
  return (
    <div className="page">
      <header className="namespace-header">
        <NamespaceAvatar id={group.id} name={group.name} size={64} />
        <div>
          <Heading as="h1">
            {group.full_name} <Label>{group.visibility}</Label>
          </Heading>
          {group.description && <Text as="p">{group.description}</Text>}
          <Text as="p" className="meta">
            Group ID: {group.id}
          </Text>
        </div>
      </header>
      <nav aria-label="Group" className="namespace-links">
        <a href={`/groups/${group.full_path}/-/epics`}>Epics</a>
        <a href={`/groups/${group.full_path}#group-members`}>Members</a>
      </nav>
      <ListSection
        id="group-subgroups"
        title="Subgroups"
        state={subgroups}
        empty="This group has no subgroups you can see."
        render={(subgroup) => (
          <li key={subgroup.id}>
            <NamespaceAvatar id={subgroup.id} name={subgroup.name} size={24} />
            <a href={`/groups/${subgroup.full_path}`}>{subgroup.name}</a>
            <Label>{subgroup.visibility}</Label>
            {subgroup.description && <span className="meta">{subgroup.description}</span>}
          </li>
        )}
      />
      <ListSection
        id="group-projects"
        title="Projects"
        state={projects}
        empty="This group has no projects you can see."
        render={(project) => (
          <li key={project.id}>
            <NamespaceAvatar id={project.id} name={project.name} size={24} />
            <a href={`/${project.path_with_namespace}`}>{project.name}</a>
            <Label>{project.visibility}</Label>
            {project.description && <span className="meta">{project.description}</span>}
          </li>
        )}
      />
      <ListSection
        id="group-members"
        title="Members"
        state={members}
        empty="This group has no members."
        render={(member) => (
          <li key={member.id}>
            <UserAvatarLink user={{ id: member.id, name: member.name, username: member.username, avatarUrl: member.avatar_url, webUrl: null }} />
            <a href={`/${member.username}`}>{member.name}</a>
            <span className="meta">@{member.username}</span>
            <Label>{accessLevelLabel(member.access_level)}</Label>
          </li>
        )}
      />
    </div>
  );
}
