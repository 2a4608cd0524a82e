import { Flash, Spinner } from 'shared-kernel/primer';
import { useGroup, useProject } from '../features/projects/api/getProject';
import { TimeboxView } from '../features/timeboxes/components/TimeboxView';
import { useTimebox, type TimeboxRef } from '../features/timeboxes/api/getTimebox';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { MissingPage } from './MissingPage';

/** Which page: a project's milestone, a group's milestone (both by iid) or a group's iteration (by id). */
export type TimeboxAddress = { kind: 'project.milestone'; fullPath: string; iid: number } | { kind: 'group.milestone'; fullPath: string; iid: number } | { kind: 'group.iteration'; fullPath: string; id: number };

/**
 * `/<project>/-/milestones/:iid`, `/groups/<group>/-/milestones/:iid` and
 * `/groups/<group>/-/iterations/:id` (where milestone and iteration references and the sidebar link):
 * the timebox with its issues and progress. Missing or unreadable: the 404 page (signed out, sign in).
 */
export function TimeboxPage({ address }: { address: TimeboxAddress }) {
  const project = useProject(address.kind === 'project.milestone' ? address.fullPath : '');
  const group = useGroup(address.kind === 'project.milestone' ? '' : address.fullPath);
  const owner = address.kind === 'project.milestone' ? project : group;
  const ownerId = owner.data?.id;
  const ref: TimeboxRef | null =
    ownerId === undefined
      ? null
      : address.kind === 'group.iteration'
        ? { kind: 'iteration', groupId: ownerId, id: address.id }
        : { kind: 'milestone', owner: address.kind === 'project.milestone' ? 'project' : 'group', ownerId, iid: address.iid };
  const timebox = useTimebox(ref);
  const kind = address.kind === 'group.iteration' ? 'Iteration' : 'Milestone';
  useDocumentTitle(`${timebox.data?.title ?? kind} · ${address.fullPath}`);

  if (owner.status === 'error') return <Flash variant="danger">{owner.error.message}</Flash>;
  if (owner.status === 'success' && owner.data === null) return <MissingPage />;
  if (timebox.status === 'error') return <Flash variant="danger">{timebox.error.message}</Flash>;
  if (timebox.status !== 'success') return <Spinner aria-label="Loading" />;
  if (!timebox.data) return <MissingPage />;
  return <TimeboxView kind={kind} timebox={timebox.data} />;
}
