import { CommentDiscussionIcon, EyeClosedIcon, IssueClosedIcon, IssueReopenedIcon, LockIcon, PencilIcon, type Icon } from '@primer/octicons-react';
import { Link, RelativeTime } from '@primer/react';
import type { Note } from '../../../lib/types';

const ICONS: Record<string, Icon> = {
  'issue-close': IssueClosedIcon,
  closed: IssueClosedIcon,
  reopen: IssueReopenedIcon,
  pencil: PencilIcon,
  'eye-slash': EyeClosedIcon,
  lock: LockIcon,
};

/** A history entry: icon, author and text (the server renders `note_html`). */
export function SystemNote({ note }: { note: Note }) {
  const IconOf = ICONS[note.system_note_icon_name ?? ''] ?? CommentDiscussionIcon;
  return (
    <li aria-label="System note" style={{ display: 'flex', gap: 8, alignItems: 'flex-start', padding: '8px 0', color: 'var(--fgColor-muted)' }}>
      <IconOf aria-hidden />
      <div>
        {note.author && <strong style={{ color: 'var(--fgColor-default)' }}>{note.author.name}</strong>}{' '}
        {/* The server renders and sanitises every *_html field. */}
        <span className="system-note-text" dangerouslySetInnerHTML={{ __html: note.note_html.replace(/^<p>|<\/p>$/g, '') }} />{' '}
        <Link href={note.noteable_note_url} muted>
          <RelativeTime datetime={note.created_at} />
        </Link>
      </div>
    </li>
  );
}
