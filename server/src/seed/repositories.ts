import fs from 'node:fs';
import { fastImport, type FileChange } from '../domains/repositories/fastImport.ts';
import { git, initRepository, repositoryPath, type CommitAuthor } from '../domains/repositories/git.ts';
import { DEMO_MR_PROJECT, demoHistory } from './demoRepository.ts';

export { DEMO_BRANCHES, DEMO_MR_PROJECT, type DemoBranch, type DemoBranchCase } from './demoRepository.ts';

const ADMIN: CommitAuthor = { name: 'Administrator', email: 'root@example.com' };

const BUG = `## Summary

<!-- What happened, in one or two sentences. -->

## Steps to reproduce

1.
2.

## What is the current *bug* behavior?

## What is the expected *correct* behavior?

/label ~bug
`;

const FEATURE = `## Problem to solve

<!-- What problem do we solve, for whom? -->

## Proposal

## Tasks

- [ ] Design
- [ ] Implementation
- [ ] Documentation
`;

const INCIDENT = `## Summary

**Start time:**
**Impact:**

## Timeline

- [ ] Detected
- [ ] Mitigated
- [ ] Resolved

## Follow-up
`;

/** Demo repositories: projects with `.gitlab/issue_templates/*.md` (GitLab's description templates). */
export const DEMO_REPOSITORIES: Record<string, Record<string, string>> = {
  'gitlab-org/gitlab': {
    'README.md': '# GitLab\n\nThe demo project.\n',
    '.gitlab/issue_templates/Bug.md': BUG,
    '.gitlab/issue_templates/Feature proposal.md': FEATURE,
  },
  'acme-corp/website': {
    'README.md': '# Website\n\nAcme Corp marketing site.\n',
    '.gitlab/issue_templates/Incident.md': INCIDENT,
    '.gitlab/issue_templates/Bug.md': BUG,
  },
  'gitlab-org/platform/infrastructure': {
    'README.md': '# Infrastructure\n',
  },
};

/**
 * Commits by people other than the administrator, added once when their repository is created:
 * `outsider` (no membership) fixed the README of gitlab-org/gitlab, which makes them a contributor there.
 */
export const DEMO_COMMITS: Record<string, Array<{ files: Record<string, string>; message: string; author: CommitAuthor }>> = {
  'gitlab-org/gitlab': [
    {
      files: { 'README.md': '# GitLab\n\nThe demo project. Contributions welcome!\n' },
      message: 'Fix the README greeting',
      author: { name: 'Nora Outsider', email: 'outsider@example.com' },
    },
  ],
};

const asChanges = (files: Record<string, string>): FileChange[] => Object.entries(files).map(([path, content]) => ({ op: 'write', path, content }));

/** Whether `repo` already has a default branch (seeding again leaves it alone). */
async function hasMain(repo: string): Promise<boolean> {
  try {
    await git(repo, ['rev-parse', '--verify', '--quiet', 'refs/heads/main']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the demo repositories that are missing, each with one `git fast-import` (the whole history and
 * its branches in one process); existing ones are left alone. gitlab-org/gitlab gets the application and
 * the merge request branches of {@link DEMO_BRANCHES} (seed/demoRepository.ts), dated back from `now`.
 */
export async function seedRepositories(dataDir: string, now = new Date()): Promise<void> {
  await Promise.all(
    Object.entries(DEMO_REPOSITORIES).map(async ([fullPath, files]) => {
      const repo = repositoryPath(dataDir, fullPath);
      if (fs.existsSync(repo) && (await hasMain(repo))) return;
      await initRepository(repo);
      const more = (DEMO_COMMITS[fullPath] ?? []).map((commit) => ({ changes: asChanges(commit.files), message: commit.message, author: commit.author }));
      const history =
        fullPath === DEMO_MR_PROJECT
          ? demoHistory(asChanges(files), more, now)
          : [
              { ref: 'refs/heads/main', mark: 'initial', author: ADMIN, at: now, message: 'Initial commit', changes: asChanges(files) },
              ...more.map((commit, index) => ({ ref: 'refs/heads/main', mark: `more-${index}`, author: commit.author, at: now, message: commit.message, changes: commit.changes })),
            ];
      await fastImport(repo, history);
    }),
  );
}
