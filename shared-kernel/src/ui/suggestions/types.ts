/** A line of a suggestion's diff (GitLab's DiffLineEntity: `rich_text` is the server's escaped, highlighted HTML). */
export interface SuggestionDiffLine {
  type: 'old' | 'new' | 'match' | 'old-nonewline' | 'new-nonewline' | null;
  old_line: number | null;
  new_line: number | null;
  text: string;
  rich_text: string;
  line_code?: string | null;
}

/** GitLab's SuggestionEntity, as a note of the notes JSON carries it in `suggestions`. */
export interface Suggestion {
  id: number;
  from_line?: number;
  to_line?: number;
  appliable: boolean;
  applied: boolean;
  outdated?: boolean;
  from_content?: string;
  to_content?: string;
  diff_lines: SuggestionDiffLine[];
  current_user: { can_apply: boolean };
  inapplicable_reason: string | null;
}

/** GitLab's texts of the suggestion header (suggestion_diff_header.vue, apply_suggestion.vue, notes actions). */
export const SUGGESTION_TEXTS = {
  header: 'Suggested change',
  applied: 'Applied',
  applying: 'Applying suggestion...',
  applyingBatch: 'Applying suggestions...',
  apply: 'Apply suggestion',
  applyButton: 'Apply',
  commitMessage: 'Commit message',
  addToBatch: 'Add suggestion to batch',
  removeFromBatch: 'Remove from batch',
  applyBatch: 'Apply suggestions',
  applyError: 'Something went wrong while applying the suggestion. Please try again.',
  applyBatchError: 'Something went wrong while applying the batch of suggestions. Please try again.',
  noWriteAccess: "You don't have write access to the source branch.",
  /** GitLab's default (the placeholders are filled by the server). */
  defaultCommitMessage: 'Apply %{suggestions_count} suggestion(s) to %{files_count} file(s)',
} as const;

/**
 * suggestion_diff.vue's selectDiffLines: the removed lines, then the added ones (the hunk header and
 * "no newline" markers are not shown).
 */
export function suggestionRows(lines: readonly SuggestionDiffLine[]): SuggestionDiffLine[] {
  return [...lines.filter((line) => line.type === 'old'), ...lines.filter((line) => line.type === 'new')];
}

/** Why the buttons are disabled (their tooltip), or null when the reader may apply it now. */
export function suggestionDisabledReason(suggestion: Suggestion): string | null {
  if (!suggestion.current_user.can_apply) return suggestion.inapplicable_reason ?? SUGGESTION_TEXTS.noWriteAccess;
  if (!suggestion.appliable) return suggestion.inapplicable_reason;
  return null;
}

/** A rich_text without the diff sign the server keeps in front (`-line` → `line`). */
export function suggestionLineHtml(line: Pick<SuggestionDiffLine, 'rich_text' | 'text'>): string {
  const html = line.rich_text || line.text;
  return /^[-+ ]/.test(html) && html[0] === line.text[0] ? html.slice(1) : html;
}
