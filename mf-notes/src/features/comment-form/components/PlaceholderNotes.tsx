import type { PendingComment } from './CommentForm';

/** What shows in the list while a comment posts: its text without commands, and "Applying command…". */
export function PlaceholderNotes({ pending }: { pending: PendingComment }) {
  return (
    <>
      {pending.text && (
        <li aria-label="Posting comment" aria-busy="true" style={{ listStyle: 'none', padding: 12, opacity: 0.6, whiteSpace: 'pre-wrap' }}>
          {pending.text}
        </li>
      )}
      {pending.system && (
        <li aria-label="Applying commands" aria-busy="true" style={{ listStyle: 'none', padding: '8px 0', color: 'var(--fgColor-muted)', fontStyle: 'italic' }}>
          {pending.system}
        </li>
      )}
    </>
  );
}
