import type { DescriptionVersionFields } from '../description-versions/queries.ts';
import { accessLevelName } from '../memberships/rules.ts';
import { avatarUrlOf } from '../users/avatars.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import type { Noteable } from './noteables.ts';
import { canAdminNote, canAwardEmoji, canResolveDiscussion, canResolveNote } from './rules.ts';
import type { NoteDiffFileRow, NoteRow } from './tables.ts';
import { diffLineJson, diffLanguageOf } from '../repositories/diffLines.ts';
import { parseDiffLines, sha1 } from '../repositories/diff.ts';
import type { AwardWithUser } from './queries.ts';

/** What serializing a set of notes needs beyond the rows (loaded once per request). */
export interface NoteContext {
  base: string;
  noteable: Noteable;
  users: Map<number, UserRow>;
  awards: AwardWithUser[];
  /** author id → effective access level in the project. */
  authorAccess: Map<number, number>;
  /** note id → `note_html` redacted for the reader (notes/render.ts). */
  html: Map<number, string>;
  /** note id → description version fields of "changed the description" notes (description-versions/queries.ts). */
  descriptionVersions?: Map<number, DescriptionVersionFields>;
  /** Authors who are not members but committed to the project (service.ts: contributorIds). */
  contributors?: Set<number>;
  /** note id → its `suggestions` for the reader (the kind's provider: NoteableProvider#noteSuggestions). */
  suggestions?: Map<number, unknown[]>;
  /** note id → the diff excerpt of a text DiffNote (note_diff_files). */
  diffFiles?: Map<number, NoteDiffFileRow>;
  /** The merge request's latest diff version head: a diff thread whose position is elsewhere is outdated. */
  diffHeadSha?: string | null;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** GitLab's NoteUserEntity (web). */
export function noteUserJson(base: string, user: UserRow | undefined) {
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    locked: false,
    avatar_url: avatarUrlOf(base, user),
    web_url: `${base}/${user.username}`,
    path: `/${user.username}`,
    show_status: false,
    bot: user.userType !== 'human',
  };
}

function userOf(context: NoteContext, id: number | null | undefined): UserRow | undefined {
  return id == null ? undefined : context.users.get(id);
}

export function notePath(noteable: Noteable, note: Pick<NoteRow, 'id'>): string {
  return `${noteable.notesPath}/${note.id}`;
}

export function resolvePath(noteable: Noteable, discussionId: string): string {
  return `${noteable.webPath}/discussions/${discussionId}/resolve`;
}

/** GitLab's NoteEntity as the notes app reads it (web JSON: discussions.json, notes, create). */
export function noteJson(context: NoteContext, note: NoteRow) {
  const { noteable, base } = context;
  const author = userOf(context, note.authorId);
  const accessLevel = context.authorAccess.get(note.authorId) ?? 0;
  const access = noteable.access;
  return {
    id: String(note.id),
    type: note.type,
    attachment: null,
    author: noteUserJson(base, author),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    system: note.system,
    noteable_id: note.noteableId,
    noteable_type: note.noteableType,
    noteable_iid: noteable.iid,
    project_id: note.projectId,
    commit_id: note.commitId,
    ...(note.type === 'DiffNote' ? { position: note.position, line_code: note.lineCode } : {}),
    resolvable: note.resolvable,
    resolved: note.resolvable && note.resolvedAt !== null,
    resolved_at: iso(note.resolvedAt),
    resolved_by: noteUserJson(base, userOf(context, note.resolvedById)),
    resolved_by_push: note.resolvable && note.resolvedAt !== null && note.resolvedByPush,
    system_note_icon_name: note.systemNoteIconName,
    is_noteable_author: note.authorId === noteable.access.noteableAuthorId,
    discussion_id: note.discussionId,
    emoji_awardable: !note.system,
    award_emoji: context.awards
      .filter((award) => award.awardableId === note.id)
      .map((award) => ({ name: award.name, user: { id: award.user.id, name: award.user.name, username: award.user.username } })),
    report_abuse_path: '/-/abuse_reports/add_category',
    noteable_note_url: `${noteable.webUrl}#note_${note.id}`,
    resolve_path: note.resolvable ? resolvePath(noteable, note.discussionId) : null,
    cached_markdown_version: null,
    internal: note.internal,
    confidential: note.internal,
    external_author: null,
    note: note.note,
    note_html: context.html.get(note.id) ?? '',
    last_edited_at: iso(note.lastEditedAt),
    last_edited_by: noteUserJson(base, userOf(context, note.lastEditedById)),
    current_user: {
      can_edit: canAdminNote(access, note),
      can_award_emoji: canAwardEmoji(access, note),
      can_resolve: canResolveNote(access, note),
      can_resolve_discussion: canResolveNote(access, note),
    },
    suggestions: context.suggestions?.get(note.id) ?? [],
    human_access: accessLevel > 0 ? accessLevelName(accessLevel) : null,
    is_contributor: context.contributors?.has(note.authorId) ?? false,
    project_name: noteable.projectName,
    toggle_award_path: `${notePath(noteable, note)}/toggle_award_emoji`,
    path: notePath(noteable, note),
    ...(context.descriptionVersions?.get(note.id) ?? {}),
  };
}

