/**
 * The raw file address of the viewers (spec §2): the project path, `/-/raw/`, a commit sha, the file
 * path; the relative URL root is added unless the project path starts with a slash.
 */
export function rawFilePath(projectPath: string, sha: string, filePath: string, relativeUrlRoot = ''): string {
  const encodedPath = filePath.split('/').map(encodeURIComponent).join('/');
  if (projectPath.startsWith('/')) return `${projectPath}/-/raw/${sha}/${encodedPath}`;
  return `${relativeUrlRoot.replace(/\/$/, '')}/${projectPath}/-/raw/${sha}/${encodedPath}`;
}
