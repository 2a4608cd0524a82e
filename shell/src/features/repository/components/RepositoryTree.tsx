import { Flash, Spinner, Text } from 'shared-kernel/primer';
import { FileDirectoryFillIcon, FileIcon } from '@primer/octicons-react';
import { isApiError } from 'shared-kernel/api';
import { isAddressable, rawFileUrl, useTree } from '../api/getRepository';

/** A directory of the repository: its folders and files, each linking to its page (a file with an unaddressable name to its raw text). */
export function RepositoryTree({ projectId, projectPath, ref: revision, path }: { projectId: number; projectPath: string; ref: string; path: string }) {
  const tree = useTree(projectId, revision, path);
  if (tree.status === 'pending') return <Spinner aria-label="Loading files" />;
  if (tree.status === 'error') {
    return <Flash variant="danger">{isApiError(tree.error) && tree.error.status === 404 ? 'This directory does not exist, or you cannot see this repository.' : tree.error.message}</Flash>;
  }
  if (tree.data.length === 0) {
    return (
      <Text as="p" className="meta">
        The repository for this project is empty.
      </Text>
    );
  }
  const base = `/${projectPath}/-`;
  const parent = path.includes('/') ? `${base}/tree/${revision}/${path.slice(0, path.lastIndexOf('/'))}` : `${base}/tree/${revision}`;
  return (
    <table className="file-tree" aria-label="Files">
      <tbody>
        {path && (
          <tr>
            <td>
              <a href={parent}>..</a>
            </td>
          </tr>
        )}
        {tree.data.map((entry) => {
          const href =
            entry.type === 'tree' && isAddressable(entry.path)
              ? `${base}/tree/${revision}/${entry.path}`
              : entry.type === 'blob'
                ? isAddressable(entry.path)
                  ? `${base}/blob/${revision}/${entry.path}`
                  : rawFileUrl(projectId, revision, entry.path)
                : null;
          return (
            <tr key={entry.path}>
              <td>
                {entry.type === 'tree' ? <FileDirectoryFillIcon size={16} aria-label="Directory" /> : <FileIcon size={16} aria-label="File" />}{' '}
                {href ? <a href={href}>{entry.name}</a> : entry.name}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
