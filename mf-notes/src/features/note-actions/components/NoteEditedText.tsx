import { Link, RelativeTime } from 'shared-kernel/primer';
import type { NoteUser } from '../../../lib/types';

/** GitLab's note_edited_text: "Edited {time ago} by {name}" (or "Edited {time ago}" when the editor is unknown). */
export function NoteEditedText({ editedAt, editedBy }: { editedAt: string; editedBy: NoteUser | null }) {
  return (
    <p style={{ margin: 0, fontSize: 12, color: 'var(--fgColor-muted)' }}>
      Edited <RelativeTime datetime={editedAt} />
      {editedBy && (
        <>
          {' '}
          by{' '}
          <Link href={editedBy.web_url || editedBy.path} muted>
            {editedBy.name}
          </Link>
        </>
      )}
    </p>
  );
}
