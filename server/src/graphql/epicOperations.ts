/**
 * The epic page's operations (mf-issue's epic feature), as the UI sends them, validated against our
 * schema and GitLab 16.2 in `domains/epics/graphql.test.ts`. The colour picker uses `issuableColor`
 * and `updateIssuableColor` from `sidebarOperations.ts`.
 */

/** GitLab's epic_details.query.graphql: the sidebar's participants. */
export const EPIC_DETAILS_QUERY = /* GraphQL */ `
  query epicDetails($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        participants {
          nodes {
            id
            name
            username
            avatarUrl
            webUrl
          }
        }
      }
    }
  }
`;

/** Close / reopen from the header (16.2's `updateEpic(input: { stateEvent })`). */
export const UPDATE_EPIC_STATE_MUTATION = /* GraphQL */ `
  mutation updateEpicState($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic {
        id
        state
      }
      errors
    }
  }
`;

/** What a later epic page reads about the viewer. */
export const EPIC_PERMISSIONS_QUERY = /* GraphQL */ `
  query epicPermissions($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        iid
        title
        titleHtml
        state
        confidential
        reference(full: true)
        subscribed
        upvotes
        downvotes
        userNotesCount
        labels {
          nodes {
            id
            title
          }
        }
        userPermissions {
          adminEpic
          awardEmoji
          createEpic
          createNote
          destroyEpic
          readEpic
          readEpicIid
          updateEpic
        }
      }
    }
  }
`;

export const EPIC_OPERATIONS: Record<string, string> = {
  epicDetails: EPIC_DETAILS_QUERY,
  updateEpicState: UPDATE_EPIC_STATE_MUTATION,
  epicPermissions: EPIC_PERMISSIONS_QUERY,
};
