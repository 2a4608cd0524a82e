import { Flash, Heading, Spinner, Text } from 'shared-kernel/primer';
import { useQuery } from 'shared-kernel/react';
import { ListSection } from '../components/ListSection';
import { MemberItem, type MemberSummary } from '../components/MemberItem';
import { useGroup, useProject } from '../features/projects/api/getProject';
import { getListed } from '../lib/listed';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

function MemberList({ url, empty }: { url: string; empty: string }) {
  const members = useQuery({ queryKey: ['shell', 'members', url], queryFn: ({ signal }) => getListed<MemberSummary>(url, {}, signal) });
  return <ListSection id="members" title="Members" state={members} empty={empty} render={(member) => <MemberItem key={member.id} member={member} />} />;
}

/**
 * `/<project>/-/project_members` and `/groups/<group>/-/group_members`: everyone with access (direct
 * and inherited from the groups above), each at their highest role.
 */
export function MembersPage({ kind, fullPath }: { kind: 'project' | 'group'; fullPath: string }) {
  const project = useProject(kind === 'project' ? fullPath : '');
  const group = useGroup(kind === 'group' ? fullPath : '');
  const state = kind === 'project' ? project : group;
  const name = kind === 'project' ? project.data?.name_with_namespace : group.data?.full_name;
  useDocumentTitle(`Members · ${name ?? fullPath}`);
  if (state.status === 'pending') return <Spinner aria-label="Loading" />;
  if (state.status === 'error') return <Flash variant="danger">{state.error.message}</Flash>;
  if (!state.data) return <NotFoundPage />;
  const id = state.data.id;
  return (
    <div className="page">
      <Heading as="h1">{kind === 'project' ? 'Project members' : 'Group members'}</Heading>
      <Text as="p" className="meta">
        Members of <a href={kind === 'project' ? `/${fullPath}` : `/groups/${fullPath}`}>{name}</a>, including those who inherit their access from the groups above it.
      </Text>
      <MemberList url={`/api/v4/${kind === 'project' ? 'projects' : 'groups'}/${id}/members/all`} empty={`This ${kind} has no members.`} />
    </div>
  );
}
