import { eq } from 'drizzle-orm';
import type { MergeRequestNoteable } from '../notes/noteables.ts';
import type { NoteableProvider } from '../notes/providers.ts';
import { noteSuggestionsJson } from '../suggestions/serializers.ts';
import { readableMergeRequestNoteable } from './noteable.ts';
import { applyMergeRequestQuickActions, extractMergeRequestCommands } from './quickActions.ts';
import { mergeRequests } from './tables.ts';

/** Merge requests as noteables: readable by id (through their project), their row lock, their quick actions. */
export const mergeRequestNoteableProvider: NoteableProvider<MergeRequestNoteable> = {
  type: 'MergeRequest',
  async readableById(db, viewer, id, base) {
    const [row] = await db.select({ projectId: mergeRequests.projectId }).from(mergeRequests).where(eq(mergeRequests.id, id));
    return row ? readableMergeRequestNoteable(db, viewer, { id: row.projectId }, { id }, base) : null;
  },
  async lockRow(tx, id) {
    await tx.select({ id: mergeRequests.id }).from(mergeRequests).where(eq(mergeRequests.id, id)).for('update');
  },
  noteSuggestions: (db, noteable, rows, dataDir) => noteSuggestionsJson(db, noteable, rows, dataDir),
  quickActions: {
    extract: (body, noteable) => extractMergeRequestCommands(body, noteable),
    apply: (db, live, author, noteable, extracted) => applyMergeRequestQuickActions(db, live, author, noteable, extracted),
  },
};
