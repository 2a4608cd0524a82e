import type { IssuableKeyType } from 'shared-kernel/query';
import type { PollResponse } from 'shared-kernel/polling';
import type { AbuseCategory, AutocompleteSources, Award, DropdownLabel } from 'shared-kernel/ui';
import type { BlockingIssue, IssuableData, IssueLabel, RealtimeChanges } from './types';

/** The words a kind uses in the widgets' texts (spec §8). */
export interface IssuableTexts {
  /** How texts word the item: `issue`, `incident`, `epic` ("Close epic", "Epic actions", "Delete issue"). */
  noun: string;
  /** A badge beside the status (an incident's "Incident"); none when absent. */
  typeLabel?: string;
  /** Tooltip of the confidential indicator. */
  confidential: string;
  stateToggleError: (closing: boolean) => string;
  /** The actions menu's report item ("Report abuse" when absent; epics say "Report abuse to administrator"). */
  reportAbuse?: string;
}

/** An optional action of the API: the request and its messages. */
export interface IssuableAction<TArgs extends unknown[], TResult> {
  run: (...args: TArgs) => Promise<TResult>;
  /** Shown when `run` rejects. */
  error: string;
}

/** GitLab's `update_task`: which checkbox (1-based `index` among them), its source line and the new state. */
export interface TaskToggle {
  index: number;
  checked: boolean;
  lineNumber: number;
  lineSource: string;
}

/** What the edit form saves. `issue_type` only when the kind offers a type select. */
export interface IssuableFormValues {
  title: string;
  description: string;
  lock_version: number;
  issue_type?: string;
}

/** A user the assignee and reviewer pickers offer (`autocomplete_sources/members`, users only). */
export interface PickableUser {
  username: string;
  name: string;
  avatar_url?: string | null;
}

/** A milestone the milestone picker offers (`autocomplete_sources/milestones`). */
export interface PickableMilestone {
  id: number;
  title: string;
  due_date: string | null;
  expired?: boolean;
}

/**
 * A people field of the sidebar (assignees, a merge request's reviewers): who may be picked, read once
 * through the page's query cache under `issuableQueryKey(kind, fullPath, iid, 'members')` when a picker
 * first opens, and how the picked usernames are saved (REPLACE); `error` is shown when the save fails.
 */
export interface IssuablePeoplePort {
  members: (signal?: AbortSignal) => Promise<PickableUser[]>;
  set: (usernames: string[]) => Promise<void>;
  error: string;
}

/** A description template (`.gitlab/issue_templates/<name>.md`). */
export interface IssuableTemplate {
  key: string;
  name: string;
}

/** A choice of the edit form's Type select. */
export interface IssuableTypeOption {
  value: string;
  label: string;
}

/**
 * The port every issuable page supplies to the library: how to load, save and act on its kind, which
 * fields and actions it has, and which texts it uses. Optional members are what a kind may lack: an
 * action the API does not offer is not shown, whatever the viewer's flags say.
 */
