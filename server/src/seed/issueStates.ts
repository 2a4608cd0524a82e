import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { epics } from '../domains/epics/tables.ts';
import type { GroupRow } from '../domains/groups/tables.ts';
import { issueLinks } from '../domains/issue-links/tables.ts';
import { issues } from '../domains/issues/tables.ts';
import { issueMetricImages } from '../domains/metric-images/tables.ts';
import { renderNoteHtml } from '../domains/notes/render.ts';
import { notes, systemNoteMetadata } from '../domains/notes/tables.ts';
import type { ProjectRow } from '../domains/projects/tables.ts';
import { addDays, isoDate } from '../domains/subscriptions/rules.ts';
import { users, type UserRow } from '../domains/users/tables.ts';
import { incidentSeries, lineChart } from './chart.ts';

export interface IssueStatesSeedInput {
  now: Date;
  user: (username: string) => UserRow;
  gitlabOrg: GroupRow;
  gitlab: ProjectRow;
  internalTools: ProjectRow;
  /** A password hash for the two new accounts (the demo password outside production, else random). */
  passwordHash: () => Promise<string>;
  /** `<dataDir>/uploads`: the incident's metric images go there (none without it). */
  uploadsDir?: string | undefined;
}

/**
 * Every state of the issue page, in the public demo project gitlab-org/gitlab (acme-corp/website, private,
 * keeps its own set): locked with a task list and a reply address, closed as a duplicate, moved (to
 * gitlab-org/internal-tools), promoted to an epic, blocked by another issue, an open incident with
 * pinned links and metric images, an issue by a banned (hidden) author, a first contribution and a
 * service desk issue. Iids follow whatever the project already has, so other seeds may add issues first.
 */
