import { namespaceCoreJson } from '../groups/serializers.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { ProjectRow } from './tables.ts';

export function projectFullPath(project: Pick<ProjectRow, 'path'>, namespace: Pick<GroupRow, 'fullPath'>): string {
  return `${namespace.fullPath}/${project.path}`;
}

export function projectWebUrl(base: string, project: Pick<ProjectRow, 'path'>, namespace: Pick<GroupRow, 'fullPath'>): string {
  return `${base}/${projectFullPath(project, namespace)}`;
}

export interface ProjectPermissions {
  /** Direct project membership level, if any. */
  projectAccess: number | null;
  /** Effective level through the group hierarchy, if any. */
  groupAccess: number | null;
}

const access = (level: number | null) => (level ? { access_level: level, notification_level: 3 } : null);

/** API::Entities::ProjectIdentity: what every project entity starts with (a to-do's `project`). */
export function projectIdentityJson(project: ProjectRow, namespace: GroupRow, namespaceFullName: string) {
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: `${namespaceFullName} / ${project.name}`,
    path: project.path,
    path_with_namespace: projectFullPath(project, namespace),
    created_at: project.createdAt.toISOString(),
  };
}

/** GitLab's Project entity (the subset clients use): the ProjectIdentity and more. */
export function projectJson(base: string, project: ProjectRow, namespace: GroupRow, namespaceFullName: string, permissions?: ProjectPermissions) {
  return {
    ...projectIdentityJson(project, namespace, namespaceFullName),
    default_branch: 'main',
    tag_list: [],
    topics: [],
    web_url: projectWebUrl(base, project, namespace),
    // Git over HTTP (domains/repositories/gitHttp.ts); the shell's origin proxies it to the API.
    http_url_to_repo: `${projectWebUrl(base, project, namespace)}.git`,
    avatar_url: null,
    star_count: 0,
    forks_count: 0,
    last_activity_at: project.lastActivityAt.toISOString(),
    namespace: namespaceCoreJson(base, namespace),
    visibility: project.visibility,
    archived: project.archived,
    issues_enabled: true,
    resolve_outdated_diff_discussions: project.resolveOutdatedDiffDiscussions,
    suggestion_commit_message: project.suggestionCommitMessage,
    ...(permissions
      ? { permissions: { project_access: access(permissions.projectAccess), group_access: access(permissions.groupAccess) } }
      : {}),
  };
}
