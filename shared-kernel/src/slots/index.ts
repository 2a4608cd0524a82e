// The shell's slots and the props each one gives: the contract between the shell (or any host) and the
// modules that fill the slots. Types only at run time but for the list of names. A remote types its
// exposed components against it (`IssueApp satisfies SlotComponent<'issue.main'>`), so one that
// breaks a slot's contract fails its own type check. A new slot is added here in a minor release; a
// remote shipping a page before that may declare it by augmenting `SlotProps`.
import type { ComponentType } from 'react';

/** What the host gives every page slot it frames. */
export interface PageSlotProps {
  /**
   * The page's subject does not exist or the viewer may not read it (the API answered 404): the host
   * shows its 404 page (or, signed out, the sign-in prompt) instead of the page. Hosts that do not
   * give it leave the module to say so itself.
   */
  onNotFound?: () => void;
}

/** The issue or incident a slot of the issue page shows. */
export interface IssueSlotProps extends PageSlotProps {
  /** The project's full path, e.g. `gitlab-org/gitlab`. */
  fullPath: string;
  /** The issue's iid within the project. */
  iid: number;
  /** `incident` for `/-/issues/incident/:iid`; the issue's own type wins once loaded. */
  issueType?: 'issue' | 'incident';
}

/** The new-issue form's project and the query's choices. */
export interface NewIssueSlotProps {
  fullPath: string;
  /** `?add_related_issue=3`: the iid of an issue of the same project to relate the new one to. */
  addRelatedIssue?: number;
  /** `?issue[issue_type]=incident`: the type selected at first. */
  issueType?: 'issue' | 'incident';
  /** `?merge_request_to_resolve_discussions_of=5`: a merge request whose unresolved threads the new issue takes over. */
  mergeRequestToResolveDiscussionsOf?: number;
}

/** An issue list: a project's (`fullPath`), or the viewer's across projects (`scope`, the dashboard's lists). */
export interface IssueListSlotProps extends PageSlotProps {
  fullPath?: string;
  scope?: 'assigned_to_me' | 'created_by_me';
}

/** The epic a slot of the epic page shows. */
export interface EpicSlotProps {
  /** The epic's group, e.g. `gitlab-org/platform`. */
  groupPath: string;
  iid: number;
}

/** A group's epics list (`/groups/:groupPath/-/epics`). */
export interface EpicListSlotProps extends PageSlotProps {
  /** The group, e.g. `gitlab-org` or `gitlab-org/platform`; the list includes its subgroups' epics. */
  groupPath: string;
}

/** The merge request a slot of the merge request page shows. */
export interface MergeRequestSlotProps {
  fullPath: string;
  iid: number;
}

/** The navigation's slots' context. */
export interface NavSlotProps {
  /** The current page's project or group path, if it has one. */
  namespacePath?: string | undefined;
}

/**
 * Every slot and the props its modules receive. An interface, so a remote that ships a page before the
 * kernel names its slot can add it: `declare module 'shared-kernel/slots' { interface SlotProps { 'trial.page': { groupPath: string } } }`.
 */
export interface SlotProps {
  /** Left navigation of every page (the trial widget). */
  'nav.trial': NavSlotProps;
  /** The issue page's main part: header, description, sidebar. */
  'issue.main': IssueSlotProps;
  /** The issue page's discussion. */
  'issue.notes': IssueSlotProps;
  /** An issue list page (a project's issues, the dashboard's issues). */
  'issue.list': IssueListSlotProps;
  /** The new-issue page. */
  'issue.new': NewIssueSlotProps;
  /** The epic page's main part. */
  'epic.main': EpicSlotProps;
  /** The epic page's discussion. */
  'epic.notes': EpicSlotProps;
  /** A group's epics list page. */
  'epic.list': EpicListSlotProps;
  /** The merge request's overview. */
  'merge_request.main': MergeRequestSlotProps;
  /** The merge request's discussion. */
  'merge_request.notes': MergeRequestSlotProps;
  /** The merge request's changes tab. */
  'merge_request.diffs': MergeRequestSlotProps;
}

/** A slot's name. */
export type SlotName = keyof SlotProps;

/** A component that may fill slot `S`: it accepts the props the slot gives (it may ignore some). */
export type SlotComponent<S extends SlotName> = ComponentType<SlotProps[S]>;

/** What a module exposes for slot `S`: a module whose default export fills it. */
export interface SlotModule<S extends SlotName> {
  default: SlotComponent<S>;
}

/** The slots this kernel version names. */
export const SLOT_NAMES = [
  'nav.trial',
  'issue.main',
  'issue.notes',
  'issue.new',
  'epic.main',
  'epic.notes',
  'merge_request.main',
  'merge_request.notes',
  'merge_request.diffs',
] as const satisfies readonly SlotName[];

/** Whether `name` is a slot this kernel version names. */
export function isSlotName(name: string): name is (typeof SLOT_NAMES)[number] {
  return (SLOT_NAMES as readonly string[]).includes(name);
}
