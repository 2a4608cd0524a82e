/** The child-items tree's texts (epic spec, "Child-items tree", "Tree rows", §8). */
export const TREE_TITLE = 'Child issues and epics';
export const TREE_FETCH_ERROR = 'Something went wrong while fetching child epics.';
export const TREE_EMPTY = "Link child issues and epics together to show that they're related, or that one blocks another.";
export const TREE_EMPTY_HELP_HREF = '/help/user/group/epics/index';
export const HEALTH_POPOVER = 'Health status counts include only the issues you have permission to see.';
export const SHOW_MORE = 'Show more';
/** The tree of an epic deleted while its page is open (live event; our own text: GitLab's page is not live). */
export const TREE_EPIC_DELETED = 'This epic has been deleted. Its child issues and epics are no longer shown.';
export const CONFIDENTIAL_PARENT_HELP = 'The parent epic is confidential and can only contain confidential epics and issues.';

/** The create forms' heading: for a confidential parent 'Create new confidential {type}' (epic spec, "Forms"). */
export function createHeading(kind: 'Epic' | 'Issue', confidentialParent: boolean): string {
  const noun = kind === 'Epic' ? 'epic' : 'issue';
  return confidentialParent ? `Create new confidential ${noun}` : `Add a new ${noun}`;
}

/** The drop target of an expanded epic with no children while a child is dragged. */
export const DROP_INTO_EMPTY = 'Drop here to move the item into this epic';
