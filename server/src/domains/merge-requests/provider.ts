import { desc, eq, inArray } from 'drizzle-orm';
import { noteDiffFiles } from '../notes/tables.ts';
import type { MergeRequestNoteable } from '../notes/noteables.ts';
import type { NoteableProvider } from '../notes/providers.ts';
import { noteSuggestionsJson } from '../suggestions/serializers.ts';
import { readableMergeRequestNoteable } from './noteable.ts';
import { applyMergeRequestQuickActions, extractMergeRequestCommands } from './quickActions.ts';
import { mergeRequestDiffs, mergeRequests } from './tables.ts';

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
  async noteDiffContext(db, noteable, diffNoteIds) {
    const [excerpts, [latest]] = await Promise.all([
      db.select().from(noteDiffFiles).where(inArray(noteDiffFiles.noteId, [...diffNoteIds])),
      db.select({ head: mergeRequestDiffs.headCommitSha }).from(mergeRequestDiffs).where(eq(mergeRequestDiffs.mergeRequestId, noteable.id)).orderBy(desc(mergeRequestDiffs.id)).limit(1),
    ]);
    return { diffFiles: new Map(excerpts.map((file) => [file.noteId, file])), diffHeadSha: latest?.head ?? null };
  },
  quickActions: {
    extract: (body, noteable) => extractMergeRequestCommands(body, noteable),
    apply: (db, live, author, noteable, extracted) => applyMergeRequestQuickActions(db, live, author, noteable, extracted),
  },
};
