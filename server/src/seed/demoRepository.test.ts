import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { git, repositoryPath } from '../domains/repositories/git.ts';
import { tempDir } from '../test/harness.ts';
import { DEMO_BRANCHES, DEMO_MR_PROJECT, seedRepositories } from './repositories.ts';

// The demo repository's branches really hold the changes their merge requests are about, as git sees
// them (rename detection, modes, binary files, a conflict with main), and seeding stays fast.

describe('the demo repository', () => {
  it('has one branch per merge request case, each changing what it says', async () => {
    const dir = tempDir('demo-repo-');
    const started = performance.now();
    await seedRepositories(dir, new Date('2026-01-31T12:00:00Z'));
    const elapsed = performance.now() - started;
    const repo = repositoryPath(dir, DEMO_MR_PROJECT);
    const show = async (branch: string) => (await git(repo, ['diff', '--raw', '-M', '--numstat', `main...${branch}`])).trim();
    const byCase = (name: string) => DEMO_BRANCHES.find((branch) => branch.case === name)!.name;

    const branches = (await git(repo, ['for-each-ref', '--format=%(refname:short)', 'refs/heads'])).trim().split('\n');
    expect(branches.sort()).toEqual(['main', ...DEMO_BRANCHES.map((branch) => branch.name)].sort());
    for (const branch of DEMO_BRANCHES) {
      expect(Number((await git(repo, ['rev-list', '--count', `main..${branch.name}`])).trim()), branch.name).toBe(branch.pushes);
    }

    const languages = await show(byCase('languages'));
    for (const file of ['user.rb', 'application.css', 'greeter.ts', 'report.py', 'main.go']) expect(languages).toMatch(new RegExp(` M\\t.*${file.replace('.', '\\.')}`));
    expect(languages).toMatch(/ A\tapp\/javascript\/lib\/display_name\.ts/);
    expect(languages).toMatch(/ D\tdocs\/old-release-process\.md/);

    const renames = await show(byCase('renames'));
    expect(renames).toMatch(/ R100\tdocs\/setup\.md\tdocs\/installation\.md/);
    expect(renames).toMatch(/ R0?[5-9]\d\tscripts\/legacy_utils\.py\tscripts\/utils\.py/);

    const modes = await show(byCase('modes'));
    expect(modes).toMatch(/^:100644 100755 .* M\tbin\/deploy$/m);
    // A type change: the patch deletes the link and adds the file.
    expect(modes).toMatch(/^:120000 100644 .* T\tconfig\/current$/m);

    const images = await show(byCase('images'));
    expect(images).toMatch(/^-\t-\tassets\/logo\.png$/m);
    expect(images).toMatch(/^-\t-\tassets\/fonts\/icons\.bin$/m);
    const logo = Buffer.from(await git(repo, ['cat-file', '-p', `${byCase('images')}:assets/logo.png`], undefined, {}), 'binary');
    expect(logo.subarray(1, 4).toString('latin1')).toBe('PNG');

    expect((await git(repo, ['diff', '-w', '--stat', `main...${byCase('whitespace')}`])).trim()).toBe('');
    expect((await git(repo, ['diff', '--stat', `main...${byCase('whitespace')}`])).trim()).not.toBe('');

    await expect(git(repo, ['merge-tree', '--write-tree', 'main', byCase('conflict')])).rejects.toMatchObject({ stdout: expect.stringContaining('CONFLICT (content): Merge conflict in CHANGELOG.md') });
    await git(repo, ['merge-tree', '--write-tree', 'main', byCase('languages')]);

    expect(elapsed).toBeLessThan(5_000);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
