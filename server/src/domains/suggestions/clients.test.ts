import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRepositories } from '../../seed/repositories.ts';
import { createTestApp, DEMO_ROOT_TOKEN, type TestApp } from '../../test/harness.ts';
import { commitOnBranch } from '../merge-requests/fixtures.testing.ts';
import { suggestions } from '../notes/tables.ts';
import { git, repositoryPath } from '../repositories/git.ts';
import { users } from '../users/tables.ts';
import { createDiffNote } from './fixtures.testing.ts';

// Issue 13 "Done when": GitLab's own client library applies a suggestion on our API (python-gitlab 3.12,
// Debian's python3-gitlab, through `http_put`: the library has no suggestions manager).

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../test/clients/python_gitlab_suggestions.py', import.meta.url));
const BRANCH = 'python/suggest';

let t: TestApp;
let base: string;
let repo: string;
beforeAll(async () => {
  t = await createTestApp({ externalUrl: 'http://127.0.0.1' });
  await seedRepositories(t.dataDir);
  repo = repositoryPath(t.dataDir, 'gitlab-org/gitlab');
  await commitOnBranch(repo, BRANCH, { 'py.txt': 'one\ntwo\n', 'batch.txt': 'three\nfour\n' }, 'Add py.txt and batch.txt');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.runIf(existsSync(PYTHON))('python-gitlab and suggestions', () => {
  it('applies one suggestion and a batch through http_put', async () => {
    const mr = await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/merge_requests', headers: { 'private-token': DEMO_ROOT_TOKEN }, payload: { source_branch: BRANCH, target_branch: 'main', title: 'Suggest' } });
    expect(mr.statusCode).toBe(201);
    const { id, project_id: projectId, diff_refs: diffRefs } = mr.json();
    const [root] = await t.database.db.select().from(users).where(eq(users.username, 'root'));
    const write = async (body: string, path: string, newLine: number) => {
      const note = await createDiffNote(t.database.db, t.app.live, { mergeRequest: { id, projectId }, authorId: root?.id ?? 0, body, diffRefs, path, newLine });
      const [row] = await t.database.db.select().from(suggestions).where(eq(suggestions.noteId, note.id));
      return row?.id ?? 0;
    };
    const single = await write('```suggestion\nONE\n```', 'py.txt', 1);
    // The batch's file is another one: the single apply's commit leaves it as the notes saw it.
    const batch = [await write('```suggestion\nTHREE\n```', 'batch.txt', 1), await write('```suggestion\nFOUR\n```', 'batch.txt', 2)];

    const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, base, DEMO_ROOT_TOKEN, String(single), batch.join(','), BRANCH], { timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({
      single: { id: single, applied: true, appliable: false, to_content: 'ONE\n' },
      again: { status: 400, message: "Can't apply this suggestion." },
      batch: [true, true],
      commits: ['Apply 2 suggestion(s) to 1 file(s)', 'Apply from python-gitlab'],
    });
    expect(await git(repo, ['show', `${BRANCH}:py.txt`])).toBe('ONE\ntwo\n');
    expect(await git(repo, ['show', `${BRANCH}:batch.txt`])).toBe('THREE\nFOUR\n');
  }, 90_000);
});
