import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import type { GroupRow } from './tables.ts';

export function groupWebUrl(base: string, group: Pick<GroupRow, 'fullPath'>): string {
  return `${base}/groups/${group.fullPath}`;
}

/** GitLab's Group entity (the subset clients use). */
export function groupJson(base: string, group: GroupRow, fullName: string) {
  return {
    id: group.id,
    web_url: groupWebUrl(base, group),
    name: group.name,
    path: group.path,
    description: group.description,
    visibility: group.visibility,
    share_with_group_lock: false,
    require_two_factor_authentication: false,
    project_creation_level: 'developer',
    subgroup_creation_level: 'maintainer',
    lfs_enabled: true,
    request_access_enabled: true,
    avatar_url: null,
    full_name: fullName,
    full_path: group.fullPath,
    created_at: group.createdAt.toISOString(),
    parent_id: group.parentId,
  };
}

export function namespaceCoreJson(base: string, group: GroupRow) {
  return {
    id: group.id,
    name: group.name,
    path: group.path,
    kind: 'group' as const,
    full_path: group.fullPath,
    parent_id: group.parentId,
    avatar_url: null,
    web_url: groupWebUrl(base, group),
  };
}

/** GitLab's Member entity: the user, their level here and since when. */
export function memberJson(base: string, member: { user: UserRow; accessLevel: number; createdAt: Date }) {
  return {
    ...userBasicJson(base, member.user),
    access_level: member.accessLevel,
    created_at: member.createdAt.toISOString(),
    expires_at: null,
    membership_state: 'active',
  };
}
