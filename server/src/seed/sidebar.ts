import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { epics } from '../domains/epics/tables.ts';
import type { GroupRow } from '../domains/groups/tables.ts';
import { issueLinks } from '../domains/issue-links/tables.ts';
import { issueAssignees, issues, type IssueRow } from '../domains/issues/tables.ts';
import { labels, type LabelRow } from '../domains/labels/tables.ts';
import { issueLabels } from '../domains/issues/tables.ts';
import { issueMetricImages } from '../domains/metric-images/tables.ts';
import { iterations, milestones } from '../domains/milestones/tables.ts';
import type { ProjectRow } from '../domains/projects/tables.ts';
import { addDays, isoDate } from '../domains/subscriptions/rules.ts';
import { timelogs } from '../domains/time-tracking/tables.ts';
import type { UserRow } from '../domains/users/tables.ts';
import { incidentSeries, lineChart } from './chart.ts';


export interface SidebarSeedInput {
  now: Date;
  user: (username: string) => UserRow;
  groups: { gitlabOrg: GroupRow; acme: GroupRow };
  projects: { gitlab: ProjectRow; website: ProjectRow; infrastructure: ProjectRow };
  /** `<dataDir>/uploads`: where metric image files go (none are seeded without it). */
  uploadsDir?: string | undefined;
}

/**
 * Sidebar data (issue #3): group and project labels (scoped ones too), milestones (one started, one
 * past due), iterations, epics, assignees, time tracking, and the issue page's remaining states on
 * acme-corp/website: promoted to an epic, moved, blocked by another issue, an incident with metric images.
 */
