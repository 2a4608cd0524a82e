import type { Db } from '../../db/database.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { redactReferences, type KnownProject } from '../references/redact.ts';
import { renderNoteMarkdown, type ProjectScope } from '../references/render.ts';

/**
 * The one place notes become HTML: the markdown pipeline (CommonMark + GFM, references, emoji, task
 * lists, sanitised), stored as `note_html` for every reader. Never send it without `noteHtmlFor`.
 */
export function renderNoteHtml(db: Db, markdown: string, scope: ProjectScope | null): Promise<string> {
  return renderNoteMarkdown(db, markdown, scope);
}

/** Each note's `note_html` as this reader may see it (references to hidden things become text). */
export async function noteHtmlFor(
  db: Db,
  viewer: Viewer,
  rows: readonly { id: number; noteHtml: string }[],
  known: readonly KnownProject[] = [],
): Promise<Map<number, string>> {
  const redacted = await redactReferences(
    db,
    viewer,
    rows.map((row) => row.noteHtml),
    known,
  );
  return new Map(rows.map((row, index) => [row.id, redacted[index] ?? '']));
}
