import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { renderMarkdown, type ReferenceResolver } from '../../markdown/index.ts';
import { notes } from '../notes/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import type { IssuableOwner } from './queries.ts';

/** Usernames of the user references in stored note HTML (`data-reference-type="user" … data-user="name"`), in order. */
export function mentionedInHtml(html: string): string[] {
  return [...html.matchAll(/data-reference-type="user"[^>]*?data-user="([^"]+)"/g)].map((match) => match[1] as string);
}

/**
 * Usernames a description mentions, the way the renderer sees them (not in code, not inside links): it
 * renders with a resolver that records user references and resolves nothing.
 */
export async function mentionedInMarkdown(text: string | null): Promise<string[]> {
  if (!text || !text.includes('@')) return [];
  const found: string[] = [];
  const none = async () => null;
  const resolver: ReferenceResolver = {
    issue: none,
    epic: none,
    mergeRequest: none,
    label: none,
    milestone: none,
    iteration: none,
    user: async (username) => {
      found.push(username);
      return null;
    },
  };
  await renderMarkdown(text, { resolver });
  return found;
}

/** What a kind tells the shared participants about one of its issuables. */
export interface ParticipantsSource extends IssuableOwner {
  authorId: number;
  description: string | null;
  /** Its assignees (kinds that have them), in order. */
  assignees?: Promise<UserRow[]> | UserRow[];
  /** Whether internal notes count (the viewer may read them). */
  includeInternal: boolean;
  /** Whether users the description and comments mention take part (issues), or only authors (epics). */
  mentions: boolean;
  /** Keeps those who may read the issuable (a mention of an outsider on a confidential issue does not count); all when absent. */
  readers?: (candidates: UserRow[]) => Promise<Set<number>>;
}

/**
 * GitLab's `visible_participants`, for every kind: the author, the assignees, users the description
 * mentions, then the authors of comments and the users they mention, oldest first. System notes do not
 * count; internal notes only for viewers who may read them. Only active users (who may read it) are listed.
 */
export async function issuableParticipants(db: Db, source: ParticipantsSource): Promise<UserRow[]> {
  const [assignees, descriptionMentions, comments] = await Promise.all([
    source.assignees ?? [],
    source.mentions ? mentionedInMarkdown(source.description) : [],
    db
      .select({
        authorId: notes.authorId,
        // Only bodies that may mention someone are read: a long thread carries little else.
        html: source.mentions ? sql<string | null>`case when position('@' in ${notes.note}) > 0 then ${notes.noteHtml} else null end` : sql<string | null>`null`,
      })
      .from(notes)
      .where(and(eq(notes.noteableType, source.type), eq(notes.noteableId, source.id), eq(notes.system, false), source.includeInternal ? undefined : eq(notes.internal, false)))
      .orderBy(asc(notes.createdAt), asc(notes.id)),
  ]);

  // Ids and usernames in participation order; usernames are resolved below.
  const order: ({ id: number } | { username: string })[] = [{ id: source.authorId }, ...assignees.map((u) => ({ id: u.id }))];
  for (const username of descriptionMentions) order.push({ username });
  for (const comment of comments) {
    order.push({ id: comment.authorId });
    for (const username of comment.html ? mentionedInHtml(comment.html) : []) order.push({ username });
  }

  const ids = [...new Set(order.flatMap((entry) => ('id' in entry ? [entry.id] : [])))];
  const names = [...new Set(order.flatMap((entry) => ('username' in entry ? [entry.username.toLowerCase()] : [])))];
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.state, 'active'),
        names.length ? sql`(${inArray(users.id, ids.length ? ids : [0])} or ${inArray(sql`lower(${users.username})`, names)})` : inArray(users.id, ids.length ? ids : [0]),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byName = new Map(rows.map((row) => [row.username.toLowerCase(), row]));
  const readers = source.readers ? await source.readers(rows) : null;

  const seen = new Set<number>();
  const result: UserRow[] = [];
  for (const entry of order) {
    const user = 'id' in entry ? byId.get(entry.id) : byName.get(entry.username.toLowerCase());
    if (!user || seen.has(user.id)) continue;
    seen.add(user.id);
    if (!readers || readers.has(user.id)) result.push(user);
  }
  return result;
}
