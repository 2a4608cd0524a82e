import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { labels } from '../domains/labels/tables.ts';
import { isAncestor, mergeIntoBranch } from '../domains/merge-requests/git.ts';
import { isDraftTitle, insertDiffVersion } from '../domains/merge-requests/service.ts';
import { mergeRequestLabels, mergeRequestReviewers, mergeRequests } from '../domains/merge-requests/tables.ts';
import { findProject } from '../domains/projects/queries.ts';
import { projectFullPath } from '../domains/projects/serializers.ts';
import { git, repositoryPath } from '../domains/repositories/git.ts';
import { users } from '../domains/users/tables.ts';
import { DEMO_BRANCHES, DEMO_MR_PROJECT } from './demoRepository.ts';

/** Reviewers and labels of the demo merge requests, by source branch (labels of the gitlab-org group). */
const EXTRAS: Record<string, { reviewers?: string[]; labels?: string[] }> = {
  'feature/display-names': { reviewers: ['maintainer'], labels: ['feature'] },
  'feature/search': { reviewers: ['maintainer', 'reporter'] },
  'docs/changelog-display-names': { labels: ['documentation'] },
};

/**
 * The demo merge requests of {@link DEMO_BRANCHES}, one per branch of the demo repository (seeded just
 * before): every commit of a branch since it left `main` is replayed as one push, so a branch with three
 * commits has three diff versions; `merged` ones are merged for real into `main` (merge commit), `closed`
 * ones closed, drafts keep their `Draft:` title.
 */
export async function seedMergeRequests(db: Db, dataDir: string, now = new Date()): Promise<void> {
  const found = await findProject(db, { fullPath: DEMO_MR_PROJECT });
  if (!found) return;
  const repo = repositoryPath(dataDir, projectFullPath(found.project, found.namespace));
  const userId = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;
  const root = await userId('root');
  let iid = 0;
  const toMerge: { id: number; iid: number; branch: string; title: string }[] = [];
  for (const [index, branch] of DEMO_BRANCHES.entries()) {
    const authorId = await userId(branch.author);
    let tip: string;
    let main: string;
    try {
      tip = (await git(repo, ['rev-parse', '--verify', `refs/heads/${branch.name}`])).trim();
      main = (await git(repo, ['rev-parse', '--verify', 'refs/heads/main'])).trim();
    } catch {
      continue;
    }
    if (authorId === undefined) continue;
    // The branch's own commits, oldest first (none when an earlier seed of this data directory merged it already).
    const ownCommits = (await git(repo, ['rev-list', '--reverse', `${main}..${tip}`])).split('\n').filter(Boolean);
    const createdAt = new Date(now.getTime() - (DEMO_BRANCHES.length - index) * 86_400_000);
    iid += 1;
    const [mr] = await db
      .insert(mergeRequests)
      .values({
        projectId: found.project.id,
        sourceProjectId: found.project.id,
        iid,
        title: branch.title,
        description: branch.description,
        draft: branch.draft || isDraftTitle(branch.title),
        sourceBranch: branch.name,
        targetBranch: 'main',
        authorId,
        state: branch.state === 'closed' ? 'closed' : 'opened',
        closedAt: branch.state === 'closed' ? now : null,
        closedById: branch.state === 'closed' ? authorId : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!mr) continue;
    // One version per push: each of the branch's commits in turn.
    for (const head of ownCommits.length ? ownCommits : [tip]) await insertDiffVersion(db, repo, mr, main, head);
    const extras = EXTRAS[branch.name] ?? {};
    for (const name of extras.reviewers ?? []) {
      const id = await userId(name);
      if (id !== undefined) await db.insert(mergeRequestReviewers).values({ mergeRequestId: mr.id, userId: id }).onConflictDoNothing();
    }
    for (const title of extras.labels ?? []) {
      const [label] = await db
        .select({ id: labels.id })
        .from(labels)
        .where(and(or(eq(labels.groupId, found.namespace.id), eq(labels.projectId, found.project.id)), eq(labels.title, title)));
      if (label) await db.insert(mergeRequestLabels).values({ mergeRequestId: mr.id, labelId: label.id }).onConflictDoNothing();
    }
    if (branch.state === 'merged') toMerge.push({ id: mr.id, iid: mr.iid, branch: branch.name, title: branch.title });
  }
  // Merged last, so the other merge requests' versions were taken against main before it moved.
  for (const merged of toMerge) {
    const tip = (await git(repo, ['rev-parse', '--verify', `refs/heads/${merged.branch}`])).trim();
    const main = (await git(repo, ['rev-parse', '--verify', 'refs/heads/main'])).trim();
    let mergeCommitSha: string | null = null;
    // A data directory seeded before keeps its repository: the branch may be merged already.
    if (!(await isAncestor(repo, tip, main))) {
      const outcome = await mergeIntoBranch(repo, 'main', main, tip, {
        fastForward: false,
        message: `Merge branch '${merged.branch}' into 'main'\n\n${merged.title}\n\nSee merge request ${DEMO_MR_PROJECT}!${merged.iid}`,
        author: { name: 'Administrator', email: 'root@example.com' },
      });
      if (outcome.kind === 'merged') mergeCommitSha = outcome.sha;
    }
    await db.update(mergeRequests).set({ state: 'merged', mergedAt: now, mergeUserId: root ?? null, mergeCommitSha }).where(eq(mergeRequests.id, merged.id));
  }
}
