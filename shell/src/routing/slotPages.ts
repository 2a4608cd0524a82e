import type { RegistryRoute } from 'shared-kernel/registry';
import { epicRouteRef, groupEpicsRouteRef, incidentRouteRef, issueRouteRef, mergeRequestDiffsRouteRef, mergeRequestRouteRef, newIssueRouteRef, projectIssuesRouteRef } from 'shared-kernel/routing';

const projectCrumb = { label: '{fullPath|last}', to: '/{fullPath}' };
const issueSlots = [
  { slot: 'issue.main', label: 'Issue', required: true },
  { slot: 'issue.notes', label: 'Discussion' },
];

/**
 * The slot pages GitLab's addresses promise, in the registry's route format. A registry entry's route
 * of the same id replaces one (registry.json declares them for mf-issue); without one, the page still
 * exists and its slots say "Module not installed", so an operator's older registry keeps every
 * address working.
 */
export const BUILT_IN_SLOT_PAGES: readonly RegistryRoute[] = [
  {
    id: 'dashboard.issues',
    path: '/dashboard/issues',
    title: 'Issues',
    crumbs: [{ label: 'Your work', to: '/' }, { label: 'Issues' }],
    slots: [{ slot: 'issue.list', label: 'Issues', required: true }],
    query: { scope: { prop: 'scope', type: ['assigned_to_me', 'created_by_me'] } },
  },
  {
    id: projectIssuesRouteRef.id,
    path: projectIssuesRouteRef.path,
    title: 'Issues · {fullPath}',
    crumbs: [projectCrumb, { label: 'Issues' }],
    slots: [{ slot: 'issue.list', label: 'Issues', required: true }],
    project: '{fullPath}',
    trackVisit: true,
  },
  {
    id: issueRouteRef.id,
    path: issueRouteRef.path,
    title: 'Issue #{iid} · {fullPath}',
    crumbs: [projectCrumb, { label: '#{iid}' }],
    slots: issueSlots,
    props: { issueType: 'issue' },
    project: '{fullPath}',
    trackVisit: true,
    data: ['/{fullPath}/-/issues/{iid}.json', '/{fullPath}/-/issues/{iid}/discussions.json?notes_filter=0&persist_filter=false&per_page=20'],
  },
  {
    id: incidentRouteRef.id,
    path: incidentRouteRef.path,
    title: 'Incident #{iid} · {fullPath}',
    crumbs: [projectCrumb, { label: '#{iid}' }],
    slots: issueSlots,
    props: { issueType: 'incident' },
    project: '{fullPath}',
    trackVisit: true,
    data: ['/{fullPath}/-/issues/{iid}.json', '/{fullPath}/-/issues/{iid}/discussions.json?notes_filter=0&persist_filter=false&per_page=20'],
  },
  {
    id: newIssueRouteRef.id,
    path: newIssueRouteRef.path,
    title: 'New issue · {fullPath}',
    crumbs: [projectCrumb, { label: 'Issues', to: '/{fullPath}/-/issues' }, { label: 'New' }],
    slots: [{ slot: 'issue.new', label: 'New issue', required: true }],
    query: { add_related_issue: { prop: 'addRelatedIssue', type: 'number' }, 'issue[issue_type]': { prop: 'issueType', type: ['incident'] }, merge_request_to_resolve_discussions_of: { prop: 'mergeRequestToResolveDiscussionsOf', type: 'number' } },
    project: '{fullPath}',
  },
  {
    id: groupEpicsRouteRef.id,
    path: groupEpicsRouteRef.path,
    title: 'Epics · {groupPath}',
    crumbs: [{ label: '{groupPath|last}', to: '/groups/{groupPath}' }, { label: 'Epics' }],
    slots: [{ slot: 'epic.list', label: 'Epics', required: true }],
    group: '{groupPath}',
    trackVisit: true,
  },
  {
    id: epicRouteRef.id,
    path: epicRouteRef.path,
    title: 'Epic &{iid} · {groupPath}',
    crumbs: [{ label: '{groupPath|last}', to: '/groups/{groupPath}' }, { label: 'Epics', to: '/groups/{groupPath}/-/epics' }, { label: '&{iid}' }],
    slots: [
      { slot: 'epic.main', label: 'Epic', required: true },
      { slot: 'epic.notes', label: 'Discussion' },
    ],
    group: '{groupPath}',
    trackVisit: true,
    // The epic's JSON, and the first discussions page as mf-notes reads it for all activity (its query
    // string in the order mf-notes sends it: the preloaded answer is matched by its address).
    data: ['/groups/{groupPath}/-/epics/{iid}.json', '/groups/{groupPath}/-/epics/{iid}/discussions.json?notes_filter=0&persist_filter=false&per_page=20'],
  },
  {
    id: mergeRequestRouteRef.id,
    path: mergeRequestRouteRef.path,
    title: 'Merge request !{iid} · {fullPath}',
    crumbs: [projectCrumb, { label: '!{iid}' }],
    slots: [
      { slot: 'merge_request.main', label: 'Merge request', required: true },
      { slot: 'merge_request.notes', label: 'Discussion' },
    ],
    project: '{fullPath}',
    trackVisit: true,
  },
  {
    id: mergeRequestDiffsRouteRef.id,
    path: mergeRequestDiffsRouteRef.path,
    title: 'Merge request !{iid} · {fullPath}',
    crumbs: [projectCrumb, { label: '!{iid}' }],
    slots: [{ slot: 'merge_request.diffs', label: 'Changes', required: true }],
    project: '{fullPath}',
    trackVisit: true,
  },
];
