import { and, asc, count, eq, gt, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { awardEmoji } from '../awards/tables.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { projectAccessFrom, type DirectMemberships } from '../memberships/queries.ts';
import { effectiveGroupAccess } from '../memberships/rules.ts';
import { memberships } from '../memberships/tables.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { NOTES_FILTERS, type NotesFilter } from './rules.ts';
import { deletedNotes, notes, userNotesFilters, type NoteableType, type NoteRow } from './tables.ts';

export interface NoteableRef {
  type: NoteableType;
  id: number;
  /** System notes this reader may not see (a Noteable's, visibility.ts): left out of every read. */
  hiddenNoteIds?: readonly number[];
}

export interface NoteVisibility {
  /** false hides internal notes. */
  includeInternal: boolean;
  filter?: NotesFilter | undefined;
}

function noteableCondition(ref: NoteableRef, visibility: NoteVisibility): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(notes.noteableType, ref.type), eq(notes.noteableId, ref.id)];
  if (!visibility.includeInternal) conditions.push(eq(notes.internal, false));
  if (ref.hiddenNoteIds && ref.hiddenNoteIds.length > 0) conditions.push(notInArray(notes.id, [...ref.hiddenNoteIds]));
  if (visibility.filter === NOTES_FILTERS.ONLY_COMMENTS) conditions.push(eq(notes.system, false));
  if (visibility.filter === NOTES_FILTERS.ONLY_ACTIVITY) conditions.push(eq(notes.system, true));
  return and(...conditions);
}

export async function findNote(db: Db, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id));
  return row;
}

export async function notesOfDiscussion(db: Db, ref: NoteableRef, discussionId: string, includeInternal: boolean): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(and(noteableCondition(ref, { includeInternal }), eq(notes.discussionId, discussionId)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

/** Every visible note of a noteable, oldest first (optionally only those updated after `since`). */
export async function notesOfNoteable(db: Db, ref: NoteableRef, visibility: NoteVisibility, since?: Date): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(and(noteableCondition(ref, visibility), since ? gt(notes.updatedAt, since) : undefined))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

const microsToTimestamp = (micros: bigint) => sql`to_timestamp(${Number(micros / 1_000_000n)}) + make_interval(secs => ${Number(micros % 1_000_000n) / 1_000_000})`;

/**
 * Ids of the noteable's notes deleted after `sinceMicros` (from the `deleted_notes` tombstones), for the
 * notes poll. Internal notes' deletions only with `includeInternal`: a reader who could never see the
 * note must not learn that it existed. A poll from 0 has nothing to remove, so it reads no tombstones.
 */
export async function deletedNoteIdsSince(db: Db, ref: NoteableRef, includeInternal: boolean, sinceMicros: bigint): Promise<number[]> {
  if (sinceMicros === 0n) return [];
  const rows = await db
    .select({ noteId: deletedNotes.noteId })
    .from(deletedNotes)
    .where(
      and(
        eq(deletedNotes.noteableType, ref.type),
        eq(deletedNotes.noteableId, ref.id),
        gt(deletedNotes.deletedAt, microsToTimestamp(sinceMicros)),
        includeInternal ? undefined : eq(deletedNotes.internal, false),
      ),
    )
    .orderBy(asc(deletedNotes.deletedAt), asc(deletedNotes.noteId));
  return [...new Set(rows.map((row) => row.noteId))];
}

/** Notes updated after `sinceMicros` (µs since the epoch), compared at the database's precision. */
export async function notesUpdatedSince(db: Db, ref: NoteableRef, visibility: NoteVisibility, sinceMicros: bigint): Promise<NoteRow[]> {
  const since = microsToTimestamp(sinceMicros);
  return db
    .select()
    .from(notes)
    .where(and(noteableCondition(ref, visibility), gt(notes.updatedAt, since)))
    .orderBy(asc(notes.updatedAt), asc(notes.id));
}

/** How far back the poll watermark may reach for a transaction still in flight (longer ones are not waited for). */
export const POLL_WATERMARK_MAX_LAG_SECONDS = 60;

/**
 * `last_fetched_at` of a notes poll, in µs since the epoch: the database clock, or, when another session
 * is inside a transaction, just before that transaction started. A note row gets `now()` (its
 * transaction's start) as updated_at but becomes visible only at commit; a watermark taken at the
 * clock would let the next poll (`updated_at > watermark`) skip a note that committed after this read.
 * Clients upsert notes by id, so a note sent twice is harmless; a note never sent is not.
 */
export async function pollWatermarkMicros(db: Db): Promise<bigint> {
  const result = (await db.execute(
    sql`select (extract(epoch from greatest(
          clock_timestamp() - make_interval(secs => ${POLL_WATERMARK_MAX_LAG_SECONDS}),
          least(clock_timestamp(), coalesce((
            select min(xact_start) - interval '1 microsecond' from pg_stat_activity
            where pid <> pg_backend_pid() and datname = current_database() and xact_start is not null
          ), clock_timestamp()))
        )) * 1000000)::bigint::text as now`,
  )) as unknown as { rows?: { now: string }[] };
  const row = result.rows?.[0] ?? (result as unknown as { now: string }[])[0];
  return BigInt(row?.now ?? Date.now() * 1000);
}

export interface DiscussionCursor {
  createdAt: string;
  id: number;
}

export function encodeCursor(cursor: DiscussionCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: unknown): DiscussionCursor | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<DiscussionCursor>;
    if (typeof parsed.createdAt === 'string' && !Number.isNaN(Date.parse(parsed.createdAt)) && Number.isInteger(parsed.id)) {
      return { createdAt: parsed.createdAt, id: parsed.id as number };
    }
  } catch {
    // fall through
  }
  return undefined;
}

