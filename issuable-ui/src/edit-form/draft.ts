import { createAutosave, type Autosave, type AutosaveStorage } from 'shared-kernel/autosave';

/** The two autosave slots of the edit form: `autosave/<page path>/title` and `…/description` (+ `/lockVersion`). */
export interface IssueDraftSlots {
  title: Autosave;
  description: Autosave;
}

/** Slots keyed by the page path (`/group/project/-/issues/3`), as GitLab keys them. */
export function issueDraftSlots(pagePath: string, storage?: AutosaveStorage): IssueDraftSlots {
  const base = pagePath.replace(/^\/+/, '');
  const options = storage ? { storage } : {};
  return { title: createAutosave([base, 'title'], options), description: createAutosave([base, 'description'], options) };
}

/** What the form opens with: a saved draft, and whether its description was written against an older lock_version. */
export interface RestoredDraft {
  title: string;
  description: string;
  /** True when a draft exists and the server's lock_version moved on since (ask Keep or Discard). */
  outdated: boolean;
  /** True when anything was restored. */
  restored: boolean;
}

export function restoreDraft(slots: IssueDraftSlots, server: { title: string; description: string; lockVersion: number }): RestoredDraft {
  const title = slots.title.restore();
  const description = slots.description.restore();
  return {
    title: title?.text ?? server.title,
    description: description?.text ?? server.description,
    outdated: description !== null && description.text !== server.description && slots.description.isOutdated(server.lockVersion),
    restored: title !== null || description !== null,
  };
}

export function saveDraft(slots: IssueDraftSlots, values: { title: string; description: string }, server: { title: string; description: string; lockVersion: number }): void {
  if (values.title !== server.title) slots.title.save(values.title);
  else slots.title.clear();
  if (values.description !== server.description) slots.description.save(values.description, server.lockVersion);
  else slots.description.clear();
}

export function clearDraft(slots: IssueDraftSlots): void {
  slots.title.clear();
  slots.description.clear();
}

/** What changed on the server since the form opened (shown with the concurrent-edit warning). */
export interface ServerChanges {
  title: string | null;
  description: string | null;
}

export function serverChanges(base: { title: string; description: string }, latest: { title: string; description: string }): ServerChanges | null {
  const title = base.title !== latest.title ? latest.title : null;
  const description = base.description !== latest.description ? latest.description : null;
  return title === null && description === null ? null : { title, description };
}
