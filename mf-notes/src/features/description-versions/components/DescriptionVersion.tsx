import { Button, Flash, Spinner } from '@primer/react';
import { useState } from 'react';
import type { Note } from '../../../lib/types';
import { deleteDescriptionVersion } from '../api/deleteDescriptionVersion';
import { getDescriptionDiff } from '../api/getDescriptionDiff';

export const DESCRIPTION_FETCH_ERROR = 'Something went wrong while fetching description changes. Please try again.';
export const DESCRIPTION_DELETE_ERROR = 'Something went wrong while deleting description changes. Please try again.';

/** A "changed the description" note's version panel: loaded on first expand, soft-deletable (spec §4). */
export function DescriptionVersion({ note }: { note: Note }) {
  const [expanded, setExpanded] = useState(false);
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [deleted, setDeleted] = useState(Boolean(note.description_version_deleted));
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    const next = !expanded;
    setExpanded(next);
    // A deleted version has nothing to compare (the server answers 404).
    if (!next || html !== null || deleted || !note.description_diff_path) return;
    setLoading(true);
    setError(null);
    try {
      setHtml(await getDescriptionDiff(note.description_diff_path, note.start_description_version_id));
    } catch {
      setError(DESCRIPTION_FETCH_ERROR);
    } finally {
      setLoading(false);
    }
  }

  async function remove() {
    if (!note.delete_description_version_path) return;
    setError(null);
    try {
      await deleteDescriptionVersion(note.delete_description_version_path, note.start_description_version_id);
      setDeleted(true);
    } catch {
      setError(DESCRIPTION_DELETE_ERROR);
    }
  }

  return (
    <div style={{ marginTop: 4 }}>
      {note.description_diff_path && (
        <Button size="small" variant="invisible" aria-expanded={expanded} onClick={() => void toggle()}>
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
