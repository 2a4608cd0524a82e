// The seed writes through the services (quick actions, system notes): the kinds must be registered.
import '../domains/kinds.ts';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import bcrypt from 'bcryptjs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { groups } from '../domains/groups/tables.ts';
import { seedRepositories } from './repositories.ts';
import { seedMergeRequests } from './mergeRequests.ts';
import { issues } from '../domains/issues/tables.ts';
import { memberships } from '../domains/memberships/tables.ts';
import { ACCESS } from '../domains/memberships/rules.ts';
import { projects } from '../domains/projects/tables.ts';
import { createPersonalAccessToken } from '../domains/sessions/queries.ts';
import { addDays, isoDate } from '../domains/subscriptions/rules.ts';
import { gitlabSubscriptions } from '../domains/subscriptions/tables.ts';
import { users } from '../domains/users/tables.ts';
import { seedSidebar } from './sidebar.ts';
import { seedDiscussions } from './discussions.ts';
import { seedServiceDesk } from './serviceDesk.ts';
import { seedSystemNotes } from './systemNotes.ts';
import { seedEpics } from './epics.ts';
import { seedEpicTree } from './epicTree.ts';
import { seedIssueStates } from './issueStates.ts';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ROOT_TOKEN = 'glpat-demo-root-token-0000';
export const TRIAL_DAYS = 30;

export interface SeedOptions {
  /** Demo credentials (known passwords, root's PAT) only outside production. */
  production: boolean;
  /** Where to report the generated root password in production. */
  log?: (line: string) => void;
  /** Bcrypt cost; tests lower it. */
  bcryptCost?: number;
  now?: Date;
  /** `<dataDir>/uploads`, for seeded files (metric images). */
  uploadsDir?: string | undefined;
  /** The data directory: demo git repositories go under `<dataDir>/repositories` (none without it). */
  dataDir?: string | undefined;
}

export interface SeedResult {
  seeded: boolean;
  rootPassword?: string;
}

