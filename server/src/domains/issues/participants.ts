import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { renderMarkdown } from '../../markdown/index.ts';
import type { ReferenceResolver } from '../../markdown/index.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { accessLevelsIn } from '../notes/queries.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { notes } from '../notes/tables.ts';
import { canReadProject } from '../projects/rules.ts';
import { users, type UserRow } from '../users/tables.ts';
import { assigneesOfIssues } from './metadata.ts';
import { canReadIssue } from './rules.ts';
import type { IssueContext } from './service.ts';

/** Usernames of the user references in stored note HTML (`data-reference-type="user" … data-user="name"`), in order. */
export function mentionedInHtml(html: string): string[] {
  return [...html.matchAll(/data-reference-type="user"[^>]*?data-user="([^"]+)"/g)].map((match) => match[1] as string);
}

/**
 * Usernames an issue description mentions, the way the renderer sees them (not in code, not inside
 * links): it renders with a resolver that records user references and resolves nothing.
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
    user: async (username) => {
      found.push(username);
      return null;
    },
  };
  await renderMarkdown(text, { resolver });
  return found;
}

/**
 * GitLab's `visible_participants`: the author, the assignees, users the description mentions, then the
 * authors of comments and the users they mention, oldest first. System notes do not count. Internal
 * notes count only for viewers who may read them. Only active users who can read the issue are listed
 * (a mention of an outsider on a confidential issue does not make them a participant).
 */
export async function issueParticipants(
  db: Db,
  viewer: Viewer,
  ctx: Pick<IssueContext, 'issue' | 'project' | 'namespace' | 'accessLevel'>,
  /** The issue's assignees when the caller has them loaded already (the page's metadata). */
  knownAssignees?: Promise<UserRow[]>,
): Promise<UserRow[]> {
  const { issue } = ctx;
  const includeInternal = canReadInternalNotes({
    viewer: viewer.facts,
    accessLevel: ctx.accessLevel,
    noteableAuthorId: issue.authorId,
    discussionLocked: issue.discussionLocked,
    archived: ctx.project.archived,
  });
  const [assignees, descriptionMentions, comments] = await Promise.all([
    knownAssignees ?? assigneesOfIssues(db, [issue.id]).then((byIssue) => byIssue.get(issue.id) ?? []),
    mentionedInMarkdown(issue.description),
    db
      .select({
        authorId: notes.authorId,
        // Only bodies that may mention someone are read: a long thread carries little else.
        html: sql<string | null>`case when position('@' in ${notes.note}) > 0 then ${notes.noteHtml} else null end`,
      })
      .from(notes)
      .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issue.id), eq(notes.system, false), includeInternal ? undefined : eq(notes.internal, false)))
      .orderBy(asc(notes.createdAt), asc(notes.id)),
  ]);

  // Ids and usernames in participation order; usernames are resolved below.
  const order: ({ id: number } | { username: string })[] = [{ id: issue.authorId }, ...assignees.map((u) => ({ id: u.id }))];
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
  const levels = await accessLevelsIn(db, rows.map((row) => row.id), ctx.project, ctx.namespace);
  const canRead = (user: UserRow) => {
    const facts = { id: user.id, isAdmin: user.isAdmin };
    const level = levels.get(user.id) ?? 0;
    return canReadProject(facts, ctx.project, level) && canReadIssue(facts, issue, level);
  };

  const seen = new Set<number>();
  const result: UserRow[] = [];
  for (const entry of order) {
    const user = 'id' in entry ? byId.get(entry.id) : byName.get(entry.username.toLowerCase());
    if (!user || seen.has(user.id)) continue;
    seen.add(user.id);
    if (canRead(user)) result.push(user);
  }
  return result;
}
