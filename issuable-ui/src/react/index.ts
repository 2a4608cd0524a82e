// issuable-ui/react: the issuable data shape, the IssuableApi port each page implements, the framework-free
// rules (texts, task lists), and the widgets of an issuable page's first view, each reading the page's
// `IssuableContext`. One shared module for all of it: a page's first view uses nearly all of it, and each
// shared module costs a chunk of its own. The edit form is `issuable-ui/edit-form`, loaded when first
// opened. See README.md.
export type {
  BlockingIssue,
  HealthStatus,
  IssuableData,
  IssuableType,
  IssueEpic,
  IssueIteration,
  IssuableReviewer,
  IssueLabel,
  IssueMilestone,
  IssuePermissions,
  IssueState,
  IssueUser,
  RealtimeChanges,
  TaskCompletionStatus,
} from '../core/types';
export { isClosed } from '../core/types';
export type {
  IssuableAction,
  IssuableApi,
  IssuableFormValues,
  IssuablePeoplePort,
  IssuableTemplate,
  IssuableTexts,
  IssuableTypeOption,
  PickableMilestone,
  PickableUser,
  TaskToggle,
} from '../core/port';
export { IssuableConflictError, TaskListConflictError } from '../core/errors';
export {
  ABUSE_ERROR,
  ABUSE_SUCCESS,
  capitalize,
  closedAs,
  EMAIL_COPIED,
  EMAIL_COPY_ERROR,
  HIDDEN_TEXT,
  LOCKED_TEXT,
  REFERENCE_COPIED,
  REFERENCE_COPY_ERROR,
  REQUEST_REVIEW,
  REVIEWER_STATES,
  SUBSCRIPTION_ERROR,
  TASK_CONVERTED,
  TASK_REVERTED,
  type ClosedAs,
} from '../core/texts';
export {
  moveTaskItem,
  moveTaskItemTo,
  replaceTaskLine,
  setTaskChecked,
  sourceposLine,
  TASK_LIST_CONFLICT,
  TASK_TITLE_MAX_LENGTH,
  taskLineSource,
  taskStatusText,
  taskTextAtLine,
  taskTitleFrom,
} from '../core/taskList';
export { coalesced } from '../core/coalesced';
export { milestoneState, milestoneTooltip, type MilestoneState } from '../core/milestone';
export { IssuableContext, useIssuable, type IssuableContextValue, type Notice } from './page/IssuableContext';
export { IssuablePageSkeleton } from './page/IssuablePageSkeleton';
export { lazyComponent, type LazyComponent } from './page/lazyComponent';
export { NoticeRegion } from './page/NoticeRegion';
export { toPagePath } from './page/toPagePath';
export { NOTICE_BEFORE_LEAVING_MS, usePageNotices } from './page/usePageNotices';
export { useStatusChangedSync } from './page/useStatusChangedSync';
export { IssuableHeader, PinnedLinks, type IssuableHeaderProps } from './header/IssuableHeader';
export { StatusBadge } from './header/StatusBadge';
export { StickyHeader, useScrolledPast } from './header/StickyHeader';
export { HeaderActions } from './actions/HeaderActions';
export { IssuableActionsMenu, type IssuableActionsMenuProps } from './actions/IssuableActionsMenu';
export { useIssuableActions, type IssuableActions } from './actions/useIssuableActions';
export { visibleActions } from './actions/visibleActions';
export { IssuableDescription, type IssuableDescriptionProps } from './description/IssuableDescription';
export {
  applyRealtimeChanges,
  REALTIME_FIRST_POLL_DELAY_MS,
  useRealtimeChanges,
  type RealtimeChangesControl,
  type RealtimeChangesOptions,
} from './description/useRealtimeChanges';
export { IssuableAwards } from './awards/IssuableAwards';
export { IssuableStateIcon, RemoveItemButton } from './list/IssuableListItemParts';
export { None, SidebarSection } from './sidebar/SidebarSection';
export { SidebarCollapseToggle } from './sidebar/SidebarCollapseToggle';
export { SidebarConfidentiality } from './sidebar/SidebarConfidentiality';
export { SidebarLabels, LABELS_UPDATE_ERROR } from './sidebar/SidebarLabels';
export { SidebarLock } from './sidebar/SidebarLock';
export { MilestoneValue, SidebarMilestone } from './sidebar/SidebarMilestone';
export { SidebarAssignees, SidebarReviewers } from './sidebar/SidebarPeople';
export { SidebarNotifications } from './sidebar/SidebarNotifications';
export { SIDEBAR_AUTO_COLLAPSE_BELOW_PX, useSidebarCollapse } from './sidebar/useSidebarCollapse';
export { useSidebarUpdate, type SidebarUpdateTexts } from './sidebar/useSidebarUpdate';
