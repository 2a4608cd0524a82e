import { Label, Link } from 'shared-kernel/primer';
import { timeAgo } from 'shared-kernel/dates';
import { noteBadges } from 'shared-kernel/permissions';
import { UserAvatar } from 'shared-kernel/ui';
import { useMinuteClock } from '../../../lib/clock';
import type { Note } from '../../../lib/types';

/** Author, badges (Author / access level / Contributor), time and the internal marker of a note. */
export function NoteHeader({ note }: { note: Note }) {
  const now = useMinuteClock();
  const created = new Date(note.created_at);
  const badges = noteBadges({ isNoteableAuthor: note.is_noteable_author, accessLevel: note.human_access, isContributor: note.is_contributor });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {note.author && <UserAvatar entity={{ id: note.author.id, name: note.author.name, avatarUrl: note.author.avatar_url }} size={24} />}
      {note.author && (
        <Link href={note.author.web_url} style={{ fontWeight: 600 }}>
          {note.author.name}
        </Link>
      )}
      {note.author && <span style={{ color: 'var(--fgColor-muted)' }}>@{note.author.username}</span>}
      <Link
        href={note.noteable_note_url}
        muted
        onClick={(event) => {
          // Stay on the page: the hash alone expands and scrolls (the shell would route the full URL).
          event.preventDefault();
          window.location.hash = `note_${note.id}`;
        }}
      >
        {/* Not Primer's RelativeTime: its element and timer per note cost a long timeline's scrolling dearly. */}
        <time dateTime={note.created_at} title={created.toLocaleString()}>
          {timeAgo(created, new Date(now))}
        </time>
      </Link>
      {note.internal && <Label variant="attention">Internal note</Label>}
      {badges.map((badge) => (
        <Label key={badge} variant="secondary">
          {badge}
        </Label>
      ))}
    </div>
  );
}
