import type { MergeRequestDiffVersion } from '../types';

/** A version's head sha: its own field, else the `start_sha` GitLab writes into its compare path. */
export function versionHeadSha(version: MergeRequestDiffVersion): string | null {
  if (version.head_commit_sha) return version.head_commit_sha;
  const fromPath = version.compare_path ? new URL(version.compare_path, 'http://x').searchParams.get('start_sha') : null;
  return fromPath;
}

/** "latest version" or "version 2", as GitLab's compare dropdowns name a version. */
export function versionName(version: MergeRequestDiffVersion): string {
  return version.latest ? 'latest version' : `version ${version.version_index ?? version.id}`;
}

/** The versions older than `selectedId` (what it can be compared with), newest first. */
export function olderVersions(versions: readonly MergeRequestDiffVersion[], selectedId: number | undefined): MergeRequestDiffVersion[] {
  const selected = selectedId === undefined ? versions.find((v) => v.latest) ?? versions[0] : versions.find((v) => v.id === selectedId);
  if (!selected) return [];
  return versions.filter((v) => v.id < selected.id && versionHeadSha(v) !== null).sort((a, b) => b.id - a.id);
}