// Hashing is the slow part of a seed; tests reseed often with the same password.
const hashCache = new Map<string, Promise<string>>();
function hashPassword(password: string, cost: number): Promise<string> {
  const key = `${cost}:${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = bcrypt.hash(password, cost);
    hashCache.set(key, hash);
  }
  return hash;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds demo data into an empty database; never touches a non-empty one. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  return seed(db, options);
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const cost = options.bcryptCost ?? 10;
  const now = options.now ?? new Date();
  const randomPassword = () => randomBytes(18).toString('base64url');
  const rootPassword = options.production ? randomPassword() : DEMO_PASSWORD;
  const demoHash = options.production ? undefined : await hashPassword(DEMO_PASSWORD, cost);
  const passwordHash = async (password?: string) => demoHash ?? (await bcrypt.hash(password ?? randomPassword(), cost));

  const people = [
    { username: 'root', name: 'Administrator', isAdmin: true },
    { username: 'owner', name: 'Olivia Owner' },
    { username: 'maintainer', name: 'Max Maintainer' },
    { username: 'developer', name: 'Dana Developer' },
    { username: 'reporter', name: 'Rita Reporter' },
    { username: 'guest', name: 'Gus Guest' },
    { username: 'outsider', name: 'Nora Outsider' },
    // Community users without memberships: they comment on and are mentioned in public issues, so an
    // issue can have more participants than the sidebar shows at once (8, then "+ N more").
    { username: 'ada', name: 'Ada Lovelace' },
    { username: 'grace', name: 'Grace Hopper' },
    { username: 'ken', name: 'Ken Thompson' },
  ];
  const userRows = await db
    .insert(users)
    .values(
      await Promise.all(
        people.map(async (person) => ({
          username: person.username,
          name: person.name,
          email: `${person.username}@example.com`,
          isAdmin: person.isAdmin ?? false,
          passwordHash: await passwordHash(person.username === 'root' ? rootPassword : undefined),
          createdAt: addDays(now, -90),
        })),
      ),
    )
    .returning();
  const user = (username: string) => {
    const row = userRows.find((candidate) => candidate.username === username);
    if (!row) throw new Error(`seed user ${username} missing`);
    return row;
  };

  const [gitlabOrg] = await db
    .insert(groups)
    .values({ name: 'GitLab.org', path: 'gitlab-org', fullPath: 'gitlab-org', visibility: 'public', description: 'Open source software to collaborate on code' })
    .returning();
  const [acme] = await db
    .insert(groups)
    .values({ name: 'Acme Corp', path: 'acme-corp', fullPath: 'acme-corp', visibility: 'public', description: 'A customer whose trial has ended' })
    .returning();
  if (!gitlabOrg || !acme) throw new Error('seed groups missing');
  const [platform] = await db
    .insert(groups)
    .values({ name: 'Platform', path: 'platform', fullPath: 'gitlab-org/platform', parentId: gitlabOrg.id, visibility: 'public', description: 'Platform team' })
    .returning();
  if (!platform) throw new Error('seed subgroup missing');

  const levels: [string, number][] = [
    ['owner', ACCESS.OWNER],
    ['maintainer', ACCESS.MAINTAINER],
    ['developer', ACCESS.DEVELOPER],
    ['reporter', ACCESS.REPORTER],
    ['guest', ACCESS.GUEST],
  ];
  await db.insert(memberships).values([
    ...levels.map(([username, accessLevel]) => ({ userId: user(username).id, sourceType: 'group' as const, sourceId: gitlabOrg.id, accessLevel })),
    { userId: user('owner').id, sourceType: 'group' as const, sourceId: acme.id, accessLevel: ACCESS.OWNER },
  ]);

  const day = (offset: number) => addDays(now, offset);
  const projectRows = await db
    .insert(projects)
    .values([
      { name: 'GitLab', path: 'gitlab', namespaceId: gitlabOrg.id, visibility: 'public' as const, description: 'GitLab is an open source end-to-end software development platform.', createdAt: day(-80), lastActivityAt: day(0) },
      { name: 'Infrastructure', path: 'infrastructure', namespaceId: platform.id, visibility: 'private' as const, description: 'Private infrastructure configuration.', createdAt: day(-60), lastActivityAt: day(-1) },
      { name: 'Internal Tools', path: 'internal-tools', namespaceId: gitlabOrg.id, visibility: 'internal' as const, description: 'Tools for signed-in users.', createdAt: day(-50), lastActivityAt: day(-3) },
      { name: 'Website', path: 'website', namespaceId: acme.id, visibility: 'private' as const, description: 'Acme Corp marketing site.', createdAt: day(-40), lastActivityAt: day(-6) },
    ])
    .returning();
  const project = (path: string) => {
    const row = projectRows.find((candidate) => candidate.path === path);
    if (!row) throw new Error(`seed project ${path} missing`);
    return row;
  };

  const gitlab = project('gitlab');
  const issueSeeds = [
    { title: 'Trial widget shows wrong number of days', author: 'developer', state: 'opened', ago: 1 },
    { title: 'Add dark mode to the issue page', author: 'reporter', state: 'opened', ago: 2 },
    { title: 'Search is slow on large projects', author: 'maintainer', state: 'opened', ago: 3 },
    { title: 'Broken link in the contribution guide', author: 'guest', state: 'closed', ago: 5 },
    { title: 'Security: session fixation on sign-in', author: 'maintainer', state: 'opened', ago: 4, confidential: true },
    { title: 'Outage: API 500s on the issues endpoint', author: 'owner', state: 'closed', ago: 7, issueType: 'incident' },
  ] as const;
  await db.insert(issues).values([
    ...issueSeeds.map((item, index) => ({
      projectId: gitlab.id,
      iid: index + 1,
      title: item.title,
      description: `Seeded issue: ${item.title}.`,
      state: item.state,
      issueType: 'issueType' in item ? item.issueType : ('issue' as const),
      confidential: 'confidential' in item ? item.confidential : false,
      authorId: user(item.author).id,
      createdAt: day(-item.ago - 10),
      updatedAt: day(-item.ago),
      closedAt: item.state === 'closed' ? day(-item.ago) : null,
    })),
    {
      projectId: project('infrastructure').id,
      iid: 1,
      title: 'Rotate database credentials',
      description: 'Private project issue.',
      authorId: user('developer').id,
      createdAt: day(-3),
      updatedAt: day(-1),
    },
  ]);

  // Issue page states (acme-corp/website, private: owner and root see them): a locked issue with a task
  // list, the issue another one duplicates, a closed duplicate, a confidential issue and an incident.
  const website = project('website');
  const [lockedIssue, duplicateTarget] = await db
    .insert(issues)
    .values([
      {
        projectId: website.id,
        iid: 1,
        title: 'Launch checklist for the new homepage',
        description: 'Before launch:\n\n- [x] Copy approved\n- [x] Images compressed\n- [ ] Analytics wired\n- [ ] Redirects from the old site',
        authorId: user('owner').id,
        discussionLocked: true,
        lockVersion: 2,
        createdAt: day(-12),
        updatedAt: day(-2),
        updatedById: user('owner').id,
        lastEditedAt: day(-2),
        lastEditedById: user('owner').id,
        issueEmail: 'incoming+acme-corp-website-4-issue-1@localhost',
      },
      {
        projectId: website.id,
        iid: 2,
        title: 'Hero image is cropped on mobile',
        description: 'The hero image loses its right third below 600 px.',
        authorId: user('owner').id,
        createdAt: day(-9),
        updatedAt: day(-4),
        dueDate: day(10).toISOString().slice(0, 10),
        weight: 3,
        healthStatus: 'needs_attention' as const,
      },
    ])
    .returning();
  if (!lockedIssue || !duplicateTarget) throw new Error('seed website issues missing');
  await db.insert(issues).values([
    {
      projectId: website.id,
      iid: 3,
      title: 'Homepage hero broken on phones',
      description: 'Duplicate of #2.',
      state: 'closed' as const,
      authorId: user('root').id,
      createdAt: day(-8),
      updatedAt: day(-7),
      closedAt: day(-7),
      closedById: user('owner').id,
      duplicatedToId: duplicateTarget.id,
    },
    {
      projectId: website.id,
      iid: 4,
      title: 'Leaked staging credentials in the deploy log',
      description: 'Rotate the staging keys and scrub the log.',
      confidential: true,
      authorId: user('owner').id,
      createdAt: day(-6),
      updatedAt: day(-5),
    },
    {
      projectId: website.id,
      iid: 5,
      title: 'Incident: website returns 502 for 20 minutes',
      description: 'The load balancer lost its upstreams after the certificate renewal.',
      issueType: 'incident' as const,
      authorId: user('owner').id,
      createdAt: day(-3),
      updatedAt: day(-3),
      zoomMeetingUrl: 'https://zoom.us/j/123456789',
      publishedIncidentUrl: 'https://status.acme.example/incidents/website-502',
    },
  ]);

  await seedSidebar(db, {
    now,
    user,
    groups: { gitlabOrg, acme },
    projects: { gitlab, website, infrastructure: project('infrastructure') },
    uploadsDir: options.uploadsDir,
  });

  await seedDiscussions(db, { now, user, gitlab });
  await seedServiceDesk(db, { now, website });
  await seedSystemNotes(db, { now, user, gitlabOrg, projects: { gitlab, website, infrastructure: project('infrastructure') } });
  await seedEpics(db, { now, user, groups: { gitlabOrg, acme } });
  await seedIssueStates(db, { now, user, gitlabOrg, gitlab, internalTools: project('internal-tools'), passwordHash: () => passwordHash(), uploadsDir: options.uploadsDir });
  await seedEpicTree(db, { now, user, projects: { internalTools: project('internal-tools'), infrastructure: project('infrastructure') } });

  if (options.dataDir) {
    await seedRepositories(options.dataDir, now);
    // The demo merge requests, from the demo repository's branches.
    await seedMergeRequests(db, options.dataDir, now);
  }

  await db.insert(gitlabSubscriptions).values([
    {
      namespaceId: gitlabOrg.id,
      planCode: 'ultimate_trial',
      planName: 'Ultimate Trial',
      trial: true,
      seats: 0,
      startDate: isoDate(day(-12)),
      endDate: isoDate(day(TRIAL_DAYS - 12)),
      trialStartsOn: isoDate(day(-12)),
      trialEndsOn: isoDate(day(TRIAL_DAYS - 12)),
    },
    {
      namespaceId: acme.id,
      planCode: 'premium_trial',
      planName: 'Premium Trial',
      trial: true,
      seats: 0,
      startDate: isoDate(day(-TRIAL_DAYS - 5)),
      endDate: isoDate(day(-5)),
      trialStartsOn: isoDate(day(-TRIAL_DAYS - 5)),
      trialEndsOn: isoDate(day(-5)),
    },
  ]);

  if (options.production) {
    (options.log ?? console.log)(`Initial root password: ${rootPassword}`);
    return { seeded: true, rootPassword };
  }
  await createPersonalAccessToken(db, { userId: user('root').id, name: 'demo', token: DEMO_ROOT_TOKEN, scopes: ['api'] });
  return { seeded: true };
}

/**
 * The start path's seed (server.ts passes it to buildApp): demo data (or production's users) into an
 * empty database, files under the data dir; a non-empty database is left alone.
 */
export function seedOnStart(db: Db, config: Pick<Config, 'production' | 'dataDir'>): Promise<SeedResult> {
  return seedIfEmpty(db, { production: config.production, uploadsDir: path.join(config.dataDir, 'uploads'), dataDir: config.dataDir });
}
