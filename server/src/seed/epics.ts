import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { awardEmoji } from '../domains/awards/tables.ts';
import { descriptionVersions } from '../domains/description-versions/tables.ts';
import { epicLabels, epics, type EpicRow } from '../domains/epics/tables.ts';
import type { GroupRow } from '../domains/groups/tables.ts';
import { labels } from '../domains/labels/tables.ts';
import { renderNoteHtml } from '../domains/notes/render.ts';
import { newDiscussionId } from '../domains/notes/service.ts';
import { notes, systemNoteMetadata } from '../domains/notes/tables.ts';
import type { UserRow } from '../domains/users/tables.ts';

interface SeedEpicNote {
  author: string;
  body: string;
  /** Minutes after the epic's creation. */
  at: number;
  /** system_note_icon_name of a system note. */
  system?: string;
  internal?: boolean;
  awards?: Array<[name: string, username: string]>;
}

interface SeedEpicThread {
  notes: SeedEpicNote[];
  /** A thread (DiscussionNote) rather than an individual note; epic notes are never resolvable. */
  thread?: boolean;
}

const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

/**
 * Demo epics for the epic page (issue #5's seed), after seedSidebar's `gitlab-org&1`, `acme-corp&1` and
 * `acme-corp&2`: on gitlab-org `&2` with a discussion (comments with awards, a thread with replies, an
 * internal note, a description change with its versions), awards and labels on the epic, `&3`
 * confidential and `&4` closed; `acme-corp&2`, promoted from acme-corp/website#6, gets its
 * "promoted from issue" note.
 */
