import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitAuthorEmails, commitFiles, ensureRepository } from './git.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('commitAuthorEmails', () => {
  it("lists the authors of main's history, and sees a new commit once main moves", async () => {
    const repo = path.join(dir, 'project.git');
    expect(await commitAuthorEmails(repo)).toEqual(new Set());
    await ensureRepository(repo, { 'README.md': 'hello\n' }, 'Initial commit');
    const first = await commitAuthorEmails(repo);
    expect(first.size).toBe(1);
    // Unchanged main: the same answer, without reading the history again.
    expect(await commitAuthorEmails(repo)).toBe(first);
    await commitFiles(repo, { 'CONTRIBUTING.md': 'be kind\n' }, 'Add guidelines', { name: 'Olga Outsider', email: 'Olga@Example.com' });
    const after = await commitAuthorEmails(repo);
    expect(after.has('olga@example.com')).toBe(true);
    expect(after.size).toBe(2);
  });
});
