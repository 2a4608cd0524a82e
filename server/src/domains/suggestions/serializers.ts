import type { Db } from '../../db/database.ts';
import { branchSha } from '../merge-requests/git.ts';
import { diffLanguageOf, diffLineJson } from '../merge-requests/serializers.ts';
import type { MergeRequestNoteable } from '../notes/noteables.ts';
import type { NoteRow } from '../notes/tables.ts';
import { parseDiffLines } from '../repositories/diff.ts';
import { repositoryPath } from '../repositories/git.ts';
import { canPushToBranch } from '../repositories/rules.ts';
import { dataDirOf } from '../repositories/dataDirs.ts';
import { lineRange, textLines } from './content.ts';
import { inapplicableReason, SUGGESTION_MESSAGES, suggestionPositionOfNote, suggestionsOfNotes, type SuggestionFacts, type SuggestionRow } from './service.ts';

/** Suggestible#from_line / #to_line at the note's current line. */
function linesOf(s: SuggestionRow, newLine: number) {
  return lineRange(newLine, s.linesAbove, s.linesBelow);
}

/**
 * Gitlab::Diff::SuggestionDiff: `from_content` removed and `to_content` added under one hunk header at
 * `from_line`, parsed like any diff (DiffLineEntity lines, highlighted as the file's language).
 */
export function suggestionDiffLines(s: SuggestionRow, fromLine: number, path: string) {
  const removed = textLines(s.fromContent).map((line) => `-${line.replace(/\r?\n$/, '')}`);
  const added = textLines(s.toContent).map((line) => `+${line.replace(/\r?\n$/, '')}`);
  const raw = [`@@ -${fromLine} +${fromLine} @@`, ...removed, ...added].join('\n');
  const language = diffLanguageOf(path);
  return parseDiffLines(`${raw}\n`, path).map((line) => diffLineJson(line, language));
}

/** API::Entities::Suggestion (REST). */
export function apiSuggestionJson(s: SuggestionRow, newLine: number, facts: SuggestionFacts) {
  const { from, to } = linesOf(s, newLine);
  return {
    id: s.id,
    from_line: from,
    to_line: to,
    appliable: inapplicableReason(s, facts) === null,
    applied: s.applied,
    from_content: s.fromContent,
    to_content: s.toContent,
  };
}

/**
 * SuggestionEntity (the notes app's JSON): the REST fields, `outdated`, the diff lines, whether the reader
 * may apply it (push to the source branch) and why it cannot be applied (for them).
 */
export function suggestionJson(s: SuggestionRow, newLine: number, path: string, facts: SuggestionFacts, canApply: boolean) {
  const { from } = linesOf(s, newLine);
  return {
    ...apiSuggestionJson(s, newLine, facts),
    outdated: s.outdated,
    diff_lines: suggestionDiffLines(s, from, path),
    current_user: { can_apply: canApply },
    inapplicable_reason: canApply ? inapplicableReason(s, facts) : SUGGESTION_MESSAGES.noWriteAccess,
  };
}

export type SuggestionJson = ReturnType<typeof suggestionJson>;

/**
 * The `suggestions` of a merge request's notes as the reader sees them (the notes serializer's hook,
 * registered by the merge request provider): one read of the rows, one look at the source branch.
 */
export async function noteSuggestionsJson(db: Db, noteable: MergeRequestNoteable, rows: readonly NoteRow[], dataDir?: string): Promise<Map<number, SuggestionJson[]>> {
  const result = new Map<number, SuggestionJson[]>();
  const diffNotes = rows.filter((row) => suggestionPositionOfNote(row) !== null);
  const byNote = await suggestionsOfNotes(
    db,
    diffNotes.map((row) => row.id),
  );
  if (byNote.size === 0) return result;
  const mr = noteable.mergeRequest;
  const directory = dataDir ?? dataDirOf(db);
  const sourceBranchExists = directory ? (await branchSha(repositoryPath(directory, noteable.projectFullPath), mr.sourceBranch)) !== null : false;
  const canApply = canPushToBranch({ viewer: noteable.access.viewer, project: noteable.project, accessLevel: noteable.access.accessLevel }, mr.sourceBranch);
  for (const note of diffNotes) {
    const position = suggestionPositionOfNote(note);
    const found = byNote.get(note.id);
    if (!position || !found) continue;
    const facts = { mr, sourceBranchExists, path: position.path };
    result.set(
      note.id,
      found.map((s) => suggestionJson(s, position.newLine, position.path, facts, canApply)),
    );
  }
  return result;
}
