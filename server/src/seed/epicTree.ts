import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { epics, type EpicRow } from '../domains/epics/tables.ts';
import { groups } from '../domains/groups/tables.ts';
import { issues } from '../domains/issues/tables.ts';
import { milestones } from '../domains/milestones/tables.ts';
import type { ProjectRow } from '../domains/projects/tables.ts';
import type { UserRow } from '../domains/users/tables.ts';

export interface EpicTreeSeedInput {
  now: Date;
  user: (username: string) => UserRow;
  projects: { internalTools: ProjectRow; infrastructure: ProjectRow };
}

type NewIssue = typeof issues.$inferInsert;

/**
 * The epic tree (issue 11's seed), three levels deep, in gitlab-org:
 *
 * gitlab-org&N "Self-managed onboarding" (root; dates inherited from its children)
 *  ├─ &N+1 "Installer improvements" (fixed start date)
 *  │    ├─ gitlab-org/platform&1 "Helm chart defaults" → infrastructure "Raise default memory limits" (at risk)
 *  │    └─ internal-tools "Installer checks the database version" (on track)
 *  ├─ &N+2 "Onboarding docs refresh" (closed) → internal-tools "Screenshots for the setup guide" (closed)
 *  ├─ &N+3 "Licensing audit" (confidential) → infrastructure "Audit bundled licenses" (confidential, needs attention)
 *  ├─ internal-tools "First-run wizard" (needs attention, milestone 16.2)
 *  └─ infrastructure "Provisioning script for new instances" (on track, milestone Platform Q3)
 *
 * Child issues live in gitlab-org/internal-tools (internal) and gitlab-org/platform/infrastructure
 * (private), with weights, health statuses and milestones with dates (the group's 16.2 and
 * gitlab-org/platform's "Platform Q3"), so the counts differ by reader.
 */
export async function seedEpicTree(db: Db, input: EpicTreeSeedInput): Promise<void> {
  const { now, user, projects } = input;
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000);
  const isoDay = (n: number) => day(n).toISOString().slice(0, 10);
  const [gitlabOrg] = await db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org'));
  const [platform] = await db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org/platform'));
  if (!gitlabOrg || !platform) throw new Error('seed groups missing');
  const [release] = await db
    .select()
    .from(milestones)
    .where(and(eq(milestones.groupId, gitlabOrg.id), eq(milestones.title, '16.2'), isNull(milestones.projectId)));
  const [platformIid] = await db.select({ iid: max(milestones.iid) }).from(milestones).where(eq(milestones.groupId, platform.id));
  const [quarter] = await db
    .insert(milestones)
    .values({ groupId: platform.id, iid: (platformIid?.iid ?? 0) + 1, title: 'Platform Q3', description: 'Platform work for the quarter', startDate: isoDay(10), dueDate: isoDay(60) })
    .returning();
  if (!release || !quarter) throw new Error('seed milestones missing');

  const nextEpicIid = async (groupId: number) => ((await db.select({ iid: max(epics.iid) }).from(epics).where(eq(epics.groupId, groupId)))[0]?.iid ?? 0) + 1;
  const insertEpic = async (values: typeof epics.$inferInsert): Promise<EpicRow> => {
    const [row] = await db.insert(epics).values(values).returning();
    if (!row) throw new Error('seed epic missing');
    return row;
  };
  const created = day(-45);
  const base = { authorId: user('maintainer').id, createdAt: created, updatedAt: day(-2) };
  const rootIid = await nextEpicIid(gitlabOrg.id);
  const root = await insertEpic({ ...base, groupId: gitlabOrg.id, iid: rootIid, title: 'Self-managed onboarding', description: 'Everything a new self-managed instance needs in its first hour.', color: '#694cc0' });
  const installer = await insertEpic({
    ...base,
    groupId: gitlabOrg.id,
    iid: rootIid + 1,
    title: 'Installer improvements',
    description: 'Fewer questions, better defaults.',
    parentId: root.id,
    relativePosition: -1000,
    startDateFixed: isoDay(-20),
    startDateIsFixed: true,
  });
  const docs = await insertEpic({
    ...base,
    authorId: user('developer').id,
    groupId: gitlabOrg.id,
    iid: rootIid + 2,
    title: 'Onboarding docs refresh',
    parentId: root.id,
    relativePosition: 0,
    state: 'closed',
    closedAt: day(-6),
    closedById: user('maintainer').id,
    color: '#217645',
  });
  const audit = await insertEpic({
    ...base,
    authorId: user('owner').id,
    groupId: gitlabOrg.id,
    iid: rootIid + 3,
    title: 'Licensing audit',
    description: 'Only reporters and above see this epic.',
    parentId: root.id,
    relativePosition: 1000,
    confidential: true,
    color: '#c91c00',
  });
  const helm = await insertEpic({
    ...base,
    groupId: platform.id,
    iid: await nextEpicIid(platform.id),
    title: 'Helm chart defaults',
    parentId: installer.id,
    relativePosition: 0,
  });

  const nextIssueIid = async (projectId: number) => ((await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId)))[0]?.iid ?? 0) + 1;
  const add = async (project: ProjectRow, values: Omit<NewIssue, 'projectId' | 'iid' | 'authorId'> & { author?: string }) => {
    const { author, ...rest } = values;
    // Older than the other seeded issues: lists by update time show them last.
    await db.insert(issues).values({ projectId: project.id, iid: await nextIssueIid(project.id), authorId: user(author ?? 'reporter').id, createdAt: day(-120), updatedAt: day(-100), ...rest });
  };
  await add(projects.infrastructure, { title: 'Raise default memory limits', epicId: helm.id, epicRelativePosition: 0, weight: 3, healthStatus: 'at_risk', milestoneId: quarter.id });
  await add(projects.internalTools, { title: 'Installer checks the database version', epicId: installer.id, epicRelativePosition: 1000, weight: 5, healthStatus: 'on_track', milestoneId: release.id });
  await add(projects.internalTools, { title: 'Screenshots for the setup guide', epicId: docs.id, epicRelativePosition: 0, weight: 2, state: 'closed', closedAt: day(-7) });
  await add(projects.infrastructure, { title: 'Audit bundled licenses', epicId: audit.id, epicRelativePosition: 0, weight: 1, healthStatus: 'needs_attention', confidential: true });
  await add(projects.internalTools, { title: 'First-run wizard', epicId: root.id, epicRelativePosition: 2000, weight: 8, healthStatus: 'needs_attention', milestoneId: release.id });
  await add(projects.infrastructure, { title: 'Provisioning script for new instances', epicId: root.id, epicRelativePosition: 3000, weight: 2, healthStatus: 'on_track', milestoneId: quarter.id });
}
