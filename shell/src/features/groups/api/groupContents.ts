import { getListed as list } from '../../../lib/listed';
import { useQuery } from 'shared-kernel/react';
import type { Group, Project } from '../../../lib/gitlabTypes';

/** GitLab's Member entity (the parts the group page shows). */
export interface GroupMember {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  web_url: string;
  access_level: number;
}

const groupUrl = (group: Pick<Group, 'id'>, suffix: string) => `/api/v4/groups/${group.id}/${suffix}`;

/** GET /groups/:id/subgroups: the direct subgroups the viewer may see. */
export function useSubgroups(group: Pick<Group, 'id'>) {
  return useQuery({ queryKey: ['shell', 'group', group.id, 'subgroups'], queryFn: ({ signal }) => list<Group>(groupUrl(group, 'subgroups'), {}, signal) });
}

/** GET /groups/:id/projects: the group's own projects the viewer may see, by name. */
export function useGroupProjects(group: Pick<Group, 'id'>) {
  return useQuery({
    queryKey: ['shell', 'group', group.id, 'projects'],
    queryFn: ({ signal }) => list<Project>(groupUrl(group, 'projects'), { order_by: 'name', sort: 'asc' }, signal),
  });
}

/** GET /groups/:id/members/all: direct and inherited members, highest level first. */
export function useGroupMembers(group: Pick<Group, 'id'>) {
  return useQuery({ queryKey: ['shell', 'group', group.id, 'members'], queryFn: ({ signal }) => list<GroupMember>(groupUrl(group, 'members/all'), {}, signal) });
}
