import { eq } from 'drizzle-orm';
import type { EpicNoteable } from '../notes/noteables.ts';
import type { NoteableProvider } from '../notes/providers.ts';
import { readableEpicNoteable } from './noteable.ts';
import { applyEpicQuickActions, extractEpicCommands } from './quickActions.ts';
import { epics } from './tables.ts';
import { hasPendingTodo } from '../todos/quickActions.ts';

/** Epics as noteables: readable by id (through their group), their row lock, their quick actions. */
export const epicNoteableProvider: NoteableProvider<EpicNoteable> = {
  type: 'Epic',
  async readableById(db, viewer, id, base) {
    const [row] = await db.select({ groupId: epics.groupId }).from(epics).where(eq(epics.id, id));
    return row ? readableEpicNoteable(db, viewer, { id: row.groupId }, { id }, base) : null;
  },
  async lockRow(tx, id) {
    await tx.select({ id: epics.id }).from(epics).where(eq(epics.id, id)).for('update');
  },
  quickActions: {
    viewerFacts: async (db, author, noteable) => ({ pendingTodo: await hasPendingTodo(db, author.id, { type: 'Epic', id: noteable.epic.id }) }),
    extract: (body, noteable) => extractEpicCommands(body, noteable.epic, noteable.access),
    apply: (db, live, author, noteable, extracted) => applyEpicQuickActions(db, live, author, noteable, extracted),
  },
};
