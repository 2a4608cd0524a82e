import { isApiError } from 'shared-kernel/api';
import { projectAbilities } from 'shared-kernel/permissions';
import { useQuery, useSession } from 'shared-kernel/react';
import { accessLevelOf, getProject, type NewIssueProject } from '../api/getProject';
import { getRelatedIssue, type RelatedIssue } from '../api/getRelatedIssue';

export type NewIssueContextState =
  | { status: 'loading' }
  | { status: 'not_found' }
  | { status: 'error' }
  | { status: 'ready'; project: NewIssueProject; related: RelatedIssue | null; canCreateIssue: boolean; canCreateIncident: boolean; canSetIssueMetadata: boolean; signedIn: boolean };

/**
 * The project (404 → not found) and the issue `addRelatedIssue` names (left out when unreadable), with
 * the kernel's project rules over the viewer's access: the page only offers what the server allows.
 */
export function useNewIssueContext(fullPath: string, addRelatedIssue: number | undefined): NewIssueContextState {
  const session = useSession();
  const sessionReady = session.status === 'ready' || session.status === 'error';
  // Through the page's query cache (reset when another user signs in), read once the session is known.
  const query = useQuery({
    queryKey: ['project', fullPath, 'new-issue', addRelatedIssue ?? null],
    queryFn: async ({ signal }) => {
      const [project, related] = await Promise.all([getProject(fullPath, signal), addRelatedIssue ? getRelatedIssue(fullPath, addRelatedIssue, signal) : Promise.resolve(null)]);
      return { project, related };
    },
    enabled: sessionReady,
  });

  if (query.status === 'error') return isApiError(query.error) && query.error.status === 404 ? { status: 'not_found' } : { status: 'error' };
  if (!query.data) return { status: 'loading' };
  const { project, related } = query.data;
  const user = session.user;
  const can = projectAbilities({
    visibility: project.visibility,
    accessLevel: accessLevelOf(project),
    signedIn: user !== null,
    isAdmin: user?.is_admin ?? false,
    archived: project.archived,
  });
  return { status: 'ready', project, related, canCreateIssue: can.createIssue, canCreateIncident: can.createIncident, canSetIssueMetadata: can.setIssueMetadata, signedIn: user !== null };
}
