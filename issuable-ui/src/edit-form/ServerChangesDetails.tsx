import type { ServerChanges } from './draft';

/** What the other edit changed: the server's new title and description. */
export function ServerChangesDetails({ changes }: { changes: ServerChanges }) {
  if (changes.title === null && changes.description === null) return null;
  return (
    <details open style={{ marginTop: 8 }}>
      <summary>Their changes</summary>
      <dl style={{ margin: '8px 0 0' }}>
        {changes.title !== null ? (
          <>
            <dt style={{ fontWeight: 600 }}>Title</dt>
            <dd style={{ margin: '0 0 8px' }} aria-label="Their title">
              {changes.title}
            </dd>
          </>
        ) : null}
        {changes.description !== null ? (
          <>
            <dt style={{ fontWeight: 600 }}>Description</dt>
            <dd style={{ margin: 0 }}>
              <pre aria-label="Their description" style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}>
                {changes.description}
              </pre>
            </dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}
