import { Spinner, Flash } from 'shared-kernel/primer';
import { useShortcut } from 'shared-kernel/react';
import { useNamespace, type ResolvedNamespace } from '../features/projects/api/resolveNamespace';
import { useTrackVisit } from '../features/frequent-items/hooks/useTrackVisit';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { GroupOverview } from '../features/groups/components/GroupOverview';
import { ProjectOverview } from '../features/projects/components/ProjectOverview';
import { UserProfile } from '../features/users/components/UserProfile';

/**
 * `/:path`: a project (with its issues), a group (with its projects) or a user's profile, whichever
 * the path names;
 * `groupOnly` for `/groups/:path`.
 */
export function NamespacePage({ fullPath, groupOnly = false }: { fullPath: string; groupOnly?: boolean }) {
  const state = useNamespace(fullPath, groupOnly);
  const resolved = state.status === 'success' ? state.data : null;
  const title =
    resolved?.kind === 'project' ? resolved.project.name_with_namespace : resolved?.kind === 'group' ? resolved.group.full_name : resolved?.kind === 'user' ? `${resolved.user.name} (@${resolved.user.username})` : fullPath;
  useDocumentTitle(title);
  useTrackVisit(resolved?.kind === 'project' ? { type: 'project', id: resolved.project.id } : resolved?.kind === 'group' ? { type: 'group', id: resolved.group.id } : null);

  if (state.status === 'pending') return <Spinner aria-label="Loading" />;
  if (state.status === 'error') return <Flash variant="danger">{state.error.message}</Flash>;
  if (!resolved || resolved.kind === 'missing' || (groupOnly && resolved.kind !== 'group')) return <NotFoundPage />;

  if (resolved.kind === 'group') return <GroupOverview group={resolved.group} />;
  if (resolved.kind === 'user') return <UserProfile user={resolved.user} />;

  return <ProjectView project={resolved.project} issues={resolved.issues} />;
}

function ProjectView({ project, issues }: Pick<Extract<ResolvedNamespace, { kind: 'project' }>, 'project' | 'issues'>) {
  const navigate = useNavigate();
  useShortcut('go-to-project-issues', () => void navigate(`/${project.path_with_namespace}/-/issues`), { scope: 'navigation' });
  return <ProjectOverview project={project} issues={issues} />;
}
