import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import { branchSha } from '../merge-requests/git.ts';
import { mergeRequests, type MergeRequestRow } from '../merge-requests/tables.ts';
import type { NoteEventSubscriber } from '../notes/events.ts';
import { publishNoteEvent } from '../notes/service.ts';
import { notes, suggestions, type NoteRow } from '../notes/tables.ts';
import { findProject } from '../projects/queries.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { repositoryProject, type RepositoryProject } from '../repositories/access.ts';
import { dataDirOf } from '../repositories/dataDirs.ts';
import { repositoryPath } from '../repositories/git.ts';
import { canPushToBranch } from '../repositories/rules.ts';
import { commitToBranch } from '../repositories/service.ts';
import { users, type UserRow } from '../users/tables.ts';
import {
  applyEdits,
  blobIdAt,
  contentBetween,
  editsOverlap,
  fileLines,
  lineRange,
  suggestionPositionOf,
  toContentOf,
  type LineEdit,
  type SuggestionPosition,
} from './content.ts';
import { parseSuggestionBlocks } from './parser.ts';

export type SuggestionRow = typeof suggestions.$inferSelect;

/** GitLab's texts about suggestions (app/models/suggestion.rb, SuggestionSet, API::Suggestions, SuggestionEntity). */
export const SUGGESTION_MESSAGES = {
  applied: "Can't apply this suggestion.",
  merged: 'This merge request was merged. To apply this suggestion, edit this file directly.',
  closed: 'This merge request is closed. To apply this suggestion, edit this file directly.',
  sourceBranchDeleted: "Can't apply as the source branch was deleted.",
  outdatedLine: "Can't apply as this line was changed in a more recent version.",
  outdatedLines: "Can't apply as these lines were changed in a more recent version.",
  sameContent: 'This suggestion already matches its content.',
  notebook: "This file was modified for readability, and can't accept suggestions. Edit it directly.",
  noWriteAccess: "You don't have write access to the source branch.",
  fileNotFound: 'A file was not found.',
  otherBranch: 'Suggestions must all be on the same branch.',
  fileChanged: 'A file has been changed.',
  overlap: 'Suggestions are not applicable as their lines cannot overlap.',
  notFound: 'Suggestion is not applicable as the suggestion was not found.',
  someNotFound: 'Suggestions are not applicable as one or more suggestions were not found.',
} as const;

/** Gitlab::Suggestions::CommitMessage's default (used when neither the request nor the project sets one). */
export const DEFAULT_SUGGESTION_COMMIT_MESSAGE = 'Apply %{suggestions_count} suggestion(s) to %{files_count} file(s)\n\n%{co_authored_by}';

/** Note#supports_suggestion?: a DiffNote of a merge request on a line of the new side. */
export function suggestionPositionOfNote(note: Pick<NoteRow, 'type' | 'noteableType' | 'position' | 'system'>): SuggestionPosition | null {
  if (note.type !== 'DiffNote' || note.noteableType !== 'MergeRequest' || note.system) return null;
  return suggestionPositionOf(note.position);
}

async function projectRepo(db: Db, dataDir: string, projectId: number | null): Promise<string | null> {
  if (projectId === null) return null;
  const found = await findProject(db, { id: projectId });
  return found ? repositoryPath(dataDir, projectFullPath(found.project, found.namespace)) : null;
}

/**
 * Suggestions::CreateService (and the note update's re-creation): the note's suggestion blocks become its
 * `suggestions` rows, their `from_content` read from the file at the position's head commit. A note that
 * no longer supports suggestions, or has no blocks, keeps none.
 */
export async function syncNoteSuggestions(db: Db, dataDir: string, note: NoteRow): Promise<SuggestionRow[]> {
  const position = suggestionPositionOfNote(note);
  const blocks = position ? parseSuggestionBlocks(note.note) : [];
  const repo = blocks.length > 0 ? await projectRepo(db, dataDir, note.projectId) : null;
  const lines = repo && position ? ((await fileLines(repo, position.headSha, position.path)) ?? []) : [];
  return db.transaction(async (tx) => {
    await tx.delete(suggestions).where(eq(suggestions.noteId, note.id));
    if (!position || !repo) return [];
    const rows = blocks.map((block, relativeOrder) => {
      const { from, to } = lineRange(position.newLine, block.linesAbove, block.linesBelow);
      const fromContent = contentBetween(lines, from, to);
      return { noteId: note.id, relativeOrder, fromContent, toContent: toContentOf(block.text, fromContent), linesAbove: block.linesAbove, linesBelow: block.linesBelow };
    });
    return tx.insert(suggestions).values(rows).returning();
  });
}

