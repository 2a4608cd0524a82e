/** Types shared by every domain's SDL (a subset of GitLab 16.2's). */
export const commonTypeDefs = /* GraphQL */ `
  """Time represented in ISO 8601."""
  scalar Time
  """Date represented in ISO 8601."""
  scalar Date
  """A global id of an issuable: gid://gitlab/Issue/1."""
  scalar IssuableID

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Query
  type Subscription
`;