export async function seedEpics(db: Db, input: { now: Date; user: (username: string) => UserRow; groups: { gitlabOrg: GroupRow; acme: GroupRow } }): Promise<void> {
  const { now, user, groups } = input;
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000);
  const originalDescription = 'Comments, threads and reactions on epics, as on issues.';
  const description = [
    'Comments, threads and reactions on epics, as on issues.',
    '',
    '- [x] Notes on epics in the API',
    '- [ ] Epic discussions in the notes app',
    '- [ ] Live updates for epic notes',
  ].join('\n');
  const created = day(-10);
  const [discussed, confidential, closed] = await db
    .insert(epics)
    .values([
      { groupId: groups.gitlabOrg.id, iid: 2, title: 'Epic discussions', description, authorId: user('maintainer').id, color: '#217645', createdAt: created, updatedAt: minutes(created, 30), lockVersion: 1, lastEditedAt: minutes(created, 30), lastEditedById: user('maintainer').id, updatedById: user('maintainer').id },
      { groupId: groups.gitlabOrg.id, iid: 3, title: 'Security hardening roadmap', description: 'Only reporters and above see this epic.', confidential: true, authorId: user('owner').id, color: '#c91c00', createdAt: day(-8), updatedAt: day(-8) },
      { groupId: groups.gitlabOrg.id, iid: 4, title: 'Legacy sidebar removal', description: 'Done: the old sidebar is gone.', state: 'closed' as const, authorId: user('developer').id, color: '#9e5400', createdAt: day(-30), updatedAt: day(-5), closedAt: day(-5), closedById: user('maintainer').id },
    ])
    .returning();
  if (!discussed || !confidential || !closed) throw new Error('seed epics missing');

  const groupLabel = async (groupId: number, title: string) => {
    const [row] = await db.select().from(labels).where(and(eq(labels.groupId, groupId), eq(labels.title, title)));
    if (!row) throw new Error(`seed label ${title} missing`);
    return row;
  };
  await db.insert(epicLabels).values([
    { epicId: discussed.id, labelId: (await groupLabel(groups.gitlabOrg.id, 'feature')).id },
    { epicId: discussed.id, labelId: (await groupLabel(groups.gitlabOrg.id, 'workflow::in dev')).id },
  ]);
  await db.insert(awardEmoji).values([
    { awardableType: 'Epic', awardableId: discussed.id, name: 'thumbsup', userId: user('developer').id },
    { awardableType: 'Epic', awardableId: discussed.id, name: 'thumbsup', userId: user('reporter').id },
    { awardableType: 'Epic', awardableId: discussed.id, name: 'rocket', userId: user('owner').id },
  ]);

  // The description change: the original and the new text as versions, pointed at by the system note.
  const [, changedVersion] = await db
    .insert(descriptionVersions)
    .values([
      { epicId: discussed.id, authorId: user('maintainer').id, description: originalDescription, createdAt: created },
      { epicId: discussed.id, authorId: user('maintainer').id, description, createdAt: minutes(created, 30) },
    ])
    .returning();
  if (!changedVersion) throw new Error('seed description version missing');

  const scope = { groupFullPath: groups.gitlabOrg.fullPath };
  const insertThreads = async (epic: EpicRow, start: Date, threads: SeedEpicThread[]) => {
    const ids: number[] = [];
    for (const thread of threads) {
      const discussionId = newDiscussionId();
      for (const note of thread.notes) {
        const at = minutes(start, note.at);
        const [row] = await db
          .insert(notes)
          .values({
            noteableType: 'Epic',
            noteableId: epic.id,
            projectId: null,
            discussionId,
            authorId: user(note.author).id,
            note: note.body,
            noteHtml: await renderNoteHtml(db, note.body, scope),
            system: Boolean(note.system),
            systemNoteIconName: note.system ?? null,
            internal: note.internal ?? false,
            type: thread.thread ? 'DiscussionNote' : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: notes.id });
        if (!row) throw new Error('seed epic note missing');
        ids.push(row.id);
        if (note.awards?.length) {
          await db.insert(awardEmoji).values(note.awards.map(([name, username]) => ({ awardableType: 'Note', awardableId: row.id, name, userId: user(username).id, createdAt: at, updatedAt: at })));
        }
      }
    }
    return ids;
  };

  const [firstComment, descriptionNote] = await insertThreads(discussed, created, [
    {
      notes: [
        {
          author: 'developer',
          body: 'The notes API already takes `Epic` as a noteable type; the web routes are next.',
          at: 10,
          awards: [
            ['thumbsup', 'maintainer'],
            ['tada', 'reporter'],
          ],
        },
      ],
    },
    { notes: [{ author: 'maintainer', body: 'changed the description', at: 30, system: 'pencil' }] },
    {
      thread: true,
      notes: [
        { author: 'maintainer', body: 'Should replies to epic threads be resolvable like on issues?', at: 60 },
        { author: 'developer', body: 'No: GitLab never resolves epic threads, so the resolve button stays hidden.', at: 75, awards: [['100', 'maintainer']] },
        { author: 'guest', body: 'Good to know, thanks!', at: 90 },
      ],
    },
    { notes: [{ author: 'reporter', body: 'Internal: the customer asking for this is on the renewal list.', at: 120, internal: true }] },
    { notes: [{ author: 'owner', body: 'Looks good. See &1 for the page this builds on.', at: 150 }] },
  ]);
  if (!firstComment || !descriptionNote) throw new Error('seed epic notes missing');
  await db.insert(systemNoteMetadata).values({ noteId: descriptionNote, action: 'description', descriptionVersionId: changedVersion.id });

  await insertThreads(closed, day(-30), [{ notes: [{ author: 'maintainer', body: 'closed', at: 25 * 24 * 60, system: 'issue-close' }] }]);

  // The epic seedSidebar promoted acme-corp/website#6 to.
  const [promoted] = await db.select().from(epics).where(and(eq(epics.groupId, groups.acme.id), eq(epics.iid, 2)));
  if (!promoted) throw new Error('seed promoted epic missing');
  await db
    .insert(notes)
    .values({
      noteableType: 'Epic',
      noteableId: promoted.id,
      projectId: null,
      discussionId: newDiscussionId(),
      authorId: promoted.authorId,
      note: 'promoted from issue acme-corp/website#6',
      noteHtml: await renderNoteHtml(db, 'promoted from issue acme-corp/website#6', { groupFullPath: groups.acme.fullPath }),
      system: true,
      systemNoteIconName: 'epic',
      createdAt: promoted.createdAt,
      updatedAt: promoted.createdAt,
    });
}
