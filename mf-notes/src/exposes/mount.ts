import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { createRemote, type MountedRemote, type RemotePlatformOptions } from 'shared-kernel/remote';
import type { SlotComponent } from 'shared-kernel/slots';
import NotesApp, { type EpicNotesProps, type IssueNotesProps, type NotesAppProps } from './NotesApp';

export type { EpicNotesProps, IssueNotesProps, NotesAppProps };

/** Where the platform's API lives, for a page that is not the shell (defaults: the page's own origin). */
export type NotesPlatformOptions = RemotePlatformOptions;

/** Props of {@link mount}: the notes area's props (issue or epic) plus the platform's endpoints. */
export type NotesMountProps = NotesAppProps & {
  platform?: NotesPlatformOptions;
};

/** What {@link mount} returns: `update(props)` re-renders (a new `platform` is applied first), `unmount()` cleans up. */
export type MountedNotesApp = MountedRemote<NotesMountProps>;

/**
 * mf-notes' entry points (this module's `mount`, and bootstrap.tsx's standalone page). The notes area
 * fills the issue page's and the epic page's discussion slots: a change of its props that breaks
 * either slot fails here.
 */
export const notesRemote = createRemote({
  name: __MODULE_NAME__,
  app: NotesApp satisfies SlotComponent<'issue.notes'> satisfies SlotComponent<'epic.notes'>,
  standalone: () => import('../pages/StandalonePage').then((m) => m.StandalonePage),
});

/**
 * Framework-neutral entry for integrators: renders the notes area into `element` with its own React
 * root, Primer theme (light) and styles. The page needs no React of its own.
 */
export function mount(element: HTMLElement, props: NotesMountProps): MountedNotesApp {
  return notesRemote.mount(element, props);
}

export default mount;
