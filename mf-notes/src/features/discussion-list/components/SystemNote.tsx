import {
  AlertIcon,
  ArchiveIcon,
  ArrowRightIcon,
  BlockedIcon,
  CalendarIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ClockIcon,
  CommentDiscussionIcon,
  CrossReferenceIcon,
  DuplicateIcon,
  EyeClosedIcon,
  EyeIcon,
  FlameIcon,
  GitBranchIcon,
  GitCommitIcon,
  GitMergeIcon,
  IssueClosedIcon,
  IssueReopenedIcon,
  IterationsIcon,
  LinkIcon,
  LockIcon,
  MailIcon,
  MentionIcon,
  MilestoneIcon,
  NumberIcon,
  PencilIcon,
  PeopleIcon,
  PersonIcon,
  ProjectRoadmapIcon,
  PulseIcon,
  RepoForkedIcon,
  ShieldIcon,
  StopwatchIcon,
  TagIcon,
  TasklistIcon,
  ThumbsupIcon,
  UnlinkIcon,
  UnlockIcon,
  type Icon,
} from '@primer/octicons-react';
import { Button, Link, RelativeTime } from 'shared-kernel/primer';
import { useState, type Ref } from 'react';
import { useNoteComposition } from '../../../lib/NoteComposition';
import { useNotesContext } from '../../../lib/NotesContext';
import type { Note } from '../../../lib/types';

/**
 * GitLab's system_note_icon_name values → octicons: every icon our server writes (grep `icon:` under
 * server/src/domains) plus the other names of GitLab's SystemNoteService, so notes imported from GitLab
 * keep a meaningful icon. Unknown names fall back to a comment icon.
 */
export const SYSTEM_NOTE_ICONS: Record<string, Icon> = {
  'issue-close': IssueClosedIcon,
  closed: IssueClosedIcon,
  'issue-closed': IssueClosedIcon,
  reopen: IssueReopenedIcon,
  'issue-open-m': IssueReopenedIcon,
  issues: IssueReopenedIcon,
  pencil: PencilIcon,
  'pencil-square': PencilIcon,
  'task-done': TasklistIcon,
  mail: MailIcon,
  'eye-slash': EyeClosedIcon,
  eye: EyeIcon,
  lock: LockIcon,
  'lock-open': UnlockIcon,
  label: TagIcon,
  user: PersonIcon,
  users: PeopleIcon,
  reviewer: PeopleIcon,
  milestone: MilestoneIcon,
  iteration: IterationsIcon,
  epic: ProjectRoadmapIcon,
  weight: NumberIcon,
  clock: ClockIcon,
  timer: StopwatchIcon,
  calendar: CalendarIcon,
  link: LinkIcon,
  unlink: UnlinkIcon,
  'issue-type-incident': FlameIcon,
  duplicate: DuplicateIcon,
  'git-merge': GitMergeIcon,
  merge: GitMergeIcon,
  fork: RepoForkedIcon,
  commit: GitCommitIcon,
  branch: GitBranchIcon,
  'arrow-right': ArrowRightIcon,
  status: PulseIcon,
  'status-health': PulseIcon,
  severity: AlertIcon,
  warning: AlertIcon,
  spam: ShieldIcon,
  archive: ArchiveIcon,
  approval: CheckCircleIcon,
  'approval-solid': CheckCircleIcon,
  unapproval: BlockedIcon,
  'thumb-up': ThumbsupIcon,
  'cross-reference': CrossReferenceIcon,
  mention: MentionIcon,
  comment: CommentDiscussionIcon,
};

export interface SystemNoteProps {
  note: Note;
  ref?: Ref<HTMLLIElement>;
  'data-index'?: number;
  'data-discussion-id'?: string;
}

/** GitLab's MAX_VISIBLE_COMMIT_LIST_COUNT: a longer commit list (a push's "added N commits") collapses. */
export const MAX_VISIBLE_COMMIT_LIST_COUNT = 3;

/** The system note's html without the list items past the first `visible` (the collapsed commit list). */
function firstListItems(html: string, visible: number): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('li').forEach((item, index) => {
    if (index >= visible) item.remove();
  });
  return doc.body.innerHTML;
}

/** A history entry: icon, author and text (the server renders `note_html`); description changes can be compared. */
export function SystemNote({ note, ref, ...data }: SystemNoteProps) {
  const IconOf = SYSTEM_NOTE_ICONS[note.system_note_icon_name ?? ''] ?? CommentDiscussionIcon;
  const [commitsExpanded, setCommitsExpanded] = useState(false);
  const commitCount = note.system_note_icon_name === 'commit' ? (note.note_html.match(/<li[\s>]/g) ?? []).length : 0;
  const collapsible = commitCount > MAX_VISIBLE_COMMIT_LIST_COUNT;
  const html = collapsible && !commitsExpanded ? firstListItems(note.note_html, MAX_VISIBLE_COMMIT_LIST_COUNT) : note.note_html;
  const { targetNoteId } = useNotesContext();
  const { DescriptionVersion } = useNoteComposition();
  return (
    <li ref={ref} {...data} id={`note_${note.id}`} aria-label="System note" aria-current={targetNoteId === note.id ? 'location' : undefined} style={{ listStyle: 'none', display: 'flex', gap: 8, alignItems: 'flex-start', padding: '8px 0', color: 'var(--fgColor-muted)' }}>
      <span data-icon={note.system_note_icon_name ?? 'comment'} style={{ display: 'inline-flex' }}>
        <IconOf aria-hidden />
      </span>
      <div style={{ minWidth: 0, flex: 1 }}>
        {note.author && <strong style={{ color: 'var(--fgColor-default)' }}>{note.author.name}</strong>}{' '}
        {/* The server renders and sanitises every *_html field. */}
        <span className="system-note-text" dangerouslySetInnerHTML={{ __html: html.replace(/^<p>|<\/p>$/g, '') }} />{' '}
        <Link href={note.noteable_note_url} muted>
          <RelativeTime datetime={note.created_at} />
        </Link>
        {collapsible && (
          <div>
            <Button size="small" variant="invisible" aria-expanded={commitsExpanded} leadingVisual={commitsExpanded ? ChevronDownIcon : ChevronRightIcon} onClick={() => setCommitsExpanded((open) => !open)}>
              Toggle commit list
            </Button>
          </div>
        )}
        {note.description_version_id != null && <DescriptionVersion note={note} />}
      </div>
    </li>
  );
}
