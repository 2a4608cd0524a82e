import { ConfirmProvider } from 'shared-kernel/ui';
import { NotesPage } from '../pages/NotesPage';

/** Props of the `./NotesApp` slot component (public API: a breaking change bumps the major version). */
export interface NotesAppProps {
  /** The project's full path, e.g. `gitlab-org/gitlab`. */
  fullPath: string;
  /** The issue's iid within the project. */
  iid: number;
  /** `incident` words the texts for an incident (default `issue`). */
  issueType?: 'issue' | 'incident';
  /** Skeletons shown while the notes load (the host's prerendered notes count; default 3). Added in 0.2.0. */
  prerenderedNotesCount?: number;
}

/**
 * The discussion area of an issue or incident for the shell's `issue.notes` slot: activity header,
 * discussions, comment form. Uses the page's theme, REST client and session (`useSession` loads it if
 * nobody has yet); publishes `note-added` and listens to `note-added` / `status-changed` on the bus.
 */
export default function NotesApp({ fullPath, iid, issueType = 'issue', prerenderedNotesCount }: NotesAppProps) {
  return (
    <ConfirmProvider>
      <NotesPage key={`${fullPath}#${iid}`} fullPath={fullPath} iid={Number(iid)} issueType={issueType} prerenderedNotesCount={prerenderedNotesCount} source={__MODULE_NAME__} />
    </ConfirmProvider>
  );
}