/** The notes domain's subscriber: a created DiffNote, or one whose body changed, gets its suggestions (again). */
export const noteSuggestionsSubscriber: NoteEventSubscriber = async (event, { db }) => {
  if (event.type === 'note-updated' && event.previousBody === event.note.note) return;
  if (event.note.type !== 'DiffNote' || event.note.noteableType !== 'MergeRequest') return;
  const dataDir = dataDirOf(db);
  if (dataDir) await syncNoteSuggestions(db, dataDir, event.note);
};

/** The suggestion rows of notes, in their order, by note id. */
export async function suggestionsOfNotes(db: Db, noteIds: readonly number[]): Promise<Map<number, SuggestionRow[]>> {
  const result = new Map<number, SuggestionRow[]>();
  if (noteIds.length === 0) return result;
  const rows = await db
    .select()
    .from(suggestions)
    .where(inArray(suggestions.noteId, [...noteIds]))
    .orderBy(asc(suggestions.noteId), asc(suggestions.relativeOrder));
  for (const row of rows) result.set(row.noteId, [...(result.get(row.noteId) ?? []), row]);
  return result;
}

/** What a suggestion's state depends on beyond its row. */
export interface SuggestionFacts {
  mr: Pick<MergeRequestRow, 'state'>;
  sourceBranchExists: boolean;
  path: string | null;
}

const singleLine = (s: Pick<SuggestionRow, 'linesAbove' | 'linesBelow'>) => s.linesAbove === 0 && s.linesBelow === 0;

/** Suggestion#inapplicable_reason with the stored `outdated` (cached), or with `outdated` computed now. */
export function inapplicableReason(s: SuggestionRow, facts: SuggestionFacts, outdated = s.outdated): string | null {
  if (s.applied) return SUGGESTION_MESSAGES.applied;
  if (facts.mr.state === 'merged') return SUGGESTION_MESSAGES.merged;
  if (facts.mr.state === 'closed' || facts.mr.state === 'locked') return SUGGESTION_MESSAGES.closed;
  if (!facts.sourceBranchExists) return SUGGESTION_MESSAGES.sourceBranchDeleted;
  if (outdated) return singleLine(s) ? SUGGESTION_MESSAGES.outdatedLine : SUGGESTION_MESSAGES.outdatedLines;
  if (s.fromContent === s.toContent) return SUGGESTION_MESSAGES.sameContent;
  if (facts.path?.endsWith('ipynb')) return SUGGESTION_MESSAGES.notebook;
  return null;
}

/**
 * Where the suggestion's lines stand on the source branch's `head`: `same` when they still read
 * `from_content` (and the file is the one the note was written on, or only its lines were compared on
 * the head the note points at), `outdated` when those lines changed, `moved` when the file changed
 * elsewhere since the note's commit (GitLab: "A file has been changed." until the note follows the push).
 */
export async function stateOnHead(repo: string, s: SuggestionRow, position: SuggestionPosition, head: string): Promise<'same' | 'outdated' | 'moved' | 'missing'> {
  const lines = await fileLines(repo, head, position.path);
  if (!lines) return 'missing';
  const { from, to } = lineRange(position.newLine, s.linesAbove, s.linesBelow);
  if (contentBetween(lines, from, to) !== s.fromContent) return 'outdated';
  if (position.headSha === head) return 'same';
  const [before, now] = await Promise.all([blobIdAt(repo, position.headSha, position.path), blobIdAt(repo, head, position.path)]);
  return before === now ? 'same' : 'moved';
}

/**
 * Suggestions::OutdateService after a push to a merge request's source branch: the active suggestions
 * whose lines changed under them are marked outdated (their notes touched, so readers re-read them).
 */
