// The tree's GraphQL answers in unit tests: a child epic, a child issue and one level of the children query.

const zero = { openedEpics: 0, closedEpics: 0, openedIssues: 0, closedIssues: 0 };

export function epicNode(id: number, title: string, position: number, extra: Record<string, unknown> = {}) {
  return {
    id: `gid://gitlab/Epic/${id}`, iid: String(id), title, state: 'opened', confidential: false, webPath: `/groups/gitlab-org/-/epics/${id}`, reference: `&${id}`, relationPath: null,
    createdAt: null, closedAt: null, hasChildren: false, hasIssues: false, relativePosition: position, group: { fullPath: 'gitlab-org' }, descendantCounts: zero, labels: { nodes: [] }, ...extra,
  };
}

export function issueNode(id: number, title: string, position: number) {
  return {
    id: `gid://gitlab/Issue/${id}`, iid: String(id), epicIssueId: `gid://gitlab/EpicIssue/${id}`, title, state: 'opened', confidential: false, webPath: `/gitlab-org/gitlab/-/issues/${id}`, reference: `#${id}`, relationPath: null,
    createdAt: '2026-11-01T10:00:00Z', closedAt: null, dueDate: null, weight: null, healthStatus: null, relativePosition: position, milestone: null, assignees: { nodes: [] }, labels: { nodes: [] },
  };
}

export function answer(epicGid: string, epics: unknown[], issues: unknown[]) {
  return {
    group: {
      id: 'gid://gitlab/Group/1',
      epic: {
        id: epicGid, descendantCounts: zero, descendantWeightSum: null, healthStatus: null,
        children: { edges: epics.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null as string | null } },
        issues: { edges: issues.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null as string | null } },
      },
    },
  };
}