/** Groups notes (ordered) into discussions, keeping the order of `order` (or of first appearance). */
export function groupDiscussions(rows: NoteRow[], order?: string[]): NoteRow[][] {
  const byId = new Map<string, NoteRow[]>();
  for (const row of rows) {
    const list = byId.get(row.discussionId);
    if (list) list.push(row);
    else byId.set(row.discussionId, [row]);
  }
  return (order ?? [...byId.keys()]).map((id) => byId.get(id)).filter((list): list is NoteRow[] => Boolean(list && list.length));
}

function discussionState(discussionNotes: NoteRow[]) {
  const resolvable = discussionNotes.filter((n) => n.resolvable);
  const resolved = resolvable.length > 0 && resolvable.every((n) => n.resolvedAt !== null);
  const lastResolved = resolved ? resolvable.reduce((a, b) => ((a.resolvedAt?.getTime() ?? 0) >= (b.resolvedAt?.getTime() ?? 0) ? a : b)) : undefined;
  return { resolvable: resolvable.length > 0, resolved, lastResolved };
}

/** A discussion's notes are individual when its one note has no type (not a thread). */
export function isIndividual(discussionNotes: NoteRow[]): boolean {
  const first = discussionNotes[0];
  return discussionNotes.length === 1 && first !== undefined && first.type === null;
}

/** GitLab's DiscussionEntity (web). */
export function discussionJson(context: NoteContext, discussionNotes: NoteRow[]) {
  const first = discussionNotes[0] as NoteRow;
  const { resolvable, resolved, lastResolved } = discussionState(discussionNotes);
  const access = context.noteable.access;
  return {
    id: first.discussionId,
    reply_id: first.discussionId,
    project_id: first.projectId,
    commit_id: first.commitId,
    confidential: first.internal,
    diff_discussion: false,
    discussion_path: null,
    ...(first.type === 'DiffNote' ? diffDiscussionFields(context, first) : {}),
    expanded: !resolved,
    for_commit: false,
    individual_note: isIndividual(discussionNotes),
    notes: discussionNotes.map((note) => noteJson(context, note)),
    resolvable,
    resolved,
    resolved_at: resolved ? iso(lastResolved?.resolvedAt) : null,
    resolved_by: resolved ? noteUserJson(context.base, userOf(context, lastResolved?.resolvedById)) : null,
    resolved_by_push: resolved && (lastResolved?.resolvedByPush ?? false),
    resolve_path: resolvable ? resolvePath(context.noteable, first.discussionId) : null,
    resolve_with_issue_path: null,
    can_resolve: canResolveDiscussion(access, discussionNotes),
  };
}