export async function outdateSuggestions(db: Db, live: Live, dataDir: string, projectId: number, branch: string): Promise<void> {
  const open = await db
    .select()
    .from(mergeRequests)
    .where(and(eq(mergeRequests.sourceProjectId, projectId), eq(mergeRequests.sourceBranch, branch), eq(mergeRequests.state, 'opened')));
  if (open.length === 0) return;
  const repo = await projectRepo(db, dataDir, projectId);
  const head = repo ? await branchSha(repo, branch) : null;
  if (!repo || !head) return;
  for (const mr of open) {
    const rows = await db
      .select({ suggestion: suggestions, note: notes })
      .from(suggestions)
      .innerJoin(notes, eq(notes.id, suggestions.noteId))
      .where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.noteableId, mr.id), eq(suggestions.applied, false), eq(suggestions.outdated, false)));
    const touched = new Map<number, NoteRow>();
    for (const { suggestion, note } of rows) {
      const position = suggestionPositionOfNote(note);
      const state = position ? await stateOnHead(repo, suggestion, position, head) : 'missing';
      if (state !== 'outdated' && state !== 'missing') continue;
      await db.update(suggestions).set({ outdated: true, updatedAt: sql`now()` }).where(eq(suggestions.id, suggestion.id));
      touched.set(note.id, note);
    }
    for (const note of touched.values()) {
      await db.update(notes).set({ updatedAt: sql`now()` }).where(eq(notes.id, note.id));
      await publishNoteEvent(live, { type: 'MergeRequest', id: mr.id }, 'updated', note);
    }
  }
}

interface Loaded {
  suggestion: SuggestionRow;
  note: NoteRow;
  mr: MergeRequestRow;
  project: RepositoryProject;
  author: UserRow;
}

/** Gitlab::StringPlaceholderReplacer over the commit message placeholders. */
function commitMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * Suggestions::ApplyService: one commit on the source branch applying every suggestion (grouped by file),
 * as the applier (committer; the author is the suggestions' author when they have one, GitLab's rule),
 * through the repositories domain's write path, so the push makes a new diff version. Refusals answer
 * GitLab's texts: 404 for unknown ids, 403 without push access to the source branch, 400 otherwise.
 */
export interface AppliedSuggestion {
  suggestion: SuggestionRow;
  position: SuggestionPosition;
  mr: MergeRequestRow;
}

