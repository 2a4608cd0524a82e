import { commitFiles, ensureRepository, repositoryPath, type CommitAuthor } from '../domains/repositories/git.ts';

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

/** Creates the demo repositories that are missing (with their demo commits); existing ones are left alone. */
export async function seedRepositories(dataDir: string): Promise<void> {
  await Promise.all(
    Object.entries(DEMO_REPOSITORIES).map(async ([fullPath, files]) => {
      const repo = repositoryPath(dataDir, fullPath);
      if (!(await ensureRepository(repo, files, 'Initial commit'))) return;
      for (const commit of DEMO_COMMITS[fullPath] ?? []) await commitFiles(repo, commit.files, commit.message, commit.author);
    }),
  );
}
