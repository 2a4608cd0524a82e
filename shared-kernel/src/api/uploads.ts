import { restClient } from './restClient';

/** Where an attachment goes: a project's uploads (notes, descriptions) or a group's (epics). */
export type UploadTarget = { projectPath: string } | { groupPath: string };

/** GitLab's answer to an upload: the markdown to insert (`![alt](url)` for media, `[name](url)` otherwise). */
export interface UploadLink {
  alt: string;
  /** `/uploads/<32 hex>/<file>`, relative to the project or group (the server renders it as such). */
  url: string;
  markdown: string;
}

const segments = (path: string) => path.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `POST /:project/uploads` or `POST /groups/:group/-/uploads` (GitLab's UploadsController routes). */
export function uploadsPath(target: UploadTarget): string {
  return 'projectPath' in target ? `/${segments(target.projectPath)}/uploads` : `/groups/${segments(target.groupPath)}/-/uploads`;
}

/** Options of {@link uploadFile}. */
export interface UploadFileOptions {
  signal?: AbortSignal;
  /** Fraction sent so far (0–1), when the browser reports it. */
  onProgress?: (fraction: number) => void;
}

/**
 * Uploads one file as multipart field `file` and resolves with its link. Rejects with an `ApiError`:
 * 413 past the size limit (10 MiB), 422 `Invalid file.`, 404 when the user may not attach files there.
 */
export async function uploadFile(target: UploadTarget, file: Blob, options: UploadFileOptions = {}): Promise<UploadLink> {
  const form = new FormData();
  form.append('file', file, (file as Partial<File>).name ?? 'file');
  const { data } = await restClient().post<{ link: UploadLink }>(uploadsPath(target), form, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress
      ? { onUploadProgress: (event: { loaded: number; total?: number }) => event.total && options.onProgress?.(Math.min(1, event.loaded / event.total)) }
      : {}),
  });
  return data.link;
}