export async function applySuggestions(app: FastifyInstance, request: FastifyRequest, ids: readonly number[], customMessage: string | undefined): Promise<AppliedSuggestion[]> {
  const applier = request.viewer.user;
  if (!applier) throw new AppError('UNAUTHORIZED');
  const db = app.db;
  const dataDir = app.config.dataDir;
  const batch = ids.length !== 1;
  const rows = ids.length === 0 ? [] : await db.select().from(suggestions).where(inArray(suggestions.id, [...ids]));
  if (rows.length !== ids.length || ids.length === 0) throw new AppError('NOT_FOUND', batch ? SUGGESTION_MESSAGES.someNotFound : SUGGESTION_MESSAGES.notFound);

  const loaded: Loaded[] = [];
  for (const id of ids) {
    const suggestion = rows.find((row) => row.id === id) as SuggestionRow;
    const [found] = await db
      .select({ note: notes, mr: mergeRequests, author: users })
      .from(notes)
      .innerJoin(mergeRequests, and(eq(notes.noteableType, 'MergeRequest'), eq(mergeRequests.id, notes.noteableId)))
      .innerJoin(users, eq(users.id, notes.authorId))
      .where(eq(notes.id, suggestion.noteId));
    const projectRow = found ? await findProject(db, { id: found.mr.sourceProjectId }) : null;
    if (!found || !projectRow) throw new AppError('NOT_FOUND', batch ? SUGGESTION_MESSAGES.someNotFound : SUGGESTION_MESSAGES.notFound);
    const project = await repositoryProject(db, dataDir, request.viewer, projectRow);
    // authorize! :apply_suggestion (SuggestionPolicy: may push to the source branch).
    if (!canPushToBranch(project.access, found.mr.sourceBranch)) throw new AppError('FORBIDDEN');
    loaded.push({ suggestion, note: found.note, mr: found.mr, project, author: found.author });
  }

  const first = loaded[0] as Loaded;
  const repo = first.project.repo;
  const head = await branchSha(repo, first.mr.sourceBranch);
  const edits = new Map<string, LineEdit[]>();
  const positions = new Map<number, SuggestionPosition>();
  for (const item of loaded) {
    const position = suggestionPositionOfNote(item.note);
    const fileAtPosition = position ? await blobIdAt(repo, position.headSha, position.path) : null;
    if (!position || !fileAtPosition) throw new AppError('VALIDATION_FAILED', SUGGESTION_MESSAGES.fileNotFound);
    if (item.project.project.id !== first.project.project.id || item.mr.sourceBranch !== first.mr.sourceBranch) throw new AppError('VALIDATION_FAILED', SUGGESTION_MESSAGES.otherBranch);
    const state = head ? await stateOnHead(repo, item.suggestion, position, head) : 'missing';
    const facts = { mr: item.mr, sourceBranchExists: head !== null, path: position.path };
    const reason = inapplicableReason(item.suggestion, facts, item.suggestion.outdated || state === 'outdated' || state === 'missing');
    if (reason) throw new AppError('VALIDATION_FAILED', reason);
    if (state === 'moved') throw new AppError('VALIDATION_FAILED', SUGGESTION_MESSAGES.fileChanged);
    positions.set(item.suggestion.id, position);
    const { from, to } = lineRange(position.newLine, item.suggestion.linesAbove, item.suggestion.linesBelow);
    edits.set(position.path, [...(edits.get(position.path) ?? []), { from, to, toContent: item.suggestion.toContent }]);
  }
  if ([...edits.values()].some(editsOverlap)) throw new AppError('VALIDATION_FAILED', SUGGESTION_MESSAGES.overlap);

  const actions = [];
  for (const [path, fileEdits] of edits) {
    const lines = (await fileLines(repo, head as string, path)) ?? [];
    actions.push({ action: 'update' as const, filePath: path, content: Buffer.from(applyEdits(lines, fileEdits), 'utf8') });
  }
  const authors = [...new Map(loaded.map((item) => [item.author.id, item.author])).values()];
  const paths = [...edits.keys()];
  // Gitlab::Suggestions::CommitMessage: the custom message, else the target project's template, else GitLab's default.
  const target = first.mr.projectId === first.project.project.id ? first.project.project : ((await findProject(db, { id: first.mr.projectId }))?.project ?? first.project.project);
  const template = customMessage?.trim() ? customMessage : target.suggestionCommitMessage?.trim() ? target.suggestionCommitMessage : DEFAULT_SUGGESTION_COMMIT_MESSAGE;
  const message = commitMessage(template, {
    branch_name: first.mr.sourceBranch,
    files_count: paths.length,
    file_paths: [...paths].sort().join(', '),
    project_name: target.name,
    project_path: target.path,
    user_full_name: applier.name,
    username: applier.username,
    suggestions_count: loaded.length,
    co_authored_by: authors
      .filter((author) => author.id !== applier.id)
      .map((author) => `Co-authored-by: ${author.name} <${author.email}>`)
      .join('\n'),
  });
  const author = authors.length === 1 ? { name: (authors[0] as UserRow).name, email: (authors[0] as UserRow).email } : undefined;
  const sha = await commitToBranch(app, request, first.project, {
    branch: first.mr.sourceBranch,
    message,
    actions,
    ...(author ? { author } : {}),
  });

  const applied = await db
    .update(suggestions)
    .set({ applied: true, commitId: sha, updatedAt: sql`now()` })
    .where(inArray(suggestions.id, [...ids]))
    .returning();
  const touched = new Map(loaded.map((item) => [item.note.id, item]));
  for (const item of touched.values()) {
    await db.update(notes).set({ updatedAt: sql`now()` }).where(eq(notes.id, item.note.id));
    await publishNoteEvent(app.live, { type: 'MergeRequest', id: item.mr.id }, 'updated', item.note);
  }
  return loaded.map((item) => ({
    suggestion: applied.find((row) => row.id === item.suggestion.id) ?? item.suggestion,
    position: positions.get(item.suggestion.id) as SuggestionPosition,
    mr: item.mr,
  }));
}
