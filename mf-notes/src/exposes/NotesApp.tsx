import { useMemo } from 'react';
import { ConfirmProvider } from 'shared-kernel/ui';
import { noteableJsonPath, type NoteableDescriptor } from '../lib/noteable';
import { NotesPage } from '../pages/NotesPage';

/** The discussion of an issue or incident in a project (the shell's `issue.notes` slot). */
export interface IssueNotesProps {
  /** The project's full path, e.g. `gitlab-org/gitlab`. */
  fullPath: string;
  /** The issue's iid within the project. */
  iid: number;
  /** `incident` words the texts for an incident and offers its timeline (default `issue`). */
  issueType?: 'issue' | 'incident';
  /** Skeletons shown while the notes load (the host's prerendered notes count; default 3). Added in 0.2.0. */
  prerenderedNotesCount?: number;
  groupPath?: undefined;
}

/** The discussion of an epic in a group (the shell's `epic.notes` slot). Added in 0.2.0. */
export interface EpicNotesProps {
  /** The group's full path, e.g. `gitlab-org` or `gitlab-org/platform`. */
  groupPath: string;
  /** The epic's iid within the group. */
  iid: number;
  /** Skeletons shown while the notes load (default 3). */
  prerenderedNotesCount?: number;
  fullPath?: undefined;
  issueType?: undefined;
}

/** Props of the `./NotesApp` slot component (public API: a breaking change bumps the major version). */
export type NotesAppProps = IssueNotesProps | EpicNotesProps;

/** Which noteable a set of props names: an epic when `groupPath` is given, else an issue or incident. */
export function noteableOfProps(props: NotesAppProps): NoteableDescriptor {
  const iid = Number(props.iid);
  if (props.groupPath !== undefined) return { type: 'Epic', groupPath: props.groupPath, iid };
  return { type: props.issueType === 'incident' ? 'Incident' : 'Issue', fullPath: props.fullPath, iid };
}

/**
 * The discussion area of an issue, incident or epic for the shell's `issue.notes` / `epic.notes`
 * slots: activity header, discussions, comment form. Uses the page's theme, REST client and session
 * (`useSession` loads it if nobody has yet); publishes `note-added` and listens to `note-added` /
 * `status-changed` on the bus.
 */
export default function NotesApp(props: NotesAppProps) {
  const { groupPath, fullPath, issueType, iid, prerenderedNotesCount } = props;
  const noteable = useMemo(
    () => noteableOfProps(groupPath !== undefined ? { groupPath, iid } : { fullPath: fullPath ?? '', iid, issueType }),
    [groupPath, fullPath, issueType, iid],
  );
  return (
    <ConfirmProvider>
      <NotesPage key={`${noteable.type}:${noteableJsonPath(noteable)}`} noteable={noteable} prerenderedNotesCount={prerenderedNotesCount} source={__MODULE_NAME__} />
    </ConfirmProvider>
  );
}