/**
 * One page of discussions, keyset-paginated on each discussion's first visible note (created_at, id),
 * as GitLab's discussion_root_note_ids. Returns the discussion ids in order and the next cursor.
 */
export async function discussionPage(
  db: Db,
  ref: NoteableRef,
  visibility: NoteVisibility,
  page: { perPage: number; cursor?: DiscussionCursor | undefined },
): Promise<{ discussionIds: string[]; next?: DiscussionCursor }> {
  const roots = db
    .select({
      discussionId: notes.discussionId,
      createdAt: sql<string>`min(${notes.createdAt})`.as('root_created_at'),
      id: sql<number>`min(${notes.id})`.as('root_id'),
    })
    .from(notes)
    .where(noteableCondition(ref, visibility))
    .groupBy(notes.discussionId)
    .as('roots');
  const after = page.cursor
    ? or(
        gt(roots.createdAt, sql`${page.cursor.createdAt}::timestamptz`),
        and(eq(roots.createdAt, sql`${page.cursor.createdAt}::timestamptz`), gt(roots.id, page.cursor.id)),
      )
    : undefined;
  const rows = await db
    .select({ discussionId: roots.discussionId, createdAt: sql<string>`to_char(${roots.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, id: roots.id })
    .from(roots)
    .where(after)
    .orderBy(asc(roots.createdAt), asc(roots.id))
    .limit(page.perPage + 1);
  const more = rows.length > page.perPage;
  const pageRows = rows.slice(0, page.perPage);
  const last = pageRows[pageRows.length - 1];
  return { discussionIds: pageRows.map((r) => r.discussionId), ...(more && last ? { next: { createdAt: last.createdAt, id: Number(last.id) } } : {}) };
}

export async function notesOfDiscussions(db: Db, ref: NoteableRef, discussionIds: string[], visibility: NoteVisibility): Promise<NoteRow[]> {
  if (discussionIds.length === 0) return [];
  return db
    .select()
    .from(notes)
    .where(and(noteableCondition(ref, visibility), inArray(notes.discussionId, discussionIds)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

export async function countNotes(db: Db, ref: NoteableRef): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.noteableType, ref.type), eq(notes.noteableId, ref.id)));
  return row?.n ?? 0;
}

/** Page of a noteable's notes for REST (offset paging), with the total. */
export async function notesPage(
  db: Db,
  ref: NoteableRef,
  visibility: NoteVisibility,
  options: { orderBy: 'created_at' | 'updated_at'; sort: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: NoteRow[]; total: number }> {
  const column = options.orderBy === 'created_at' ? notes.createdAt : notes.updatedAt;
  const dir = options.sort === 'asc' ? sql`asc` : sql`desc`;
  const rows = await db
    .select({ note: notes, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notes)
    .where(noteableCondition(ref, visibility))
    .orderBy(sql`${column} ${dir}`, sql`${notes.id} ${dir}`)
    .limit(options.limit)
    .offset(options.offset);
  const total = rows[0]?.total ?? (options.offset > 0 ? ((await db.select({ n: count() }).from(notes).where(noteableCondition(ref, visibility)))[0]?.n ?? 0) : 0);
  return { rows: rows.map((r) => r.note), total };
}

export interface AwardWithUser {
  awardableId: number;
  name: string;
  user: UserRow;
}

export async function awardsOfNotes(db: Db, noteIds: number[]): Promise<AwardWithUser[]> {
  if (noteIds.length === 0) return [];
  const rows = await db
    .select({ awardableId: awardEmoji.awardableId, name: awardEmoji.name, user: users })
    .from(awardEmoji)
    .innerJoin(users, eq(users.id, awardEmoji.userId))
    .where(and(eq(awardEmoji.awardableType, 'Note'), inArray(awardEmoji.awardableId, noteIds)))
    .orderBy(asc(awardEmoji.id));
  return rows;
}

/** Effective project access level of each user (human_access badges), from one memberships query. */
export async function accessLevelsIn(db: Db, userIds: number[], project: ProjectRow, namespace: GroupRow): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ userId: memberships.userId, sourceType: memberships.sourceType, sourceId: memberships.sourceId, accessLevel: memberships.accessLevel, fullPath: groups.fullPath })
    .from(memberships)
    .leftJoin(groups, and(eq(memberships.sourceType, 'group'), eq(groups.id, memberships.sourceId)))
    .where(inArray(memberships.userId, unique));
  const byUser = new Map<number, DirectMemberships>();
  for (const row of rows) {
    let direct = byUser.get(row.userId);
    if (!direct) {
      direct = { groupsByPath: new Map(), projects: new Map() };
      byUser.set(row.userId, direct);
    }
    if (row.sourceType === 'group' && row.fullPath) direct.groupsByPath.set(row.fullPath, row.accessLevel);
    if (row.sourceType === 'project') direct.projects.set(row.sourceId, row.accessLevel);
  }
  return new Map(unique.map((id) => [id, byUser.has(id) ? projectAccessFrom(byUser.get(id) as DirectMemberships, project, namespace) : 0]));
}

/** Effective access level of each user in a group (human_access badges on group-level noteables: epics). */
export async function groupAccessLevelsIn(db: Db, userIds: number[], group: Pick<GroupRow, 'fullPath'>): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ userId: memberships.userId, accessLevel: memberships.accessLevel, fullPath: groups.fullPath })
    .from(memberships)
    .innerJoin(groups, and(eq(memberships.sourceType, 'group'), eq(groups.id, memberships.sourceId)))
    .where(inArray(memberships.userId, unique));
  const byUser = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const paths = byUser.get(row.userId) ?? new Map<string, number>();
    paths.set(row.fullPath, row.accessLevel);
    byUser.set(row.userId, paths);
  }
  return new Map(unique.map((id) => [id, effectiveGroupAccess(group.fullPath, byUser.get(id) ?? new Map())]));
}

/** The user's remembered notes filter for a noteable type (0 when never chosen). */
export async function savedNotesFilter(db: Db, userId: number, type: NoteableType): Promise<NotesFilter> {
  const [row] = await db
    .select({ filter: userNotesFilters.notesFilter })
    .from(userNotesFilters)
    .where(and(eq(userNotesFilters.userId, userId), eq(userNotesFilters.noteableType, type)));
  return (row?.filter ?? NOTES_FILTERS.ALL) as NotesFilter;
}

export async function saveNotesFilter(db: Db, userId: number, type: NoteableType, filter: NotesFilter): Promise<void> {
  await db
    .insert(userNotesFilters)
    .values({ userId, noteableType: type, notesFilter: filter })
    .onConflictDoUpdate({ target: [userNotesFilters.userId, userNotesFilters.noteableType], set: { notesFilter: filter, updatedAt: new Date() } });
}
