import { isApiError, reportAbuse } from 'shared-kernel/api';
import { autocompleteSourcesFor } from 'shared-kernel/ui';
import { IssuableConflictError, setTaskChecked, TaskListConflictError, type IssuableApi, type IssuableTexts } from 'issuable-ui/react';
import { deleteEpic } from './api/deleteEpic';
import { createEpicGroupLabel, listEpicLabels, setEpicLabels } from './api/epicLabels';
import { epicPath } from './api/epicPath';
import { getEpic } from './api/getEpic';
import { getEpicAwards } from './api/getEpicAwards';
import { getEpicRealtimeChanges } from './api/getEpicRealtimeChanges';
import { previewEpicMarkdown } from './api/previewEpicMarkdown';
import { toggleEpicAward } from './api/toggleEpicAward';
import { toggleEpicSubscription } from './api/toggleEpicSubscription';
import { setEpicConfidential } from './api/setEpicConfidential';
import { updateEpic } from './api/updateEpic';
import { updateEpicState } from './api/updateEpicState';
import { uploadEpicAttachment } from './api/uploadEpicAttachment';
import { EPIC_CONFIDENTIAL_ERROR, EPIC_CONFIDENTIAL_TEXT, EPIC_DELETE_ERROR, EPIC_REPORT_ABUSE, epicStateToggleError } from './texts';
import type { EpicRef } from './types';

const EPIC_TEXTS: IssuableTexts = { noun: 'epic', confidential: EPIC_CONFIDENTIAL_TEXT, stateToggleError: epicStateToggleError, reportAbuse: EPIC_REPORT_ABUSE };

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
 * The epic page's port to the issuable library: the epic's group routes and GraphQL mutations. What an
 * epic lacks (a type, templates, lock, promote, spam, tasks) the API leaves out, so the library shows none
 * of it. Its labels are its group's: the dropdown creates group labels ('Create group label').
 */
export function epicApi(ref: EpicRef): IssuableApi {
  return {
    kind: 'epic',
    fullPath: ref.groupPath,
    iid: ref.iid,
    pagePath: epicPath(ref),
    formName: 'epic',
    fallbackReference: `${ref.groupPath}&${ref.iid}`,
    texts: () => EPIC_TEXTS,
    load: () => getEpic(ref),
    save: ({ title, description, lock_version }) => onConflict(updateEpic(ref, { title, description, lock_version }), () => new IssuableConflictError()),
    saveDescription: (description, lockVersion) => onConflict(updateEpic(ref, { description, lock_version: lockVersion }), () => new TaskListConflictError()),
    // The epic route has no `update_task`: the toggled description (from the one the page shows) is saved with its lock_version.
    toggleTask: async (task, lockVersion, description) => {
      const next = setTaskChecked(description, task.lineNumber, task.checked);
      if (next === null) throw new TaskListConflictError();
      return onConflict(updateEpic(ref, { description: next, lock_version: lockVersion }), () => new TaskListConflictError());
    },
    setState: (event) => updateEpicState(ref, event),
    realtimeChanges: (signal) => getEpicRealtimeChanges(ref, signal),
    toggleSubscription: () => toggleEpicSubscription(ref),
    awards: { list: (signal) => getEpicAwards(ref, signal), toggle: (name) => toggleEpicAward(ref, name) },
    previewMarkdown: (text) => previewEpicMarkdown(ref, text),
    // The group's sources (members, labels, milestones, issues, epics, merge requests, commands) for `&1`-style completion.
    autocompleteSources: autocompleteSourcesFor({ groupPath: ref.groupPath }, { type: 'Epic', iid: ref.iid }),
    upload: (file) => uploadEpicAttachment(ref, file),
    destroy: { run: () => deleteEpic(ref), error: EPIC_DELETE_ERROR },
    confidentiality: { run: (confidential) => setEpicConfidential(ref, confidential), error: EPIC_CONFIDENTIAL_ERROR },
    reportAbuse,
    // The group's labels (and its ancestors'): an epic carries group labels only.
    labels: { list: () => listEpicLabels(ref), set: (ids) => setEpicLabels(ref, ids), create: (input) => createEpicGroupLabel(ref, input), workspace: 'group' },
  };
}
