import { ISSUE_LIVE_OPERATIONS } from './issueLiveOperations.ts';

/**
 * Operations clients send, kept here so the schema test validates them against our schema and
 * GitLab 16.2's. The trial widget's two queries are its contract with the server.
 */
export const TRIAL_STATUS_QUERY = /* GraphQL */ `
  query trialStatus($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      fullPath
      name
      gitlabSubscription {
        planCode
        planName
        trial
        trialStartsOn
        trialEndsOn
      }
    }
  }
`;

export const CURRENT_USER_TRIALS_QUERY = /* GraphQL */ `
  query currentUserTrials {
    currentUser {
      id
      groups {
        nodes {
          id
          fullPath
          name
          parent {
            id
          }
          gitlabSubscription {
            planCode
            planName
            trial
            trialStartsOn
            trialEndsOn
          }
        }
      }
    }
  }
`;

export const CURRENT_USER_QUERY = /* GraphQL */ `
  query currentUser {
    currentUser {
      id
      username
      name
      avatarUrl
      webUrl
      groups(search: "", permissionScope: CREATE_PROJECTS) {
        nodes {
          id
          fullPath
        }
      }
    }
  }
`;

export const GROUP_QUERY = /* GraphQL */ `
  query group($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullPath
      fullName
      webUrl
      visibility
      parent {
        id
        fullPath
      }
      projects(includeSubgroups: true, first: 20) {
        count
        nodes {
          id
          name
          fullPath
          visibility
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

export const PROJECT_ISSUE_QUERY = /* GraphQL */ `
  query projectIssue($fullPath: ID!, $iid: String) {
    project(fullPath: $fullPath) {
      id
      name
      fullPath
      webUrl
      visibility
      nameWithNamespace
      group {
        id
        fullPath
      }
      issue(iid: $iid) {
        id
        iid
        title
        state
        type
        reference(full: true)
        confidential
        webUrl
        author {
          id
          username
        }
      }
    }
  }
`;

export const PROJECT_ISSUES_QUERY = /* GraphQL */ `
  query projectIssues($fullPath: ID!, $state: IssuableState) {
    project(fullPath: $fullPath) {
      id
      issues(state: $state, first: 50) {
        count
        nodes {
          iid
          title
          confidential
        }
      }
    }
  }
`;

export const NAMESPACE_QUERY = /* GraphQL */ `
  query namespace($fullPath: ID!) {
    namespace(fullPath: $fullPath) {
      id
      name
      fullPath
      fullName
      projects {
        nodes {
          id
          fullPath
        }
      }
    }
  }
`;

export const ISSUABLE_TITLE_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription issuableTitleUpdated($issuableId: IssuableID!) {
    issuableTitleUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        iid
        title
      }
    }
  }
`;

/** The issue page's state toggle and edit (spec §7 updateIssue). */
export const UPDATE_ISSUE_MUTATION = /* GraphQL */ `
  mutation updateIssue($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        iid
        state
        title
        confidential
      }
      errors
    }
  }
`;

/** The lock toggle (spec §7 updateIssueLocked). */
export const ISSUE_SET_LOCKED_MUTATION = /* GraphQL */ `
  mutation updateIssueLocked($input: IssueSetLockedInput!) {
    issueSetLocked(input: $input) {
      issue {
        id
        discussionLocked
      }
      errors
    }
  }
`;

export const ISSUE_SET_CONFIDENTIAL_MUTATION = /* GraphQL */ `
  mutation issueSetConfidential($input: IssueSetConfidentialInput!) {
    issueSetConfidential(input: $input) {
      issue {
        id
        confidential
      }
      errors
    }
  }
`;

/** The issuable reference query (copy reference) plus the header's lock and confidentiality. */
export const ISSUE_REFERENCE_QUERY = /* GraphQL */ `
  query issuableReference($fullPath: ID!, $iid: String) {
    project(fullPath: $fullPath) {
      id
      issue(iid: $iid) {
        id
        reference(full: true)
        discussionLocked
        confidential
        state
      }
    }
  }
`;

