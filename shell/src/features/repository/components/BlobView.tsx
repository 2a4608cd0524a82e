import { Flash, Spinner } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { rawFileUrl, useRawFile } from '../api/getRepository';

/** A file's text, as plain text (the raw link for downloading it). */
export function BlobView({ projectId, ref: revision, path }: { projectId: number; ref: string; path: string }) {
  const file = useRawFile(projectId, revision, path);
  if (file.status === 'pending') return <Spinner aria-label="Loading file" />;
  if (file.status === 'error') {
    return <Flash variant="danger">{isApiError(file.error) && file.error.status === 404 ? 'This file does not exist, or you cannot see this repository.' : file.error.message}</Flash>;
  }
  return (
    <section aria-label={`File ${path}`}>
      <p>
        <a href={rawFileUrl(projectId, revision, path)}>Open raw</a>
      </p>
      <pre className="blob">{file.data}</pre>
    </section>
  );
}
