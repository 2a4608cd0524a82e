/** The parts of the dashboard that have their own page (`/dashboard/projects`, …). */
export type DashboardSection = 'projects' | 'groups' | 'issues';

/** What a GitLab-style path points at. The shell resolves every URL through this one function. */
export type PlatformRoute =
  | { kind: 'dashboard' }
  | { kind: 'dashboard_section'; section: DashboardSection }
  | { kind: 'project_issues'; fullPath: string }
  | { kind: 'sign_in' }
  | { kind: 'modules' }
  | { kind: 'issue'; fullPath: string; iid: number; issueType: 'issue' | 'incident' }
  | { kind: 'new_issue'; fullPath: string }
  | { kind: 'epic'; groupPath: string; iid: number }
  | { kind: 'merge_request'; fullPath: string; iid: number; tab: 'overview' | 'diffs' }
  | { kind: 'group'; fullPath: string }
  | { kind: 'namespace'; fullPath: string }
  | { kind: 'not_found' };

const SEGMENT = '[A-Za-z0-9_.][A-Za-z0-9_.-]*';
const FULL_PATH = `(${SEGMENT}(?:/${SEGMENT})*)`;

const patterns: Array<[RegExp, (m: RegExpMatchArray) => PlatformRoute]> = [
  [/^\/$/, () => ({ kind: 'dashboard' })],
  [/^\/dashboard\/(projects|groups|issues)$/, (m) => ({ kind: 'dashboard_section', section: m[1] as DashboardSection })],
  [/^\/users\/sign_in$/, () => ({ kind: 'sign_in' })],
  [/^\/-\/modules$/, () => ({ kind: 'modules' })],
  [
    new RegExp(`^/groups/${FULL_PATH}/-/epics/(\\d+)$`),
    (m) => ({ kind: 'epic', groupPath: m[1]!, iid: Number(m[2]) }),
  ],
  [new RegExp(`^/groups/${FULL_PATH}$`), (m) => ({ kind: 'group', fullPath: m[1]! })],
  [
    new RegExp(`^/${FULL_PATH}/-/issues/incident/(\\d+)$`),
    (m) => ({ kind: 'issue', fullPath: m[1]!, iid: Number(m[2]), issueType: 'incident' }),
  ],
  [new RegExp(`^/${FULL_PATH}/-/issues/new$`), (m) => ({ kind: 'new_issue', fullPath: m[1]! })],
  [
    new RegExp(`^/${FULL_PATH}/-/issues/(\\d+)$`),
    (m) => ({ kind: 'issue', fullPath: m[1]!, iid: Number(m[2]), issueType: 'issue' }),
  ],
  [new RegExp(`^/${FULL_PATH}/-/issues$`), (m) => ({ kind: 'project_issues', fullPath: m[1]! })],
  [
    new RegExp(`^/${FULL_PATH}/-/merge_requests/(\\d+)(/diffs)?$`),
    (m) => ({ kind: 'merge_request', fullPath: m[1]!, iid: Number(m[2]), tab: m[3] ? 'diffs' : 'overview' }),
  ],
  [new RegExp(`^/${FULL_PATH}$`), (m) => ({ kind: 'namespace', fullPath: m[1]! })],
];

/** Resolves a pathname (trailing slash ignored) to the page that shows it. */
export function matchPlatformPath(pathname: string): PlatformRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, build] of patterns) {
    const match = path.match(pattern);
    if (match) return build(match);
  }
  return { kind: 'not_found' };
}
