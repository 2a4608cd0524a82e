import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { awardEmoji } from '../domains/awards/tables.ts';
import { issues } from '../domains/issues/tables.ts';
import { renderNoteHtml } from '../domains/notes/render.ts';
import { newDiscussionId } from '../domains/notes/service.ts';
import { notes } from '../domains/notes/tables.ts';
import type { projects } from '../domains/projects/tables.ts';
import type { users } from '../domains/users/tables.ts';

type ProjectRow = typeof projects.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The length of the seeded long discussion (notes-area paging: 20, then ×1.5 up to 100 per page). */
export const LONG_DISCUSSION_NOTES = 1200;

interface SeedNote {
  author: string;
  body: string;
  /** Minutes after the discussion's start. */
  at: number;
  system?: string;
  internal?: boolean;
  awards?: Array<[name: string, username: string]>;
}

interface SeedThread {
  notes: SeedNote[];
  /** A thread (DiscussionNote) rather than an individual note. */
  thread?: boolean;
  resolvedBy?: string;
}

/**
 * Demo discussions (issue #4's seed): on gitlab-org/gitlab#1 every kind of note (comments with
 * awards, an open thread with replies, a resolved thread, an internal note, system notes of each
 * kind with their icons); on #2 a short thread; on #3 1,200 notes for paging. Bodies go
 * through the same markdown pipeline as posted notes; the long discussion is inserted in one statement
 * so resetting a test database stays fast.
 */
