/** The issue page's sidebar, promote and epic-colour operations (issue #3), as the UI sends them. */

export const ISSUE_SIDEBAR_QUERY = /* GraphQL */ `
  query issuableDetails($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      issue(iid: $iid) {
        id
        confidential
        hasEpic
        epic { id iid title webUrl color reference(full: true) }
        milestone { id title startDate dueDate expired webPath }
        labels { count nodes { id title color textColor description } }
        assignees { nodes { id username name avatarUrl webUrl } }
        healthStatus
        weight
        dueDate
        timeEstimate
        totalTimeSpent
        humanTimeEstimate
        humanTotalTimeSpent
        subscribed
        blocked
        blockedByCount
        blockingCount
        upvotes
        downvotes
        userNotesCount
      }
    }
  }
`;

export const WORK_ITEM_BY_IID_QUERY = /* GraphQL */ `
  query workItemByIid($fullPath: ID!, $iid: String) {
    project(fullPath: $fullPath) {
      workItems(iid: $iid) {
        nodes { id iid title state confidential lockVersion webUrl workItemType { id name iconName } }
      }
    }
  }
`;

export const PROMOTE_TO_EPIC_MUTATION = /* GraphQL */ `
  mutation promoteToEpic($input: PromoteToEpicInput!) {
    promoteToEpic(input: $input) {
      epic { id iid webPath webUrl title }
      issue { id state }
      errors
    }
  }
`;

export const UPDATE_EPIC_COLOR_MUTATION = /* GraphQL */ `
  mutation updateIssuableColor($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic { id color textColor }
      errors
    }
  }
`;

export const EPIC_COLOR_QUERY = /* GraphQL */ `
  query issuableColor($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      epic(iid: $iid) { id color textColor }
    }
  }
`;

export const UPDATE_ISSUE_SIDEBAR_MUTATION = /* GraphQL */ `
  mutation updateIssueSidebar($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue { id weight healthStatus dueDate timeEstimate milestone { title } labels { nodes { title } } epic { iid } }
      errors
    }
  }
`;

export const SIDEBAR_OPERATIONS: Record<string, string> = {
  issuableDetails: ISSUE_SIDEBAR_QUERY,
  workItemByIid: WORK_ITEM_BY_IID_QUERY,
  promoteToEpic: PROMOTE_TO_EPIC_MUTATION,
  updateIssuableColor: UPDATE_EPIC_COLOR_MUTATION,
  issuableColor: EPIC_COLOR_QUERY,
  updateIssueSidebar: UPDATE_ISSUE_SIDEBAR_MUTATION,
};
