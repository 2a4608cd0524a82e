import { Flash, Link } from 'shared-kernel/primer';
import { GitCommitIcon } from '@primer/octicons-react';
import { useCommits } from '../api/getCommits';
import type { MergeRequestRef } from '../types';

export const COMMITS_LOAD_ERROR = 'Something went wrong while fetching the commits.';
export const NO_COMMITS = 'No commits yet';

/** The Commits tab: each commit's title, short sha, author and date, newest first. */
export function CommitsList({ mergeRequest }: { mergeRequest: MergeRequestRef }) {
  const query = useCommits(mergeRequest);
  if (query.status === 'pending') return <p role="status">Loading commits…</p>;
  if (query.status === 'error') {
    return (
      <Flash variant="danger" role="alert">
        {COMMITS_LOAD_ERROR}
      </Flash>
    );
  }
  const { commits } = query.data;
  if (commits.length === 0) return <p>{NO_COMMITS}</p>;
  return (
    <ol aria-label="Commits" style={{ listStyle: 'none', margin: '16px 0', padding: 0, border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6 }}>
      {commits.map((commit) => (
        <li key={commit.id} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 12px', borderTop: '1px solid var(--borderColor-muted, #d8dee4)' }}>
          <GitCommitIcon />
          <span style={{ flex: 1, minWidth: 0 }}>
            <strong>{commit.title}</strong>
            <br />
            <small style={{ color: 'var(--fgColor-muted)' }}>
              {commit.author_name} authored <time dateTime={commit.authored_date}>{new Date(commit.authored_date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}</time>
            </small>
          </span>
          {commit.web_url || commit.commit_url ? (
            <Link href={commit.web_url ?? commit.commit_url} style={{ fontFamily: 'var(--fontStack-monospace, monospace)' }}>
              {commit.short_id.slice(0, 8)}
            </Link>
          ) : (
            <code>{commit.short_id.slice(0, 8)}</code>
          )}
        </li>
      ))}
    </ol>
  );
}
