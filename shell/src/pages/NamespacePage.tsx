import { Heading, Label, Spinner, StateLabel, Text, Flash, Breadcrumbs } from '@primer/react';
import { useShortcut } from 'shared-kernel/react';
import { useNamespace, type ResolvedNamespace } from '../features/projects/api/resolveNamespace';
import { useTrackVisit } from '../features/frequent-items/hooks/useTrackVisit';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { issuePath } from '../routing/paths';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { GroupOverview } from '../features/groups/components/GroupOverview';

/**
 * `/:path`: a project (with its issues) or a group (with its projects), whichever the path names;
 * `groupOnly` for `/groups/:path`.
 */
export function NamespacePage({ fullPath, groupOnly = false }: { fullPath: string; groupOnly?: boolean }) {
  const state = useNamespace(fullPath, groupOnly);
  const resolved = state.status === 'success' ? state.data : null;
  const title = resolved?.kind === 'project' ? resolved.project.name_with_namespace : resolved?.kind === 'group' ? resolved.group.full_name : fullPath;
  useDocumentTitle(title);
  useTrackVisit(resolved?.kind === 'project' ? { type: 'project', id: resolved.project.id } : resolved?.kind === 'group' ? { type: 'group', id: resolved.group.id } : null);

  if (state.status === 'pending') return <Spinner aria-label="Loading" />;
  if (state.status === 'error') return <Flash variant="danger">{state.error.message}</Flash>;
  if (!resolved || resolved.kind === 'missing' || (groupOnly && resolved.kind !== 'group')) return <NotFoundPage />;

  if (resolved.kind === 'group') return <GroupOverview group={resolved.group} />;

  return <ProjectView project={resolved.project} issues={resolved.issues} />;
}

function ProjectView({ project, issues }: Pick<Extract<ResolvedNamespace, { kind: 'project' }>, 'project' | 'issues'>) {
  const navigate = useNavigate();
  useShortcut('go-to-project-issues', () => void navigate(`/${project.path_with_namespace}/-/issues`), { scope: 'navigation' });
  return (
    <div className="page">
      <Breadcrumbs>
        <Breadcrumbs.Item href={`/groups/${project.namespace.full_path}`}>
          {project.namespace.name}
        </Breadcrumbs.Item>
        <Breadcrumbs.Item selected>{project.name}</Breadcrumbs.Item>
      </Breadcrumbs>
      <Heading as="h1">
        {project.name} <Label>{project.visibility}</Label>
      </Heading>
      {project.description && <Text as="p">{project.description}</Text>}
      <section aria-labelledby="project-issues">
        <Heading as="h2" variant="small" id="project-issues">
          Issues
        </Heading>
        {issues.length === 0 ? (
          <Text as="p" className="meta">No issues yet.</Text>
        ) : (
          <ul className="card-list">
            {issues.map((issue) => (
              <li key={issue.id}>
                <StateLabel status={issue.state === 'opened' ? 'issueOpened' : 'issueClosed'} variant="small">
                  {issue.state === 'opened' ? 'Open' : 'Closed'}
                </StateLabel>
                <a href={issuePath(issue)}>{issue.title}</a>
                <span className="meta">#{issue.iid}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
