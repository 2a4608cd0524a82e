import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { Group, Project } from '../../../lib/gitlabTypes';
import { getListed } from '../../../lib/listed';

/** GET /users/:id (the parts the profile shows). */
export interface UserDetail {
  id: number;
  username: string;
  name: string;
  state: string;
  avatar_url: string | null;
  created_at: string;
}

/** GitLab's Event entity (the parts the activity list shows). */
export interface UserEvent {
  id: number;
  project_id: number;
  action_name: string;
  target_iid: number;
  target_type: string;
  target_title: string;
  created_at: string;
}

export function useUser(id: number) {
  return useQuery({ queryKey: ['shell', 'user', id], queryFn: async ({ signal }) => (await restClient().get<UserDetail>(`/api/v4/users/${id}`, { signal })).data });
}

/** GET /users/:id/events: the latest contribution events the reader may see. */
export function useUserEvents(id: number) {
  return useQuery({ queryKey: ['shell', 'user', id, 'events'], queryFn: ({ signal }) => getListed<UserEvent>(`/api/v4/users/${id}/events`, { per_page: 20 }, signal) });
}

/** GET /users/:id/contributed_projects: the projects the user contributed to that the reader may see. */
export function useContributedProjects(id: number) {
  return useQuery({ queryKey: ['shell', 'user', id, 'contributed_projects'], queryFn: ({ signal }) => getListed<Project>(`/api/v4/users/${id}/contributed_projects`, {}, signal) });
}

/** GET /users/:id/groups: the groups the user is a member of that the reader may see. */
export function useUserGroups(id: number) {
  return useQuery({ queryKey: ['shell', 'user', id, 'groups'], queryFn: ({ signal }) => getListed<Group>(`/api/v4/users/${id}/groups`, {}, signal) });
}
