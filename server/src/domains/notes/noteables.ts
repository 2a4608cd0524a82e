import type { GroupRow } from '../groups/tables.ts';
import type { EpicRow } from '../epics/tables.ts';
import type { IssueRow } from '../issues/tables.ts';
import type { MergeRequestRow } from '../merge-requests/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { ProjectRow } from '../projects/tables.ts';
import type { KnownProject } from '../references/redact.ts';
import type { ProjectScope } from '../references/render.ts';
import type { NoteableAccess } from './rules.ts';

/** What every noteable the viewer may read carries for the notes rules, routes and serializers. */
interface NoteableBase {
  id: number;
  iid: number;
  access: NoteableAccess;
  /** Absolute URL of the noteable's page. */
  webUrl: string;
  /** `/group/project/-/issues/1` or `/groups/group/-/epics/1` (web paths). */
  webPath: string;
  /** Base of a note's own routes (`{notesPath}/:id`, `…/toggle_award_emoji`). */
  notesPath: string;
  /** Whether threads can be resolved: GitLab's epic notes never are. */
  resolvable: boolean;
  /** `notes.project_id` of its notes: the issue's project, null for group-level noteables (epics). */
  projectId: number | null;
  /** NoteEntity's `project_name`. */
  projectName: string | null;
  /** The markdown context of its notes (`#1`, `~label`, `&2` resolve against it). */
  renderScope: ProjectScope;
  /** Projects the reader is known to read, so redaction needs no query for them. */
  knownProjects: KnownProject[];
  /** The reader: rendered HTML is redacted for them (references to what they may not see). */
  viewer: Viewer;
  /** System notes referencing what the reader may not see: left out everywhere (visibility.ts). */
  hiddenNoteIds: readonly number[];
}

/** An issue (incidents too) as a noteable. */
export interface IssueNoteable extends NoteableBase {
  type: 'Issue';
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  projectFullPath: string;
}

/** An epic as a noteable: notes live in the group, not in a project. */
export interface EpicNoteable extends NoteableBase {
  type: 'Epic';
  epic: EpicRow;
  group: GroupRow;
}

/** A merge request as a noteable: notes live in its (target) project, threads are resolvable. */
export interface MergeRequestNoteable extends NoteableBase {
  type: 'MergeRequest';
  mergeRequest: MergeRequestRow;
  project: ProjectRow;
  namespace: GroupRow;
  projectFullPath: string;
}

/** A noteable the viewer may read. */
export type Noteable = IssueNoteable | EpicNoteable | MergeRequestNoteable;

export type ProjectRef = { id: number } | { fullPath: string };

export type GroupRef = { id: number } | { fullPath: string };
