import { hrefOf, newIssueRouteRef } from 'shared-kernel/routing';
import type { IssuableApi, IssuableData } from 'issuable-ui/react';
import { getLabels } from '../api/getLabels';
import { getMembers } from '../api/getMembers';
import { getMilestones } from '../api/getMilestones';
import { createTask } from '../features/issue/api/createTask';
import { deleteIssue } from '../features/issue/api/deleteIssue';
import { getAwards } from '../features/issue/api/getAwards';
import { getIssue } from '../features/issue/api/getIssue';
import { getRealtimeChanges } from '../features/issue/api/getRealtimeChanges';
import { markAsSpam } from '../features/issue/api/markAsSpam';
import { promoteToEpic } from '../features/issue/api/promoteToEpic';
import { reportAbuse } from 'shared-kernel/api';
import { autocompleteSourcesFor } from 'shared-kernel/ui';
import { revertTask } from '../features/issue/api/revertTask';
import { setIssueLocked } from '../features/issue/api/setIssueLocked';
import { toggleAward } from '../features/issue/api/toggleAward';
import { toggleSubscription } from '../features/issue/api/toggleSubscription';
import { toggleTask } from '../features/issue/api/toggleTask';
import { updateDescription } from '../features/issue/api/updateDescription';
import { updateIssueState } from '../features/issue/api/updateIssueState';
import { CONFIDENTIAL_ERROR, DELETE_ERROR, issueTexts, LOCK_ERROR, PROMOTE_ERROR, PROMOTE_SUCCESS, SPAM_ERROR, SPAM_SUCCESS } from '../features/issue/texts';
import { getLinkedItems } from '../features/linked-items/api/getLinkedItems';
import { createLabel } from '../features/sidebar/api/createLabel';
import { setIssueConfidential } from '../features/sidebar/api/setIssueConfidential';
import { setIssueAssignees } from '../features/sidebar/api/setIssueAssignees';
import { setIssueLabels } from '../features/sidebar/api/setIssueLabels';
import { setIssueMilestone } from '../features/sidebar/api/setIssueMilestone';
import { ASSIGNEES_UPDATE_ERROR, MILESTONE_UPDATE_ERROR } from '../features/sidebar/texts';
import { issueTypeOptions } from '../lib/issueTypes';
import { issuePath, type IssueRef } from '../lib/types';

/**
 * The page JSON's `blocked_by_issues` may predate a link added since: an empty list is checked against
 * the open "is blocked by" links.
 */
async function openBlockers(ref: IssueRef, issue: IssuableData) {
  if (issue.blocked_by_issues?.length) return issue.blocked_by_issues;
  try {
    const items = await getLinkedItems(ref);
    return items
      .filter((item) => item.link_type === 'is_blocked_by' && item.state !== 'closed')
      .map((item) => ({ iid: item.iid, title: item.title, web_url: item.path, reference: item.reference }));
  } catch {
    return [];
  }
}

/** The edit form's part of the API, loaded with the form. */
const formApi = () => import('./issueFormApi');

/** The issue page's port to the issuable library: the issue's (and incident's) routes, fields, actions and texts. */
export function issueApi(ref: IssueRef): IssuableApi {
  return {
    kind: 'issue',
    fullPath: ref.fullPath,
    iid: ref.iid,
    pagePath: issuePath(ref),
    formName: 'issue',
    fallbackReference: `${ref.fullPath}#${ref.iid}`,
    texts: issueTexts,
    load: (signal) => getIssue(ref, signal),
    save: async (values) => (await formApi()).updateIssue(ref, values),
    saveDescription: (description, lockVersion) => updateDescription(ref, description, lockVersion),
    toggleTask: (task, lockVersion) => toggleTask(ref, task, lockVersion),
    setState: (event) => updateIssueState(ref, event),
    realtimeChanges: (signal) => getRealtimeChanges(ref, signal),
    toggleSubscription: () => toggleSubscription(ref),
    awards: { list: (signal) => getAwards(ref, signal), toggle: (name) => toggleAward(ref, name) },
    previewMarkdown: async (text) => (await formApi()).previewMarkdown(ref, text),
    upload: async (file) => (await formApi()).uploadAttachment(ref, file),
    autocompleteSources: autocompleteSourcesFor({ projectPath: ref.fullPath }, { type: 'Issue', iid: ref.iid }),
    openBlockers: (issue) => openBlockers(ref, issue),
    destroy: { run: () => deleteIssue(ref), error: DELETE_ERROR },
    promote: {
      run: () => promoteToEpic(ref),
      success: PROMOTE_SUCCESS,
      error: PROMOTE_ERROR,
      // Incidents are not promoted (GitLab offers it on issues only).
      available: (issue) => issue.issue_type === 'issue',
    },
    lock: { run: (locked) => setIssueLocked(ref, locked), error: LOCK_ERROR },
    confidentiality: { run: (confidential) => setIssueConfidential(ref, confidential), error: CONFIDENTIAL_ERROR },
    markAsSpam: { run: () => markAsSpam(ref), success: SPAM_SUCCESS, error: SPAM_ERROR },
    reportAbuse,
    newRelatedHref: hrefOf(newIssueRouteRef, { fullPath: ref.fullPath }, { query: { add_related_issue: ref.iid } }),
    typeOptions: (_issue, canChooseIncident) => issueTypeOptions(canChooseIncident),
    templates: {
      list: async (signal) => (await formApi()).getIssueTemplates(ref.fullPath, signal),
      get: async (key) => (await formApi()).getIssueTemplate(ref.fullPath, key),
    },
    tasks: { create: (input) => createTask(ref, input), revert: (iid, canDestroy) => revertTask(ref, iid, canDestroy) },
    labels: {
      list: () => getLabels(ref),
      set: (ids) => setIssueLabels(ref, ids),
      create: (input) => createLabel(ref.fullPath, input),
      manageHref: `/${ref.fullPath}/-/labels`,
    },
    assignees: { members: (signal) => getMembers(ref, signal), set: (usernames) => setIssueAssignees(ref, usernames), error: ASSIGNEES_UPDATE_ERROR },
    milestone: { list: (signal) => getMilestones(ref, signal), run: (milestoneId) => setIssueMilestone(ref, milestoneId), error: MILESTONE_UPDATE_ERROR },
  };
}
