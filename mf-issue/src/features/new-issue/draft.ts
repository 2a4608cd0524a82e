import { createAutosave, type Autosave, type AutosaveStorage } from 'shared-kernel/autosave';

/** The new-issue form's drafts: title and description. */
export interface NewIssueDraft {
  title: Autosave;
  description: Autosave;
}

/**
 * Drafts keyed like GitLab's issuable form (the page's path and query): `autosave/<project>/-/issues/new/title`,
 * or `…/new/add_related_issue=3/title` for a related issue, so the two never mix.
 */
export function newIssueDraft(fullPath: string, addRelatedIssue: number | undefined, storage?: AutosaveStorage): NewIssueDraft {
  const parts = [`${fullPath}/-/issues/new`, ...(addRelatedIssue ? [`add_related_issue=${addRelatedIssue}`] : [])];
  const options = storage ? { storage } : {};
  return { title: createAutosave([...parts, 'title'], options), description: createAutosave([...parts, 'description'], options) };
}

export function saveNewIssueDraft(draft: NewIssueDraft, values: { title: string; description: string }): void {
  // An empty text clears its slot.
  draft.title.save(values.title);
  draft.description.save(values.description);
}

export function clearNewIssueDraft(draft: NewIssueDraft): void {
  draft.title.clear();
  draft.description.clear();
}
