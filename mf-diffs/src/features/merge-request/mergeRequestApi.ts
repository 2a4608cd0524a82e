import { isApiError } from 'shared-kernel/api';
import { IssuableConflictError, setTaskChecked, TaskListConflictError, type IssuableApi, type IssuableTexts } from 'issuable-ui/react';
import { getMergeRequest } from './api/getMergeRequest';
import {
  getMergeRequestAwards,
  getMergeRequestRealtimeChanges,
  previewMergeRequestMarkdown,
  toggleMergeRequestAward,
  toggleMergeRequestSubscription,
  uploadMergeRequestAttachment,
} from './api/mergeRequestIssuableCalls';
import { mergeRequestPath } from './api/mergeRequestPath';
import { createProjectLabel, getProjectLabels, getProjectMembers, getProjectMilestones, requestReReview, setMergeRequestPeople } from './api/sidebarCalls';
import { updateMergeRequest } from './api/updateMergeRequest';
import { mergeRequestAsIssuable } from './mergeRequestAsIssuable';
import { ASSIGNEES_UPDATE_ERROR, LOCK_ERROR, MILESTONE_UPDATE_ERROR, REREVIEW_ERROR, REVIEWERS_UPDATE_ERROR, stateToggleError } from './texts';
import type { MergeRequestRef } from './types';

const TEXTS: IssuableTexts = { noun: 'merge request', confidential: '', stateToggleError };

/** A 409 (a newer `lock_version`) as the library's conflict error of that save. */
async function onConflict<T>(save: Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isApiError(error) && error.status === 409) throw conflict();
    throw error;
  }
}

/**
 * The merge request page's port to the issuable library: the merge request's web routes. What a merge
 * request lacks here (a type, templates, promote, spam, tasks, delete, confidentiality) is left out, so
 * the library shows none of it.
 */
export function mergeRequestApi(ref: MergeRequestRef): IssuableApi {
  const save = (update: Parameters<typeof updateMergeRequest>[1]) => updateMergeRequest(ref, update).then(mergeRequestAsIssuable);
  return {
    kind: 'merge_request',
    fullPath: ref.fullPath,
    iid: ref.iid,
    pagePath: mergeRequestPath(ref),
    formName: 'merge_request',
    fallbackReference: `${ref.fullPath}!${ref.iid}`,
    texts: () => TEXTS,
    load: () => getMergeRequest(ref),
    save: ({ title, description, lock_version }) => onConflict(save({ title, description, lock_version }), () => new IssuableConflictError()),
    saveDescription: (description, lockVersion) => onConflict(save({ description, lock_version: lockVersion }), () => new TaskListConflictError()),
    toggleTask: async (task, lockVersion, description) => {
      const next = setTaskChecked(description, task.lineNumber, task.checked);
      if (next === null) throw new TaskListConflictError();
      return onConflict(save({ description: next, lock_version: lockVersion }), () => new TaskListConflictError());
    },
    setState: async (event) => ((await updateMergeRequest(ref, { state_event: event === 'CLOSE' ? 'close' : 'reopen' })).state === 'opened' ? 'opened' : 'closed'),
    realtimeChanges: (signal) => getMergeRequestRealtimeChanges(ref, signal),
    toggleSubscription: () => toggleMergeRequestSubscription(ref),
    awards: { list: (signal) => getMergeRequestAwards(ref, signal), toggle: (name) => toggleMergeRequestAward(ref, name) },
    previewMarkdown: (text) => previewMergeRequestMarkdown(ref, text),
    upload: (file) => uploadMergeRequestAttachment(ref, file),
    labels: {
      list: async () => getProjectLabels(ref, (await getMergeRequest(ref)).labels ?? []),
      set: async (ids) => {
        const saved = await updateMergeRequest(ref, { label_ids: ids });
        return { labels: saved.labels ?? [], lock_version: saved.lock_version };
      },
      create: (input) => createProjectLabel(ref.fullPath, input),
      manageHref: `/${ref.fullPath}/-/labels`,
    },
    assignees: { members: (signal) => getProjectMembers(ref, signal), set: (usernames) => setMergeRequestPeople(ref, 'assignees', usernames), error: ASSIGNEES_UPDATE_ERROR },
    reviewers: {
      members: (signal) => getProjectMembers(ref, signal),
      set: (usernames) => setMergeRequestPeople(ref, 'reviewers', usernames),
      error: REVIEWERS_UPDATE_ERROR,
      rereview: { run: (userId) => requestReReview(ref, userId), error: REREVIEW_ERROR },
    },
    milestone: {
      list: (signal) => getProjectMilestones(ref, signal),
      run: async (milestoneId) => void (await updateMergeRequest(ref, { milestone_id: milestoneId ?? 0 })),
      error: MILESTONE_UPDATE_ERROR,
    },
    lock: { run: async (locked) => Boolean((await updateMergeRequest(ref, { discussion_locked: locked })).discussion_locked), error: LOCK_ERROR },
  };
}