export async function seedIssueStates(db: Db, input: IssueStatesSeedInput): Promise<void> {
  const { now, user, gitlab } = input;
  const day = (offset: number) => addDays(now, offset);
  const nextIid = async (projectId: number) => ((await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId)))[0]?.iid ?? 0) + 1;

  const [banned] = await db
    .insert(users)
    .values([{ username: 'banned-user', name: 'Banned User', email: 'banned-user@example.com', state: 'blocked' as const, passwordHash: await input.passwordHash(), createdAt: day(-60) }])
    .returning();
  // GitLab's support bot, created by the service-desk seed (seedServiceDesk.ts), which runs first.
  const [supportBot] = await db.select().from(users).where(eq(users.username, 'support-bot'));
  if (!banned || !supportBot) throw new Error('seed issue-state users missing');

  const [movedTarget] = await db
    .insert(issues)
    .values({
      projectId: input.internalTools.id,
      iid: await nextIid(input.internalTools.id),
      title: 'Nightly export job times out',
      description: 'Moved here from gitlab-org/gitlab: the export job belongs to the internal tools.',
      authorId: user('developer').id,
      createdAt: day(-20),
      updatedAt: day(-9),
    })
    .returning();
  const [lastEpic] = await db.select({ iid: max(epics.iid) }).from(epics).where(eq(epics.groupId, input.gitlabOrg.id));
  const [promotedEpic] = await db
    .insert(epics)
    .values({
      groupId: input.gitlabOrg.id,
      iid: (lastEpic?.iid ?? 0) + 1,
      title: 'Keyboard shortcuts everywhere',
      description: 'Promoted from an issue: it grew into a theme of its own.',
      authorId: user('maintainer').id,
      color: '#694cc0',
      createdAt: day(-10),
    })
    .returning();
  const issueAt = async (iid: number) => (await db.select().from(issues).where(and(eq(issues.projectId, gitlab.id), eq(issues.iid, iid))))[0];
  const blocker = await issueAt(3);
  const duplicated = await issueAt(2);
  if (!movedTarget || !promotedEpic || !blocker || !duplicated) throw new Error('seed issue-state targets missing');

  const first = await nextIid(gitlab.id);
  const owner = user('owner').id;
  const maintainer = user('maintainer').id;
  const states = [
    {
      title: 'Release checklist for 16.3',
      description: 'Before tagging:\n\n- [x] Changelog written\n- [x] Security fixes merged\n- [ ] Packages built\n- [ ] Blog post scheduled',
      authorId: maintainer,
      discussionLocked: true,
      lockVersion: 2,
      lastEditedAt: day(-6),
      lastEditedById: maintainer,
      updatedById: maintainer,
      issueEmail: `incoming+gitlab-org-gitlab-${gitlab.id}-issue-${first}@localhost`,
    },
    {
      title: 'Dark theme for the issue page',
      description: `Same request as #${duplicated.iid}.`,
      state: 'closed' as const,
      authorId: user('guest').id,
      closedAt: day(-12),
      closedById: maintainer,
      duplicatedToId: duplicated.id,
    },
    {
      title: 'Nightly export job times out',
      description: 'Moved to the internal tools project.',
      state: 'closed' as const,
      authorId: user('developer').id,
      closedAt: day(-9),
      closedById: owner,
      movedToId: movedTarget.id,
    },
    {
      title: 'Keyboard shortcuts everywhere',
      description: 'Promoted to an epic: one issue was not enough.',
      state: 'closed' as const,
      authorId: maintainer,
      closedAt: day(-10),
      closedById: maintainer,
      promotedToEpicId: promotedEpic.id,
    },
    {
      title: 'Ship the faster search index',
      description: `Blocked until #${blocker.iid} is fixed.`,
      authorId: user('developer').id,
      dueDate: isoDate(day(5)),
      weight: 5,
      healthStatus: 'at_risk' as const,
    },
    {
      title: 'Incident: issue search returns 500s',
      description: 'Search nodes ran out of disk after the reindex. Timeline in the comments.',
      issueType: 'incident' as const,
      authorId: owner,
      zoomMeetingUrl: 'https://zoom.us/j/987654321',
      publishedIncidentUrl: 'https://status.gitlab.example/incidents/search-500',
    },
    {
      title: 'Buy cheap watches now',
      description: 'Spam by an account that was banned since: only administrators see it.',
      authorId: banned.id,
      hidden: true,
    },
    {
      title: 'Typo in the README',
      description: 'My first issue here: "recieve" should be "receive".',
      authorId: user('outsider').id,
      firstContribution: true,
    },
    {
      title: 'Cannot reset my password',
      description: 'Sent by e-mail to the service desk.',
      authorId: supportBot.id,
      serviceDeskReplyTo: 'customer@example.com',
      issueEmail: `incoming+gitlab-org-gitlab-${gitlab.id}-issue-${first + 8}@localhost`, // the 9th state
    },
  ];
  const rows = await db
    .insert(issues)
    .values(
      // Older than the project's other issues, so lists sorted by recent activity keep those first.
      states.map((state, index) => ({ projectId: gitlab.id, iid: first + index, createdAt: day(-30 + index), updatedAt: day(-14 - index / 10), ...state })),
    )
    .returning();
  const byTitle = (title: string) => {
    const row = rows.find((candidate) => candidate.title === title);
    if (!row) throw new Error(`seed issue ${title} missing`);
    return row;
  };
  const blocked = byTitle('Ship the faster search index');
  await db.insert(issueLinks).values({ sourceId: blocker.id, targetId: blocked.id, linkType: 'blocks' as const });

  const moved = byTitle('Nightly export job times out');
  const movedNote = async (issue: { id: number }, project: ProjectRow, fullPath: string, body: string) => {
    const [row] = await db
      .insert(notes)
      .values({
        noteableType: 'Issue',
        noteableId: issue.id,
        projectId: project.id,
        discussionId: randomBytes(20).toString('hex'),
        authorId: owner,
        note: body,
        noteHtml: await renderNoteHtml(db, body, { projectFullPath: fullPath }),
        system: true,
        systemNoteIconName: 'arrow-right',
        createdAt: day(-9),
        updatedAt: day(-9),
      })
      .returning({ id: notes.id });
    if (row) await db.insert(systemNoteMetadata).values({ noteId: row.id, action: 'moved' });
  };
  await movedNote(moved, gitlab, 'gitlab-org/gitlab', `moved to gitlab-org/internal-tools#${movedTarget.iid}`);
  await movedNote(movedTarget, input.internalTools, 'gitlab-org/internal-tools', `moved from gitlab-org/gitlab#${moved.iid}`);

  if (input.uploadsDir) {
    const incident = byTitle('Incident: issue search returns 500s');
    for (const image of [
      { file: 'search-errors.png', url: 'https://grafana.gitlab.example/d/search?panel=errors', urlText: 'Search errors', seed: 12, colour: [221, 43, 14] as const },
      { file: 'disk-usage.png', url: 'https://grafana.gitlab.example/d/search?panel=disk', urlText: 'Disk usage', seed: 6, colour: [31, 117, 203] as const },
    ]) {
      const filePath = path.join('metric_images', randomBytes(16).toString('hex'), image.file);
      fs.mkdirSync(path.join(input.uploadsDir, path.dirname(filePath)), { recursive: true });
      fs.writeFileSync(path.join(input.uploadsDir, filePath), lineChart({ values: incidentSeries(image.seed), colour: image.colour }));
      await db.insert(issueMetricImages).values({ issueId: incident.id, file: image.file, filePath, url: image.url, urlText: image.urlText });
    }
  }
}
