import { Button, Flash, Spinner } from 'shared-kernel/primer';
import { useState } from 'react';
import { useQuery } from 'shared-kernel/react';
import type { Note } from '../../../lib/types';
import { deleteDescriptionVersion } from '../api/deleteDescriptionVersion';
import { getDescriptionDiff } from '../api/getDescriptionDiff';

export const DESCRIPTION_FETCH_ERROR = 'Something went wrong while fetching description changes. Please try again.';
export const DESCRIPTION_DELETE_ERROR = 'Something went wrong while deleting description changes. Please try again.';

/** A "changed the description" note's version panel: loaded on first expand, soft-deletable (spec §4). */
export function DescriptionVersion({ note }: { note: Note }) {
  const [expanded, setExpanded] = useState(false);
  const [deleted, setDeleted] = useState(Boolean(note.description_version_deleted));
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const diffPath = note.description_diff_path;
  // Loaded through the page's query cache on first expand; a deleted version has nothing to compare
  // (the server answers 404).
  const diff = useQuery({
    queryKey: ['notes', 'description-diff', diffPath, note.start_description_version_id ?? null],
    queryFn: ({ signal }) => getDescriptionDiff(diffPath ?? '', note.start_description_version_id, signal),
    enabled: expanded && !deleted && Boolean(diffPath),
    // A version's diff never changes.
    staleTime: Infinity,
  });
  const html = diff.data ?? null;
  const loading = diff.isFetching;
  const error = deleteError ?? (expanded && diff.status === 'error' ? DESCRIPTION_FETCH_ERROR : null);

  function toggle() {
    setExpanded(!expanded);
  }

  async function remove() {
    if (!note.delete_description_version_path) return;
    setDeleteError(null);
    try {
      await deleteDescriptionVersion(note.delete_description_version_path, note.start_description_version_id);
      setDeleted(true);
    } catch {
      setDeleteError(DESCRIPTION_DELETE_ERROR);
    }
  }

  return (
    <div style={{ marginTop: 4 }}>
      {note.description_diff_path && (
        <Button size="small" variant="invisible" aria-expanded={expanded} onClick={toggle}>
          Compare with previous version
        </Button>
      )}
      {error && (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      )}
      {expanded && (
        <div aria-label="Description changes" style={{ border: '1px solid var(--borderColor-muted)', borderRadius: 6, padding: 8, marginTop: 4 }}>
          {loading && <Spinner size="small" />}
          {deleted ? (
            <em>Deleted</em>
          ) : (
            // The server renders and sanitises the diff.
            html !== null && <div className="description-diff" dangerouslySetInnerHTML={{ __html: html }} />
          )}
          {!deleted && note.can_delete_description_version && note.delete_description_version_path && (
            <Button size="small" variant="danger" onClick={() => void remove()} style={{ marginTop: 8 }}>
              Remove description history
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