export async function seedDiscussions(db: Db, options: { now: Date; user: (username: string) => UserRow; gitlab: ProjectRow }): Promise<void> {
  const { now, user, gitlab } = options;
  const issueByIid = async (iid: number) => {
    const [row] = await db.select().from(issues).where(and(eq(issues.projectId, gitlab.id), eq(issues.iid, iid)));
    if (!row) throw new Error(`seed issue gitlab-org/gitlab#${iid} missing`);
    return row;
  };
  const scope = { projectFullPath: 'gitlab-org/gitlab' };

  async function insertThreads(issueId: number, start: Date, threads: SeedThread[]) {
    for (const thread of threads) {
      const discussionId = newDiscussionId();
      for (const note of thread.notes) {
        const createdAt = new Date(start.getTime() + note.at * 60_000);
        const [row] = await db
          .insert(notes)
          .values({
            noteableType: 'Issue',
            noteableId: issueId,
            projectId: gitlab.id,
            discussionId,
            authorId: user(note.author).id,
            note: note.body,
            noteHtml: await renderNoteHtml(db, note.body, scope),
            system: Boolean(note.system),
            systemNoteIconName: note.system ?? null,
            internal: note.internal ?? false,
            resolvable: Boolean(thread.thread) && !note.system,
            resolvedAt: thread.resolvedBy ? new Date(createdAt.getTime() + 60_000) : null,
            resolvedById: thread.resolvedBy ? user(thread.resolvedBy).id : null,
            type: thread.thread ? 'DiscussionNote' : null,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: notes.id });
        if (!row) throw new Error('seed note missing');
        if (note.awards?.length) {
          await db.insert(awardEmoji).values(
            note.awards.map(([name, username]) => ({ awardableType: 'Note', awardableId: row.id, name, userId: user(username).id, createdAt, updatedAt: createdAt })),
          );
        }
      }
    }
  }

  const trialIssue = await issueByIid(1);
  await insertThreads(trialIssue.id, new Date(now.getTime() - 9 * 86_400_000), [
    {
      notes: [
        {
          author: 'reporter',
          body: 'I see **14 days** left on the widget but the trial started 20 days ago. Screenshot from the dashboard is below.',
          at: 0,
          awards: [
            ['thumbsup', 'developer'],
            ['thumbsup', 'maintainer'],
            ['eyes', 'owner'],
          ],
        },
      ],
    },
    { notes: [{ author: 'maintainer', body: 'added ~"bug" label', at: 5, system: 'label' }] },
    { notes: [{ author: 'maintainer', body: 'assigned to @developer', at: 6, system: 'user' }] },
    {
      thread: true,
      notes: [
        { author: 'maintainer', body: 'Is the widget counting calendar days or business days? The spec says days used out of the duration.', at: 30 },
        { author: 'developer', body: 'Calendar days. The bug is the time zone: the end date is parsed as UTC midnight.', at: 45, awards: [['100', 'maintainer']] },
        { author: 'owner', body: 'Good catch. Let us add a test with a trial ending at 23:00 local time.', at: 60 },
      ],
    },
    { notes: [{ author: 'developer', body: 'changed the description', at: 70, system: 'pencil' }] },
    {
      thread: true,
      resolvedBy: 'maintainer',
      notes: [
        { author: 'developer', body: 'Should the popover show the end date in the user\'s time zone too?', at: 90 },
        { author: 'maintainer', body: 'Yes, both read from the same date helper now.', at: 100 },
      ],
    },
    {
      notes: [
        {
          author: 'maintainer',
          body: 'Internal: the customer who reported this is on the enterprise renewal list; keep the fix in the next patch release.',
          at: 120,
          internal: true,
        },
      ],
    },
    { notes: [{ author: 'developer', body: 'marked this issue as related to #3', at: 130, system: 'link' }] },
    { notes: [{ author: 'developer', body: 'added 1h 30m of time spent', at: 140, system: 'timer' }] },
    { notes: [{ author: 'maintainer', body: 'changed title from **Trial widget shows the wrong days** to **Trial widget shows wrong number of days**', at: 150, system: 'pencil' }] },
    { notes: [{ author: 'maintainer', body: 'changed due date to ' + new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10), at: 160, system: 'calendar' }] },
    { notes: [{ author: 'owner', body: 'mentioned in issue #2', at: 170, system: 'comment' }] },
    {
      notes: [{ author: 'guest', body: 'Thanks for looking into this! :tada:', at: 200, awards: [['heart', 'reporter']] }],
    },
  ]);

  const darkMode = await issueByIid(2);
  await insertThreads(darkMode.id, new Date(now.getTime() - 6 * 86_400_000), [
    {
      thread: true,
      notes: [
        { author: 'developer', body: 'Primer already ships a dark theme; we mostly need a toggle in the user menu.', at: 0 },
        { author: 'reporter', body: 'And remember the choice per user, please.', at: 20 },
      ],
    },
    { notes: [{ author: 'maintainer', body: 'closed', at: 40, system: 'issue-close' }] },
    { notes: [{ author: 'maintainer', body: 'reopened', at: 41, system: 'reopen' }] },
  ]);

  // A long discussion for paging (and the virtual list) on #3: individual notes by turns of four people.
  const longIssue = await issueByIid(3);
  const created = new Date(longIssue.createdAt.getTime() + 60_000);
  const authors = ['developer', 'maintainer', 'reporter', 'owner'].map((username) => user(username).id);
  await db.execute(sql`
    INSERT INTO notes (noteable_type, noteable_id, project_id, discussion_id, author_id, note, note_html, created_at, updated_at)
    SELECT 'Issue', ${longIssue.id}, ${gitlab.id}, md5('long-discussion-' || g::text) || substr(md5('seed-' || g::text), 1, 8),
           (${sql.raw(`ARRAY[${authors.join(',')}]`)})[1 + (g % 4)],
           'Note ' || g || ' of the long discussion.',
           -- What the markdown pipeline renders for this plain sentence.
           '<p>Note ' || g || ' of the long discussion.</p>' || chr(10),
           ${created.toISOString()}::timestamptz + make_interval(mins => g),
           ${created.toISOString()}::timestamptz + make_interval(mins => g)
    FROM generate_series(1, ${LONG_DISCUSSION_NOTES}) AS g
  `);
}
