/**
 * Which noteable the notes area shows, and every path that depends on it. Issues and incidents live
 * in a project (`/:fullPath/-/issues/:iid`), epics in a group (`/groups/:groupPath/-/epics/:iid`);
 * GitLab's web routes differ between the two (the notes poll, the create route), so the paths are
 * built here and nowhere else.
 */
export type NoteableDescriptor =
  | { type: 'Issue' | 'Incident'; fullPath: string; iid: number }
  | { type: 'Epic'; groupPath: string; iid: number };

/** A descriptor plus the noteable's numeric id (known once its JSON has loaded). */
export type NoteableRef = NoteableDescriptor & { id: number };

/** A request: its path and query parameters. */
export interface RequestPath {
  url: string;
  params?: Record<string, string | number>;
}

/** `gitlab-org/gitlab` for an issue, `gitlab-org` for an epic (the `fullPath` of bus events). */
export function namespacePath(descriptor: NoteableDescriptor): string {
  return descriptor.type === 'Epic' ? descriptor.groupPath : descriptor.fullPath;
}

/** `/gitlab-org/gitlab/-/issues/1` or `/groups/gitlab-org/-/epics/1`. */
export function noteableWebPath(descriptor: NoteableDescriptor): string {
  return descriptor.type === 'Epic' ? `/groups/${descriptor.groupPath}/-/epics/${descriptor.iid}` : `/${descriptor.fullPath}/-/issues/${descriptor.iid}`;
}

/** `GET …/-/issues/:iid.json` or `GET /groups/:groupPath/-/epics/:iid.json`. */
export function noteableJsonPath(descriptor: NoteableDescriptor): string {
  return `${noteableWebPath(descriptor)}.json`;
}

/** `GET …/discussions.json` (same parameters and headers for issues and epics). */
export function discussionsPath(descriptor: NoteableDescriptor): string {
  return `${noteableWebPath(descriptor)}/discussions.json`;
}

/** The notes poll: `/:fullPath/noteable/issue/:id/notes` or `/groups/:groupPath/-/epics/:iid/notes`. */
export function notesPollPath(ref: NoteableRef): string {
  return ref.type === 'Epic' ? `${noteableWebPath(ref)}/notes` : `/${ref.fullPath}/noteable/issue/${ref.id}/notes`;
}

/** Creating a note: `POST /:fullPath/notes?target_type=issue&target_id=:id` or `POST /groups/:groupPath/-/epics/:iid/notes`. */
export function createNotePath(ref: NoteableRef): RequestPath {
  if (ref.type === 'Epic') return { url: `${noteableWebPath(ref)}/notes` };
  return { url: `/${ref.fullPath}/notes`, params: { target_type: 'issue', target_id: ref.id } };
}

/**
 * Markdown preview: the noteable JSON's `preview_note_path` when it has one (epics), else
 * `/:fullPath/preview_markdown?target_type=Issue&target_id=:id`.
 */
export function previewPath(ref: NoteableRef, previewNotePath?: string | null): RequestPath {
  if (previewNotePath) return { url: previewNotePath };
  if (ref.type === 'Epic') return { url: `/groups/${ref.groupPath}/-/preview_markdown`, params: { target_type: 'Epic', target_id: ref.iid } };
  return { url: `/${ref.fullPath}/preview_markdown`, params: { target_type: 'Issue', target_id: ref.id } };
}

/**
 * The quick actions this reader may run (`autocomplete_sources/commands`: the project's for an issue,
 * the group's for an epic), for the form's list and the placeholder's "Applying command to …".
 */
export function commandsPath(descriptor: NoteableDescriptor): RequestPath {
  if (descriptor.type === 'Epic') return { url: `/groups/${descriptor.groupPath}/-/autocomplete_sources/commands`, params: { type: 'Epic', type_id: descriptor.iid } };
  return { url: `/${descriptor.fullPath}/-/autocomplete_sources/commands`, params: { type: 'Issue', type_id: descriptor.iid } };
}

/** The `noteableId` of the live note subscriptions: `gid://gitlab/Issue/:id` or `gid://gitlab/Epic/:id`. */
export function noteableGlobalId(ref: NoteableRef): string {
  return `gid://gitlab/${ref.type === 'Epic' ? 'Epic' : 'Issue'}/${ref.id}`;
}

/** The type in local-storage keys (`autosave/Note/Issue/:id`, `sort_direction_Issue`): incidents are issues. */
export function storageType(descriptor: NoteableDescriptor): 'Issue' | 'Epic' {
  return descriptor.type === 'Epic' ? 'Epic' : 'Issue';
}

/** How texts name it: "issue", "incident" or "epic". */
export function noteableName(descriptor: NoteableDescriptor): 'issue' | 'incident' | 'epic' {
  return descriptor.type === 'Epic' ? 'epic' : descriptor.type === 'Incident' ? 'incident' : 'issue';
}

/** Whether a bus event about `{ issuableType, id }` or `{ fullPath, iid }` is about this noteable. */
export function isSameNoteable(descriptor: NoteableDescriptor, id: number, payload: { issuableType: string; id: number; fullPath: string; iid: number }): boolean {
  const epicEvent = payload.issuableType === 'epic';
  if (epicEvent !== (descriptor.type === 'Epic')) return false;
  return payload.id === id || (payload.fullPath === namespacePath(descriptor) && payload.iid === descriptor.iid);
}
