/**
 * The issue sidebar's editing operations as mf-issue sends them (its `features/sidebar/api/*.ts`);
 * the sidebar tests validate them against our schema and GitLab 16.2's and run them.
 */

export const ISSUE_SET_ASSIGNEES_MUTATION = /* GraphQL */ `
  mutation issueSetAssignees($input: IssueSetAssigneesInput!) {
    issueSetAssignees(input: $input) {
      issue { id assignees { nodes { id username } } }
      errors
    }
  }
`;

export const ISSUE_SET_ITERATION_MUTATION = /* GraphQL */ `
  mutation issueSetIteration($input: IssueSetIterationInput!) {
    issueSetIteration(input: $input) {
      issue { id iteration { id title startDate dueDate webUrl } }
      errors
    }
  }
`;

export const ISSUE_SET_WEIGHT_MUTATION = /* GraphQL */ `
  mutation issueSetWeight($input: IssueSetWeightInput!) {
    issueSetWeight(input: $input) {
      issue { id weight }
      errors
    }
  }
`;

export const ISSUE_SET_DUE_DATE_MUTATION = /* GraphQL */ `
  mutation issueSetDueDate($input: IssueSetDueDateInput!) {
    issueSetDueDate(input: $input) {
      issue { id dueDate }
      errors
    }
  }
`;

export const ISSUE_SET_HEALTH_STATUS_MUTATION = /* GraphQL */ `
  mutation updateIssueHealthStatus($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue { id healthStatus }
      errors
    }
  }
`;

export const ISSUE_SET_EPIC_MUTATION = /* GraphQL */ `
  mutation issueSetEpic($input: IssueSetEpicInput!) {
    issueSetEpic(input: $input) {
      issue { id hasEpic epic { id iid title webUrl } }
      errors
    }
  }
`;

export const GROUP_ITERATIONS_QUERY = /* GraphQL */ `
  query issueIterations($fullPath: ID!, $title: String, $state: IterationState) {
    group(fullPath: $fullPath) {
      iterations(search: $title, state: $state, includeAncestors: true, first: 50) {
        nodes { id title startDate dueDate webUrl state }
      }
    }
  }
`;

export const GROUP_EPICS_QUERY = /* GraphQL */ `
  query issueEpics($fullPath: ID!, $title: String, $state: EpicState) {
    group(fullPath: $fullPath) {
      epics(search: $title, state: $state, includeAncestorGroups: true, includeDescendantGroups: false, first: 50) {
        nodes { id iid title webUrl reference(full: true) }
      }
    }
  }
`;

export const ISSUE_ITERATION_AND_PARTICIPANTS_QUERY = /* GraphQL */ `
  query issueIterationAndParticipants($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      issue(iid: $iid) {
        id
        iteration { id title startDate dueDate webUrl state }
        participants(first: 100) { nodes { id username name avatarUrl webUrl } pageInfo { hasNextPage } }
      }
    }
  }
`;

export const ISSUE_SIDEBAR_EDIT_OPERATIONS: Record<string, string> = {
  issueSetAssignees: ISSUE_SET_ASSIGNEES_MUTATION,
  issueSetIteration: ISSUE_SET_ITERATION_MUTATION,
  issueSetWeight: ISSUE_SET_WEIGHT_MUTATION,
  issueSetDueDate: ISSUE_SET_DUE_DATE_MUTATION,
  updateIssueHealthStatus: ISSUE_SET_HEALTH_STATUS_MUTATION,
  issueSetEpic: ISSUE_SET_EPIC_MUTATION,
  issueIterations: GROUP_ITERATIONS_QUERY,
  issueEpics: GROUP_EPICS_QUERY,
  issueIterationAndParticipants: ISSUE_ITERATION_AND_PARTICIPANTS_QUERY,
};
