import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { CommandsChanges, ExtractedCommands } from '../quick-actions/commands.ts';
import type { UserRow } from '../users/tables.ts';
import type { Noteable } from './noteables.ts';
import type { NoteableAccess } from './rules.ts';
import type { NoteableType, NoteDiffFileRow, NoteRow } from './tables.ts';

/** The quick actions of notes on one kind of noteable: pure extraction, then the kind's own update. */
export interface QuickActionHandler<N extends Noteable = Noteable> {
  /**
   * What the commands' availability needs to know about the author beyond their access (whether they
   * have a pending to-do on it), read before `extract`.
   */
  viewerFacts?(db: Db, author: UserRow, noteable: N): Promise<Partial<Pick<NoteableAccess, 'pendingTodo'>>>;
  extract(body: string, noteable: N): ExtractedCommands;
  /** Applies what `extract` found through the kind's update service; returns GitLab's commands_changes. */
  apply(db: Db, live: Live, author: UserRow, noteable: N, extracted: ExtractedCommands, noteId?: number): Promise<CommandsChanges>;
}

/**
 * What the notes domain needs from a kind of noteable, registered by the kind (domains/kinds.ts), so
 * notes never list the kinds that exist: who may read one (by id), and which quick actions its notes run.
 */
export interface NoteableProvider<N extends Noteable = Noteable> {
  type: NoteableType;
  /** The noteable by id as this viewer may read it, or null when it is missing or hidden from them. */
  readableById(db: Db, viewer: Viewer, id: number, base: string): Promise<N | null>;
  /** `SELECT … FOR UPDATE` on the noteable's row: serialises comments on one noteable (the notes limit). */
  lockRow(tx: Db, id: number): Promise<void>;
  quickActions?: QuickActionHandler<N>;
  /**
   * The `suggestions` of these notes as the reader sees them (GitLab's SuggestionEntity), by note id; a
   * kind without suggestions leaves it out (its notes answer `suggestions: []`). `dataDir` locates the
   * project's repository when the caller knows it.
   */
  noteSuggestions?(db: Db, noteable: N, rows: readonly NoteRow[], dataDir?: string): Promise<Map<number, unknown[]>>;
  /**
   * What the kind's DiffNotes among `rows` need to render: their stored excerpts (note_diff_files) and the
   * latest diff version's head (a thread positioned elsewhere is outdated). Kinds without diffs leave it out.
   */
  noteDiffContext?(db: Db, noteable: N, diffNoteIds: readonly number[]): Promise<{ diffFiles: Map<number, NoteDiffFileRow>; diffHeadSha: string | null }>;
}

const providers = new Map<string, NoteableProvider>();

/** Registers a kind (once; registering a type again replaces it, so a re-imported module is harmless). */
export function registerNoteableProvider<N extends Noteable>(provider: NoteableProvider<N>): void {
  providers.set(provider.type, provider as unknown as NoteableProvider);
}

export function noteableProvider(type: string): NoteableProvider | undefined {
  return providers.get(type);
}

/** The noteable types a kind registered (GraphQL gids, polymorphic lookups). */
export function registeredNoteableTypes(): string[] {
  return [...providers.keys()];
}