const NOTE_FIELDS = /* GraphQL */ `
  id
  body
  bodyHtml
  internal
  system
  systemNoteIconName
  createdAt
  updatedAt
  lastEditedAt
  url
  resolvable
  resolved
  author {
    id
    username
    name
    avatarUrl
    webUrl
  }
  discussion {
    id
    replyId
    resolved
  }
  userPermissions {
    adminNote
    awardEmoji
    resolveNote
  }
`;

/** Live notes of a noteable (GitLab 16.2's work item note subscriptions; noteableId gid://gitlab/Issue/… or WorkItem/…). */
export const WORK_ITEM_NOTE_CREATED_SUBSCRIPTION = /* GraphQL */ `
  subscription workItemNoteCreated($noteableId: NoteableID) {
    workItemNoteCreated(noteableId: $noteableId) {
      ${NOTE_FIELDS}
    }
  }
`;

export const WORK_ITEM_NOTE_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription workItemNoteUpdated($noteableId: NoteableID) {
    workItemNoteUpdated(noteableId: $noteableId) {
      ${NOTE_FIELDS}
    }
  }
`;

export const WORK_ITEM_NOTE_DELETED_SUBSCRIPTION = /* GraphQL */ `
  subscription workItemNoteDeleted($noteableId: NoteableID) {
    workItemNoteDeleted(noteableId: $noteableId) {
      id
      discussionId
      lastDiscussionNote
    }
  }
`;

/** The notes app's "Add comment to incident timeline" (GitLab's promote_timeline_event.mutation.graphql, plus the event's fields). */
export const TIMELINE_EVENT_PROMOTE_FROM_NOTE_MUTATION = /* GraphQL */ `
  mutation promoteTimelineEvent($input: TimelineEventPromoteFromNoteInput!) {
    timelineEventPromoteFromNote(input: $input) {
      timelineEvent {
        id
        action
        editable
        note
        noteHtml
        occurredAt
        createdAt
        updatedAt
        author {
          username
        }
        incident {
          id
          iid
        }
        promotedFromNote {
          id
          body
        }
      }
      errors
    }
  }
`;

/** An incident's timeline (GitLab's get_timeline_events.query.graphql shape). */
export const INCIDENT_TIMELINE_EVENTS_QUERY = /* GraphQL */ `
  query getTimelineEvents($fullPath: ID!, $incidentId: IssueID!) {
    project(fullPath: $fullPath) {
      id
      incidentManagementTimelineEvents(incidentId: $incidentId) {
        nodes {
          id
          note
          noteHtml
          action
          occurredAt
          createdAt
          editable
          promotedFromNote {
            id
          }
        }
      }
    }
  }
`;

export const ALL_OPERATIONS: Record<string, string> = {
  incidentTimelineEvents: INCIDENT_TIMELINE_EVENTS_QUERY,
  timelineEventPromoteFromNote: TIMELINE_EVENT_PROMOTE_FROM_NOTE_MUTATION,
  workItemNoteCreated: WORK_ITEM_NOTE_CREATED_SUBSCRIPTION,
  workItemNoteUpdated: WORK_ITEM_NOTE_UPDATED_SUBSCRIPTION,
  workItemNoteDeleted: WORK_ITEM_NOTE_DELETED_SUBSCRIPTION,
  updateIssue: UPDATE_ISSUE_MUTATION,
  issueSetLocked: ISSUE_SET_LOCKED_MUTATION,
  issueSetConfidential: ISSUE_SET_CONFIDENTIAL_MUTATION,
  issuableReference: ISSUE_REFERENCE_QUERY,
  trialStatus: TRIAL_STATUS_QUERY,
  currentUserTrials: CURRENT_USER_TRIALS_QUERY,
  currentUser: CURRENT_USER_QUERY,
  group: GROUP_QUERY,
  projectIssue: PROJECT_ISSUE_QUERY,
  projectIssues: PROJECT_ISSUES_QUERY,
  namespace: NAMESPACE_QUERY,
  issuableTitleUpdated: ISSUABLE_TITLE_UPDATED_SUBSCRIPTION,
  ...ISSUE_LIVE_OPERATIONS,
};