interface StoredPosition {
  base_sha: string;
  start_sha: string;
  head_sha: string;
  old_path: string;
  new_path: string;
  position_type: string;
}

/** The lines of a DiffNote's stored excerpt, as DiffLineEntity (hunk headers left out). */
export function excerptLines(file: Pick<NoteDiffFileRow, 'diff' | 'oldPath' | 'newPath'>) {
  const path = file.newPath || file.oldPath;
  const language = diffLanguageOf(path);
  return parseDiffLines(file.diff, path)
    .filter((line) => line.type !== 'match')
    .map((line) => diffLineJson(line, language));
}

/** DiffDiscussion's fields of DiscussionEntity: position, excerpt, file and whether it is still current. */
function diffDiscussionFields(context: NoteContext, first: NoteRow) {
  const position = first.position as StoredPosition | null;
  const original = (first.originalPosition ?? first.position) as StoredPosition | null;
  const stored = context.diffFiles?.get(first.id);
  const active = position !== null && context.diffHeadSha !== undefined && position.head_sha === context.diffHeadSha;
  const oldPath = stored?.oldPath ?? position?.old_path ?? '';
  const newPath = stored?.newPath ?? position?.new_path ?? '';
  const path = newPath || oldPath;
  const webPath = context.noteable.webPath;
  const image = position?.position_type === 'image';
  return {
    diff_discussion: true,
    position,
    original_position: original,
    positions: [original, ...(position && position !== original ? [position] : [])],
    line_code: first.lineCode,
    active,
    outdated: !active,
    discussion_path: active ? `${webPath}/diffs#${first.lineCode ?? `note_${first.id}`}` : `${webPath}#note_${first.id}`,
    diff_file: {
      file_path: path,
      old_path: oldPath,
      new_path: newPath,
      file_hash: sha1(path),
      file_identifier_hash: sha1(`${oldPath}-${newPath}`),
      new_file: stored?.newFile ?? false,
      renamed_file: stored?.renamedFile ?? oldPath !== newPath,
      deleted_file: stored?.deletedFile ?? false,
      a_mode: stored?.aMode ?? '100644',
      b_mode: stored?.bMode ?? '100644',
      diff_refs: original ? { base_sha: original.base_sha, start_sha: original.start_sha, head_sha: original.head_sha } : null,
      content_sha: original?.head_sha ?? null,
      viewer: { name: image ? 'image' : 'text' },
      blob: { path, name: path.split('/').at(-1) },
    },
    truncated_diff_lines: stored ? excerptLines(stored) : [],
    truncated_diff_lines_path: null,
  };
}

/** GitLab's REST Entities::Note. */
export function apiNoteJson(context: NoteContext, note: NoteRow) {
  const author = userOf(context, note.authorId);
  const resolvedBy = userOf(context, note.resolvedById);
  return {
    id: note.id,
    type: note.type,
    body: note.note,
    attachment: null,
    author: author ? userBasicJson(context.base, author) : null,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    system: note.system,
    noteable_id: note.noteableId,
    noteable_type: note.noteableType,
    project_id: note.projectId,
    ...(note.type === 'DiffNote' ? { position: note.position, commit_id: note.commitId } : {}),
    resolvable: note.resolvable,
    ...(note.resolvable
      ? { resolved: note.resolvedAt !== null, resolved_by: resolvedBy ? userBasicJson(context.base, resolvedBy) : null, resolved_at: iso(note.resolvedAt) }
      : {}),
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
    noteable_iid: context.noteable.iid,
    commands_changes: {},
  };
}

/** GitLab's REST Entities::Discussion. */
export function apiDiscussionJson(context: NoteContext, discussionNotes: NoteRow[]) {
  const first = discussionNotes[0] as NoteRow;
  return {
    id: first.discussionId,
    individual_note: isIndividual(discussionNotes),
    notes: discussionNotes.map((note) => apiNoteJson(context, note)),
  };
}
