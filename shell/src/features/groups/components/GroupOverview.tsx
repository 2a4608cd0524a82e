import { Heading, Label, Text } from 'shared-kernel/primer';
import type { Group } from '../../../lib/gitlabTypes';
import { ListSection } from '../../../components/ListSection';
import { MemberItem } from '../../../components/MemberItem';
import { NamespaceItem } from '../../../components/NamespaceItem';
import { useGroupMembers, useGroupProjects, useSubgroups } from '../api/groupContents';
import { NamespaceAvatar } from '../../../components/NamespaceAvatar';

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
        render={(subgroup) => <NamespaceItem key={subgroup.id} id={subgroup.id} name={subgroup.name} href={`/groups/${subgroup.full_path}`} visibility={subgroup.visibility} description={subgroup.description} />}
      />
      <ListSection
        id="group-projects"
        title="Projects"
        state={projects}
        empty="This group has no projects you can see."
        render={(project) => <NamespaceItem key={project.id} id={project.id} name={project.name} href={`/${project.path_with_namespace}`} visibility={project.visibility} description={project.description} />}
      />
      <ListSection
        id="group-members"
        title="Members"
        state={members}
        empty="This group has no members."
        render={(member) => <MemberItem key={member.id} member={member} />}
      />
    </div>
  );
}
