import { Breadcrumbs, Flash, Heading, Label, Spinner, StateLabel, Text } from 'shared-kernel/primer';
import { FileDirectoryIcon, IssueOpenedIcon, PeopleIcon } from '@primer/octicons-react';
import { NamespaceAvatar } from '../../../components/NamespaceAvatar';
import type { IssueSummary, Project } from '../../../lib/gitlabTypes';
import { issuePath } from '../../../routing/paths';
import { useProjectIssueCounts, useProjectMembers, useProjectReadme } from '../api/getProjectOverview';

function Readme({ project }: { project: Project }) {
  const readme = useProjectReadme(project);
  if (readme.status === 'pending') return <Spinner size="small" aria-label="Loading README" />;
  if (readme.status === 'error') return <Flash variant="danger">{readme.error.message}</Flash>;
  if (!readme.data) return null;
  return (
    <section aria-labelledby="project-readme" className="readme">
      <Heading as="h2" variant="small" id="project-readme">
        <a href={`/${project.path_with_namespace}/-/blob/main/${readme.data.path}`}>{readme.data.path}</a>
      </Heading>
      {/* Rendered and sanitised by the server (POST /api/v4/markdown). */}
      <div className="md" dangerouslySetInnerHTML={{ __html: readme.data.html }} />
    </section>
  );
}

function Stats({ project }: { project: Project }) {
  const counts = useProjectIssueCounts(project);
  const members = useProjectMembers(project, 1);
  const base = `/${project.path_with_namespace}`;
  return (
    <ul className="project-stats" aria-label="Project information">
      <li>
        <a href={`${base}/-/issues`}>
          <IssueOpenedIcon size={16} />
          {counts.status === 'success' ? `${counts.data.opened} open issues` : 'Issues'}
        </a>
      </li>
      <li>
        <a href={`${base}/-/project_members`}>
          <PeopleIcon size={16} />
          {members.status === 'success' ? `${members.data.total} members` : 'Members'}
        </a>
      </li>
      <li>
        <a href={`${base}/-/tree/main`}>
          <FileDirectoryIcon size={16} />
          Files
        </a>
      </li>
    </ul>
  );
}

/**
 * A project's overview (`/<project path>`): avatar, name, visibility, description, the counts of open
 * issues and members, the README rendered from the repository (for readers of its code) and the
 * recently updated issues.
 */
export function ProjectOverview({ project, issues }: { project: Project; issues: IssueSummary[] }) {
  return (
    <div className="page">
      <Breadcrumbs>
        <Breadcrumbs.Item href={`/groups/${project.namespace.full_path}`}>{project.namespace.name}</Breadcrumbs.Item>
        <Breadcrumbs.Item selected>{project.name}</Breadcrumbs.Item>
      </Breadcrumbs>
      <header className="namespace-header">
        <NamespaceAvatar id={project.id} name={project.name} size={64} />
        <div>
          <Heading as="h1">
            {project.name} <Label>{project.visibility}</Label>
          </Heading>
          {project.description && <Text as="p">{project.description}</Text>}
          <Text as="p" className="meta">
            Project ID: {project.id}
          </Text>
        </div>
      </header>
      <Stats project={project} />
      <Readme project={project} />
      <section aria-labelledby="project-issues">
        <Heading as="h2" variant="small" id="project-issues">
          Recent issues
        </Heading>
        {issues.length === 0 ? (
          <Text as="p" className="meta">
            No issues yet.
          </Text>
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