export async function seedSidebar(db: Db, input: SidebarSeedInput): Promise<void> {
  const { user, groups, projects } = input;
  const day = (offset: number) => isoDate(addDays(input.now, offset));

  const labelRows = await db
    .insert(labels)
    .values([
      { groupId: groups.gitlabOrg.id, title: 'bug', color: '#dc143c', description: 'Something is broken' },
      { groupId: groups.gitlabOrg.id, title: 'feature', color: '#428bca', description: 'New functionality' },
      { groupId: groups.gitlabOrg.id, title: 'priority::high', color: '#cc0000', description: 'Fix first' },
      { groupId: groups.gitlabOrg.id, title: 'priority::low', color: '#f0e68c', description: 'Fix when time allows' },
      { groupId: groups.gitlabOrg.id, title: 'workflow::in dev', color: '#5cb85c' },
      { groupId: groups.gitlabOrg.id, title: 'workflow::in review', color: '#8fbc8f' },
      { projectId: projects.gitlab.id, title: 'frontend', color: '#ff8800', description: 'User interface' },
      { projectId: projects.gitlab.id, title: 'documentation', color: '#f0ad4e' },
      { groupId: groups.acme.id, title: 'bug', color: '#dc143c' },
      { groupId: groups.acme.id, title: 'severity::1', color: '#8b0000', description: 'Site down' },
      { groupId: groups.acme.id, title: 'severity::2', color: '#ff4500' },
      { projectId: projects.website.id, title: 'homepage', color: '#6699cc', description: 'The landing page' },
    ])
    .returning();
  const label = (ownerId: number, title: string): LabelRow => {
    const row = labelRows.find((l) => l.title === title && (l.groupId === ownerId || l.projectId === ownerId));
    if (!row) throw new Error(`seed label ${title} missing`);
    return row;
  };

  const milestoneRows = await db
    .insert(milestones)
    .values([
      { groupId: groups.gitlabOrg.id, iid: 1, title: '16.2', description: 'The current release', startDate: day(-10), dueDate: day(20) },
      { projectId: projects.gitlab.id, iid: 1, title: '16.1', description: 'Last release, past due', startDate: day(-40), dueDate: day(-5) },
      { projectId: projects.gitlab.id, iid: 2, title: '16.0', state: 'closed' as const, startDate: day(-70), dueDate: day(-40) },
      { projectId: projects.website.id, iid: 1, title: 'Launch', description: 'Go live', startDate: day(-14), dueDate: day(14) },
      { projectId: projects.website.id, iid: 2, title: 'Beta', description: 'Past due', startDate: day(-30), dueDate: day(-2) },
    ])
    .returning();
  const milestone = (title: string) => milestoneRows.find((m) => m.title === title)?.id ?? null;

  const iterationRows = await db
    .insert(iterations)
    .values([
      { groupId: groups.gitlabOrg.id, iid: 1, title: 'Sprint 12', startDate: day(-3), dueDate: day(10) },
      { groupId: groups.gitlabOrg.id, iid: 2, title: 'Sprint 13', startDate: day(11), dueDate: day(24) },
      { groupId: groups.acme.id, iid: 1, title: 'Website sprint', startDate: day(-7), dueDate: day(7) },
    ])
    .returning();

  const epicRows = await db
    .insert(epics)
    .values([
      { groupId: groups.gitlabOrg.id, iid: 1, title: 'Issue page redesign', description: 'Everything on the new issue page.', authorId: user('maintainer').id, color: '#1068bf' },
      { groupId: groups.acme.id, iid: 1, title: 'Homepage relaunch', description: 'The new homepage.', authorId: user('owner').id, color: '#217645' },
      { groupId: groups.acme.id, iid: 2, title: 'Newsletter signup', description: 'Promoted from an issue.', authorId: user('owner').id, color: '#694cc0' },
    ])
    .returning();
  const [orgEpic, homepageEpic, promotedEpic] = epicRows;
  if (!orgEpic || !homepageEpic || !promotedEpic) throw new Error('seed epics missing');

  const issueOf = async (projectId: number, iid: number): Promise<IssueRow> => {
    const [row] = await db.select().from(issues).where(and(eq(issues.projectId, projectId), eq(issues.iid, iid)));
    if (!row) throw new Error(`seed issue ${projectId}#${iid} missing`);
    return row;
  };
  const gitlab1 = await issueOf(projects.gitlab.id, 1);
  const gitlab2 = await issueOf(projects.gitlab.id, 2);
  const gitlab3 = await issueOf(projects.gitlab.id, 3);
  const website1 = await issueOf(projects.website.id, 1);
  const website2 = await issueOf(projects.website.id, 2);
  const website5 = await issueOf(projects.website.id, 5);
  const infrastructure1 = await issueOf(projects.infrastructure.id, 1);

  const org = groups.gitlabOrg.id;
  await db
    .update(issues)
    .set({
      milestoneId: milestone('16.2'),
      epicId: orgEpic.id,
      iterationId: iterationRows[0]?.id ?? null,
      timeEstimate: 3 * 3600,
    })
    .where(eq(issues.id, gitlab1.id));
  await db.update(issues).set({ milestoneId: milestone('16.1'), weight: 2 }).where(eq(issues.id, gitlab2.id));
  await db.update(issues).set({ milestoneId: milestone('Launch'), epicId: homepageEpic.id }).where(eq(issues.id, website1.id));
  await db.update(issues).set({ milestoneId: milestone('Beta') }).where(eq(issues.id, website2.id));

  await db.insert(issueLabels).values([
    { issueId: gitlab1.id, labelId: label(org, 'bug').id },
    { issueId: gitlab1.id, labelId: label(org, 'priority::high').id },
    { issueId: gitlab1.id, labelId: label(projects.gitlab.id, 'frontend').id },
    { issueId: gitlab2.id, labelId: label(org, 'feature').id },
    { issueId: gitlab2.id, labelId: label(org, 'workflow::in dev').id },
    { issueId: gitlab3.id, labelId: label(org, 'bug').id },
    { issueId: website1.id, labelId: label(projects.website.id, 'homepage').id },
    { issueId: website2.id, labelId: label(groups.acme.id, 'bug').id },
    { issueId: website5.id, labelId: label(groups.acme.id, 'severity::1').id },
  ]);
  await db.insert(issueAssignees).values([
    { issueId: gitlab1.id, userId: user('developer').id },
    { issueId: gitlab1.id, userId: user('maintainer').id, createdAt: addDays(input.now, -1) },
    { issueId: gitlab3.id, userId: user('maintainer').id },
    { issueId: website1.id, userId: user('owner').id },
    { issueId: website5.id, userId: user('owner').id },
  ]);
  await db.insert(timelogs).values({ issueId: gitlab1.id, userId: user('developer').id, timeSpent: 5400, summary: 'Reproduced' });

  // The remaining states of the issue page, on acme-corp/website.
  const owner = user('owner').id;
  const [promoted, moved, blocked] = await db
    .insert(issues)
    .values([
      {
        projectId: projects.website.id,
        iid: 6,
        title: 'Newsletter signup',
        description: 'Promoted to an epic: it grew too big for one issue.',
        state: 'closed' as const,
        authorId: owner,
        closedAt: addDays(input.now, -4),
        closedById: owner,
        promotedToEpicId: promotedEpic.id,
      },
      {
        projectId: projects.website.id,
        iid: 7,
        title: 'Rotate the CDN credentials',
        description: 'Moved to the infrastructure project.',
        state: 'closed' as const,
        authorId: owner,
        closedAt: addDays(input.now, -3),
        closedById: owner,
        movedToId: infrastructure1.id,
      },
      {
        projectId: projects.website.id,
        iid: 8,
        title: 'Switch DNS to the new load balancer',
        description: 'Blocked until the hero image is fixed.',
        authorId: owner,
        milestoneId: milestone('Launch'),
        dueDate: day(3),
      },
    ])
    .returning();
  if (!promoted || !moved || !blocked) throw new Error('seed website states missing');
  await db.insert(issueLinks).values([
    { sourceId: website2.id, targetId: blocked.id, linkType: 'blocks' as const },
    { sourceId: website1.id, targetId: website2.id, linkType: 'relates_to' as const },
  ]);

  if (input.uploadsDir) {
    const images = [
      { file: 'error-rate.png', url: 'https://grafana.acme.example/d/website?panel=errors', urlText: 'Error rate', seed: 3, colour: [221, 43, 14] as const },
      { file: 'latency.png', url: 'https://grafana.acme.example/d/website?panel=latency', urlText: 'Latency', seed: 9, colour: [108, 73, 172] as const },
    ];
    for (const image of images) {
      const filePath = path.join('metric_images', randomBytes(16).toString('hex'), image.file);
      fs.mkdirSync(path.join(input.uploadsDir, path.dirname(filePath)), { recursive: true });
      fs.writeFileSync(path.join(input.uploadsDir, filePath), lineChart({ values: incidentSeries(image.seed), colour: image.colour }));
      await db.insert(issueMetricImages).values({ issueId: website5.id, file: image.file, filePath, url: image.url, urlText: image.urlText });
    }
  }
}
