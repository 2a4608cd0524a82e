import { restClient } from 'shared-kernel/api';
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

/** One page of a list and its total (`x-total`). */
export interface Listed<T> {
  items: T[];
  total: number;
}

const PER_PAGE = 100;

async function list<T>(url: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<Listed<T>> {
  const { data, headers } = await restClient().get<T[]>(url, { params: { per_page: PER_PAGE, ...params }, signal });
  const total = Number(headers['x-total']);
  return { items: data, total: Number.isFinite(total) && total >= data.length ? total : data.length };
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
