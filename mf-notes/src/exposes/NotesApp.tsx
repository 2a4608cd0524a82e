import { useMemo } from 'react';
import { ConfirmProvider } from 'shared-kernel/ui';
import { groupNoteable, projectNoteable, type NoteableLocator } from '../lib/noteable';
import { NotesPage } from '../pages/NotesPage';

/** The discussion of an issue or incident in a project (the shell's `issue.notes` slot). */
export interface IssueNotesProps {
  /** The project's full path, e.g. `gitlab-org/gitlab`. */
  fullPath: string;
  /** The issue's iid within the project. */
  iid: number;
  /** Not read: the issue JSON's `noteable_human_name` says whether it is an incident (kept for older hosts). */
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

/**
 * Where the noteable a set of props names is: in a group when `groupPath` is given, else in a project.
 * This only locates its JSON; what it is and where its notes live, the JSON says.
 */
export function noteableOfProps(props: NotesAppProps): NoteableLocator {
  const iid = Number(props.iid);
  return props.groupPath !== undefined ? groupNoteable(props.groupPath, iid) : projectNoteable(props.fullPath, iid);
}

/**
 * The discussion area of an issue, incident or epic for the shell's `issue.notes` / `epic.notes`
 * slots: activity header, discussions, comment form. Uses the page's theme, REST client and session
 * (`useSession` loads it if nobody has yet); publishes `note-added` and listens to `note-added` /
 * `status-changed` on the bus.
 */
export default function NotesApp(props: NotesAppProps) {
  const { groupPath, fullPath, iid, prerenderedNotesCount } = props;
  const locator = useMemo(() => noteableOfProps(groupPath !== undefined ? { groupPath, iid } : { fullPath: fullPath ?? '', iid }), [groupPath, fullPath, iid]);
  return (
    <ConfirmProvider>
      <NotesPage key={locator.jsonPath} locator={locator} prerenderedNotesCount={prerenderedNotesCount} source={__MODULE_NAME__} />
    </ConfirmProvider>
  );
}