export interface IssuableApi {
  /**
   * The kind as the bus and the query keys name it (incidents are issues): with `fullPath` and `iid` it
   * keys this issuable's reads in the page's query cache (`issuableQueryKey(kind, fullPath, iid)`).
   */
  kind: IssuableKeyType;
  /** The namespace path the issuable belongs to (a project's, or an epic's group's): the bus events' `fullPath`. */
  fullPath: string;
  iid: number;
  /** The web path (`/group/project/-/issues/3`): the drafts' autosave keys. */
  pagePath: string;
  /** `issue` → the form's fields are `issue[title]`, `issue[description]`. */
  formName: string;
  /** The reference copied when the JSON has none (`group/project#3`). */
  fallbackReference: string;
  texts: (issuable: IssuableData) => IssuableTexts;
  /** Reads the issuable again (the page JSON). */
  load: (signal?: AbortSignal) => Promise<IssuableData>;
  /** Saves title and description (409 → `IssuableConflictError`); resolves with the saved issuable. */
  save: (values: IssuableFormValues) => Promise<IssuableData>;
  /** Saves the description of a task-list change (409 → `TaskListConflictError`). */
  saveDescription: (description: string, lockVersion: number) => Promise<IssuableData>;
  /** Toggles one checkbox of the description's task list (409 → `TaskListConflictError`). */
  toggleTask: (task: TaskToggle, lockVersion: number, description: string) => Promise<IssuableData>;
  /** Closes or reopens; resolves with the new state. */
  setState: (event: 'CLOSE' | 'REOPEN') => Promise<'opened' | 'closed'>;
  /** `realtime_changes`, in the poller's shape. */
  realtimeChanges: (signal?: AbortSignal) => Promise<PollResponse<RealtimeChanges>>;
  toggleSubscription: () => Promise<void>;
  awards: { list: (signal?: AbortSignal) => Promise<Award[]>; toggle: (name: string) => Promise<void> };
  previewMarkdown: (text: string) => Promise<string>;
  upload: (file: File) => Promise<{ markdown: string }>;
  /** GitLab's autocomplete sources for the description editor (`autocompleteSourcesFor`); none when absent. */
  autocompleteSources?: AutocompleteSources;
  /** What blocks closing (asked before a close); none when absent. */
  openBlockers?: (issuable: IssuableData) => Promise<BlockingIssue[]>;
  /** Deletes; resolves with where to go afterwards. */
  destroy?: IssuableAction<[], string>;
  /** Promotes (where `available` says the issuable may be); resolves with the new item's path, announced with `success`. */
  promote?: IssuableAction<[], string> & { success: string; available: (issuable: IssuableData) => boolean };
  /** Locks or unlocks the discussion; resolves with the new state. */
  lock?: IssuableAction<[locked: boolean], boolean>;
  /** Turns confidentiality on or off; resolves with the new state. */
  confidentiality?: IssuableAction<[confidential: boolean], boolean>;
  /** "Submit as spam", announced with `success`. */
  markAsSpam?: IssuableAction<[], void> & { success: string };
  reportAbuse?: (input: { userId: number; category: AbuseCategory; reportedFromUrl: string }) => Promise<void>;
  /** "New related issue" link. */
  newRelatedHref?: string;
  /** The edit form's Type select (none when absent or empty). */
  typeOptions?: (issuable: IssuableData, canChooseIncident: boolean) => readonly IssuableTypeOption[];
  templates?: { list: (signal?: AbortSignal) => Promise<IssuableTemplate[]>; get: (key: string) => Promise<string> };
  /** "Convert to task" on task-list items: create the task, and take it back (Undo). */
  tasks?: { create: (input: { title: string; description: string }) => Promise<{ iid: number }>; revert: (iid: number, canDestroy: boolean) => Promise<void> };
  /** The labels dropdown of the sidebar; read-only labels when absent. */
  labels?: {
    list: () => Promise<DropdownLabel[]>;
    set: (ids: number[]) => Promise<{ labels?: IssueLabel[]; lock_version?: number }>;
    /** Creates a label from the dropdown (none: the dropdown offers no creation). */
    create?: (input: { title: string; color: string }) => Promise<unknown>;
    /** The labels management page (none: no link). */
    manageHref?: string;
    /** Whose labels: a project's (default) or a group's (an epic's: 'Create group label'). Added in 1.3.0. */
    workspace?: 'project' | 'group';
  };
  /** The assignees picker of the sidebar (shortcut `a`); read-only assignees when absent. */
  assignees?: IssuablePeoplePort;
  /** The reviewers picker (merge requests), with "Re-request review" of a reviewer who reviewed; no reviewers section when absent. */
  reviewers?: IssuablePeoplePort & { rereview: IssuableAction<[userId: number], void> };
  /**
   * The milestone picker (shortcut `m`): the milestones on offer, read once through the page's query
   * cache under `['project', fullPath, 'milestones']`, and the save (`null` removes it); a read-only
   * milestone when absent.
   */
  milestone?: IssuableAction<[milestoneId: number | null], void> & { list: (signal?: AbortSignal) => Promise<PickableMilestone[]> };
}
