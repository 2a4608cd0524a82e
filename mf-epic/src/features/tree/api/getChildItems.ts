import { graphqlQuery } from 'shared-kernel/api';

/** Children per kind and page (epic spec §9: default 100, cursor paging with 'Show more'). */
export const CHILD_PAGE_SIZE = 100;

/**
 * The tree's query. Its first page (every kind, no cursor) is also the epic route's startup query in
 * registry.json (`graphql`): the page server starts it with the page, and the page's Apollo Client answers
 * the tree's first read from there. A test keeps the two the same.
 */
export const CHILD_ITEMS = /* GraphQL */ `
  query epicChildItems($fullPath: ID!, $iid: ID, $pageSize: Int, $epicEndCursor: String, $issueEndCursor: String, $withEpics: Boolean!, $withIssues: Boolean!) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        descendantCounts {
          openedEpics
          closedEpics
          openedIssues
          closedIssues
        }
        descendantWeightSum {
          openedIssues
          closedIssues
        }
        healthStatus {
          issuesOnTrack
          issuesNeedingAttention
          issuesAtRisk
        }
        children(first: $pageSize, after: $epicEndCursor) @include(if: $withEpics) {
          edges {
            node {
              id
              iid
              title
              state
              confidential
              webPath
              reference(full: true)
              relationPath
              createdAt
              closedAt
              hasChildren
              hasIssues
              relativePosition
              group {
                fullPath
              }
              descendantCounts {
                openedEpics
                closedEpics
                openedIssues
                closedIssues
              }
              labels {
                nodes {
                  id
                  title
                  color
                  textColor
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
        issues(first: $pageSize, after: $issueEndCursor) @include(if: $withIssues) {
          edges {
            node {
              id
              iid
              epicIssueId
              title
              state
              confidential
              webPath
              reference(full: true)
              relationPath
              createdAt
              closedAt
              dueDate
              weight
              healthStatus
              relativePosition
              milestone {
                id
                title
              }
              assignees {
                nodes {
                  id
                  name
                  avatarUrl
                  webUrl
                }
              }
              labels {
                nodes {
                  id
                  title
                  color
                  textColor
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

export interface DescendantCounts {
  openedEpics: number | null;
  closedEpics: number | null;
  openedIssues: number | null;
  closedIssues: number | null;
}

export interface HealthCounts {
  issuesOnTrack: number | null;
  issuesNeedingAttention: number | null;
  issuesAtRisk: number | null;
}

export interface TreeLabel {
  id: string;
  title: string;
  color: string;
  textColor: string;
  description?: string | null;
}

export interface EpicChild {
  type: 'Epic';
  id: string;
  iid: string;
  title: string;
  state: 'opened' | 'closed';
  confidential: boolean | null;
  webPath: string;
  reference: string;
  relationPath: string | null;
  createdAt: string | null;
  closedAt: string | null;
  hasChildren: boolean;
  hasIssues: boolean;
  relativePosition: number | null;
  group: { fullPath: string };
  descendantCounts: DescendantCounts | null;
  labels: { nodes: (TreeLabel | null)[] } | null;
}

export interface IssueChild {
  type: 'Issue';
  id: string | null;
  iid: string;
  epicIssueId: string;
  title: string;
  state: 'opened' | 'closed';
  confidential: boolean;
  webPath: string;
  reference: string;
  relationPath: string | null;
  createdAt: string;
  closedAt: string | null;
  dueDate: string | null;
  weight: number | null;
  healthStatus: 'onTrack' | 'needsAttention' | 'atRisk' | null;
  relativePosition: number | null;
  milestone: { id: string; title: string } | null;
  assignees: { nodes: ({ id: string; name: string; avatarUrl: string | null; webUrl: string } | null)[] } | null;
  labels: { nodes: (TreeLabel | null)[] } | null;
}

export type ChildItem = EpicChild | IssueChild;

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One answer of the tree query: the parent's roll-ups and one page of each kind asked for. */
export interface ChildItemsPage {
  epicGid: string;
  descendantCounts: DescendantCounts | null;
  descendantWeightSum: { openedIssues: number | null; closedIssues: number | null } | null;
  healthStatus: HealthCounts | null;
  epics: { items: EpicChild[]; pageInfo: PageInfo } | null;
  issues: { items: IssueChild[]; pageInfo: PageInfo } | null;
}

interface Connection<T> {
  edges: ({ node: T | null } | null)[] | null;
  pageInfo: PageInfo;
}

interface Answer {
  group: {
    epic: {
      id: string;
      descendantCounts: DescendantCounts | null;
      descendantWeightSum: ChildItemsPage['descendantWeightSum'];
      healthStatus: HealthCounts | null;
      children?: Connection<Omit<EpicChild, 'type'>> | null;
      issues?: Connection<Omit<IssueChild, 'type'>> | null;
    } | null;
  } | null;
}

function nodesOf<T extends object>(connection: Connection<T> | null | undefined): T[] {
  const nodes: T[] = [];
  for (const edge of connection?.edges ?? []) if (edge?.node) nodes.push(edge.node);
  return nodes;
}

/** The variables of {@link CHILD_ITEMS} for one page of `fullPath&iid`. */
export function childItemsVariables(
  { fullPath, iid }: { fullPath: string; iid: string | number },
  { epicEndCursor = null, issueEndCursor = null, epics = true, issues = true }: { epicEndCursor?: string | null; issueEndCursor?: string | null; epics?: boolean; issues?: boolean } = {},
): Record<string, unknown> {
  return { fullPath, iid: String(iid), pageSize: CHILD_PAGE_SIZE, epicEndCursor, issueEndCursor, withEpics: epics, withIssues: issues };
}

/** The spec's "Query epic children": one page of child epics and/or child issues of `fullPath&iid`. */
export async function getChildItems(
  { fullPath, iid }: { fullPath: string; iid: string | number },
  { epicEndCursor = null, issueEndCursor = null, epics = true, issues = true }: { epicEndCursor?: string | null; issueEndCursor?: string | null; epics?: boolean; issues?: boolean } = {},
): Promise<ChildItemsPage> {
  const data = await graphqlQuery<Answer>(
    CHILD_ITEMS,
    childItemsVariables({ fullPath, iid }, { epicEndCursor, issueEndCursor, epics, issues }),
    // The tree keeps its children itself: normalising 100 of them into Apollo's cache was the page's
    // longest task and nothing reads them from there.
    { fetchPolicy: 'no-cache' },
  );
  const epic = data.group?.epic;
  if (!epic) throw new Error('epic not found');
  return {
    epicGid: epic.id,
    descendantCounts: epic.descendantCounts,
    descendantWeightSum: epic.descendantWeightSum,
    healthStatus: epic.healthStatus,
    epics: epics && epic.children ? { items: nodesOf(epic.children).map((node) => ({ ...node, type: 'Epic' as const })), pageInfo: epic.children.pageInfo } : null,
    issues: issues && epic.issues ? { items: nodesOf(epic.issues).map((node) => ({ ...node, type: 'Issue' as const })), pageInfo: epic.issues.pageInfo } : null,
  };
}

/** The tree's order (epic spec §4): by relative position, then open before closed. */
export function sortChildren(items: ChildItem[]): ChildItem[] {
  return [...items].sort((a, b) => {
    const pa = a.relativePosition ?? Number.MAX_SAFE_INTEGER;
    const pb = b.relativePosition ?? Number.MAX_SAFE_INTEGER;
    if (pa !== pb) return pa - pb;
    if (a.state !== b.state) return a.state === 'opened' ? -1 : 1;
    return 0;
  });
}
