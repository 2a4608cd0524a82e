import { Breadcrumbs, Flash, Heading, Spinner } from 'shared-kernel/primer';
import { useProject } from '../features/projects/api/getProject';
import { BlobView } from '../features/repository/components/BlobView';
import { RepositoryTree } from '../features/repository/components/RepositoryTree';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

/**
 * A project's repository files: `/<project>/-/tree/<ref>[/<dir>]` lists a directory,
 * `/<project>/-/blob/<ref>/<file>` shows a file. The API keeps a private project's code to its
 * reporters and above.
 */
export function RepositoryPage({ fullPath, view, ref: revision, path }: { fullPath: string; view: 'tree' | 'blob'; ref: string; path: string }) {
  const project = useProject(fullPath);
  useDocumentTitle(`${path || 'Files'} · ${revision} · ${fullPath}`);
  if (project.status === 'pending') return <Spinner aria-label="Loading" />;
  if (project.status === 'error') return <Flash variant="danger">{project.error.message}</Flash>;
  if (!project.data) return <NotFoundPage />;
  const { id, name, path_with_namespace: projectPath } = project.data;
  const segments = path ? path.split('/') : [];
  return (
    <div className="page">
      <Breadcrumbs>
        <Breadcrumbs.Item href={`/${projectPath}`}>{name}</Breadcrumbs.Item>
        <Breadcrumbs.Item href={`/${projectPath}/-/tree/${revision}`} selected={segments.length === 0}>
          Repository
        </Breadcrumbs.Item>
        {segments.map((segment, index) => {
          const last = index === segments.length - 1;
          return (
            <Breadcrumbs.Item key={index} href={last ? undefined : `/${projectPath}/-/tree/${revision}/${segments.slice(0, index + 1).join('/')}`} selected={last}>
              {segment}
            </Breadcrumbs.Item>
          );
        })}
      </Breadcrumbs>
      <Heading as="h1">{view === 'blob' ? segments.at(-1) : path ? segments.at(-1) : 'Repository'}</Heading>
      {view === 'tree' ? <RepositoryTree projectId={id} projectPath={projectPath} ref={revision} path={path} /> : <BlobView projectId={id} ref={revision} path={path} />}
    </div>
  );
}
