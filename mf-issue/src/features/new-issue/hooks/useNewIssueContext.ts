import { useEffect, useState } from 'react';
import { isApiError } from 'shared-kernel/api';
import { projectAbilities } from 'shared-kernel/permissions';
import { useSession } from 'shared-kernel/react';
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
  const [loaded, setLoaded] = useState<{ key: string; state: { project: NewIssueProject; related: RelatedIssue | null } | 'not_found' | 'error' } | null>(null);
  const key = `${fullPath}#${addRelatedIssue ?? ''}`;
  const sessionReady = session.status === 'ready' || session.status === 'error';

  useEffect(() => {
    if (!sessionReady) return undefined;
    const controller = new AbortController();
    Promise.all([getProject(fullPath, controller.signal), addRelatedIssue ? getRelatedIssue(fullPath, addRelatedIssue, controller.signal) : Promise.resolve(null)]).then(
      ([project, related]) => !controller.signal.aborted && setLoaded({ key, state: { project, related } }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ key, state: isApiError(error) && error.status === 404 ? 'not_found' : 'error' }),
    );
    return () => controller.abort();
  }, [fullPath, addRelatedIssue, key, sessionReady]);

  if (!loaded || loaded.key !== key) return { status: 'loading' };
  if (loaded.state === 'not_found') return { status: 'not_found' };
  if (loaded.state === 'error') return { status: 'error' };
  const { project, related } = loaded.state;
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
