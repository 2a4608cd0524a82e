import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffBetween, limitsFor, lineCode, parseDiffLines, sha1 } from './diff.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const env = { ...process.env, GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@example.com', GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
const work = path.join(dir, 'work');
const repo = path.join(work, '.git');
const sh = (...args: string[]) => execFileSync('git', args, { cwd: work, env, encoding: 'utf8' }).trim();
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  fs.writeFileSync(path.join(work, file), content);
};
const commit = (message: string) => {
  sh('add', '-A');
  sh('commit', '-q', '--allow-empty', '-m', message);
  return sh('rev-parse', 'HEAD');
};

let base = '';
let head = '';
beforeAll(() => {
  fs.mkdirSync(work);
  sh('init', '-q', '--initial-branch=main');
  write('app.rb', Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n');
  write('script.sh', 'echo hi\n');
  write('old name.txt', 'unchanged content\nthat is long enough\nfor rename detection\n');
  write('moved.txt', 'one\ntwo\nthree\nfour\nfive\n');
  write('gone.txt', 'bye\n');
  write('spaces.txt', 'a b\n');
  fs.symlinkSync('app.rb', path.join(work, 'link'));
  base = commit('base');
  const lines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
  lines[1] = 'line two';
  lines[24] = 'line twenty-five';
  write('app.rb', lines.join('\n') + '\n');
  fs.chmodSync(path.join(work, 'script.sh'), 0o755);
  fs.renameSync(path.join(work, 'old name.txt'), path.join(work, 'new name.txt'));
  fs.renameSync(path.join(work, 'moved.txt'), path.join(work, 'renamed.txt'));
  write('renamed.txt', 'one\ntwo\nthree\nfour\nFIVE\n');
  fs.rmSync(path.join(work, 'gone.txt'));
  write('spaces.txt', 'a   b\n');
  fs.rmSync(path.join(work, 'link'));
  write('link', 'now a file\n');
  write('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]));
  write('src/new.ts', 'export const x = 1;');
  head = commit('head');
});

describe('diffBetween', () => {
  it('lists every kind of change with GitLab fields', async () => {
    const { files, overflow, real_size } = await diffBetween(repo, base, head);
    expect(overflow).toBe(false);
    expect(real_size).toBe(files.length);
    const byPath = (p: string) => files.filter((f) => f.new_path === p || f.old_path === p);

    const app = byPath('app.rb')[0];
    expect(app).toMatchObject({ old_path: 'app.rb', new_path: 'app.rb', a_mode: '100644', b_mode: '100644', new_file: false, deleted_file: false, renamed_file: false, binary: false, collapsed: false, too_large: false, added_lines: 2, removed_lines: 2 });
    expect(app?.diff.startsWith('@@ -1,5 +1,5 @@\n line 1\n-line 2\n+line two\n')).toBe(true);
    expect(app?.old_blob_id).toMatch(/^[0-9a-f]{40}$/);

    expect(byPath('script.sh')[0]).toMatchObject({ a_mode: '100644', b_mode: '100755', diff: '' });
    expect(byPath('new name.txt')[0]).toMatchObject({ old_path: 'old name.txt', new_path: 'new name.txt', renamed_file: true, diff: '', added_lines: 0 });
    expect(byPath('renamed.txt')[0]).toMatchObject({ old_path: 'moved.txt', renamed_file: true, added_lines: 1, removed_lines: 1 });
    expect(byPath('gone.txt')[0]).toMatchObject({ deleted_file: true, a_mode: '100644', b_mode: '0', diff: '@@ -1 +0,0 @@\n-bye\n' });
    expect(byPath('src/new.ts')[0]).toMatchObject({ new_file: true, a_mode: '0', b_mode: '100644', diff: '@@ -0,0 +1 @@\n+export const x = 1;\n\\ No newline at end of file\n' });
    expect(byPath('image.png')[0]).toMatchObject({ new_file: true, binary: true, diff: 'Binary files /dev/null and b/image.png differ\n' });
    // The symlink replaced by a file: a deletion (mode 120000) and a creation, as git prints a type change.
    const link = byPath('link');
    expect(link.map((f) => [f.a_mode, f.b_mode, f.deleted_file, f.new_file])).toEqual([
      ['120000', '0', true, false],
      ['0', '100644', false, true],
    ]);
  });

  it('hides whitespace-only changes with -w but keeps the file', async () => {
    const plain = (await diffBetween(repo, base, head)).files.find((f) => f.new_path === 'spaces.txt');
    expect(plain?.diff).toBe('@@ -1 +1 @@\n-a b\n+a   b\n');
    const ignoring = (await diffBetween(repo, base, head, { ignoreWhitespace: true })).files.find((f) => f.new_path === 'spaces.txt');
    expect(ignoring).toMatchObject({ diff: '', added_lines: 0, removed_lines: 0 });
  });

  it('restricts to paths', async () => {
    const { files } = await diffBetween(repo, base, head, { paths: ['gone.txt'] });
    expect(files.map((f) => f.old_path)).toEqual(['gone.txt']);
  });

  it('cuts at the file limit (overflow), collapses past the safe limits and by size, and marks too large patches', async () => {
    const small = limitsFor(5, 1000, 60);
    const cut = await diffBetween(repo, base, head, { limits: small });
    expect(cut.overflow).toBe(true);
    expect(cut.files).toHaveLength(5);
    expect(cut.real_size).toBeGreaterThan(5);
    // app.rb's patch is over 60 bytes: too large, emptied.
    expect(cut.files.find((f) => f.new_path === 'app.rb')).toMatchObject({ too_large: true, diff: '' });
    // 'gone.txt' (18 bytes) is under the collapse size (6); collapsed and emptied unless expanded.
    const sizeLimits = limitsFor(1000, 50000, 200);
    const collapsed = await diffBetween(repo, base, head, { limits: { ...sizeLimits, collapsePatchBytes: 10 } });
    expect(collapsed.files.find((f) => f.old_path === 'gone.txt')).toMatchObject({ collapsed: true, diff: '' });
    const expanded = await diffBetween(repo, base, head, { limits: { ...sizeLimits, collapsePatchBytes: 10 }, expanded: true });
    expect(expanded.files.find((f) => f.old_path === 'gone.txt')).toMatchObject({ collapsed: false, diff: '@@ -1 +0,0 @@\n-bye\n' });
    // Files from safe_max_files on are collapsed when they have lines.
    const safe = await diffBetween(repo, base, head, { limits: { ...limitsFor(1000, 50000, 200 * 1024), safeMaxFiles: 1 } });
    expect(safe.files[0]?.collapsed).toBe(false);
    expect(safe.files.slice(1).filter((f) => f.diff !== '' && !f.binary)).toEqual([]);
    expect(safe.files.some((f) => f.collapsed)).toBe(true);
  });

  it('rejects anything but object ids', async () => {
    await expect(diffBetween(repo, 'main', head)).rejects.toThrow('not an object id');
  });
});

describe('parseDiffLines', () => {
  it("types, numbers and codes lines as GitLab's parser does", async () => {
    const { files } = await diffBetween(repo, base, head);
    const app = files.find((f) => f.new_path === 'app.rb');
    const lines = parseDiffLines(app?.diff ?? '', 'app.rb');
    const hash = sha1('app.rb');
    // The first hunk starts at the top: no match line for it.
    expect(lines[0]).toEqual({ type: null, old_line: 1, new_line: 1, old_pos: 1, new_pos: 1, text: ' line 1', line_code: `${hash}_1_1` });
    expect(lines[1]).toMatchObject({ type: 'old', old_line: 2, new_line: null, line_code: `${hash}_2_2` });
    expect(lines[2]).toMatchObject({ type: 'new', old_line: null, new_line: 2, line_code: `${hash}_3_2` });
    const match = lines.find((l) => l.type === 'match');
    expect(match).toMatchObject({ old_line: null, new_line: null, old_pos: 22, new_pos: 22, line_code: null });
    expect(match?.text.startsWith('@@ -22,7 +22,7 @@')).toBe(true);
    expect(lineCode('app.rb', 25, 25)).toBe(`${hash}_25_25`);
  });

  it('marks the no-newline marker as meta', () => {
    const lines = parseDiffLines('@@ -0,0 +1 @@\n+x\n\\ No newline at end of file\n', 'a');
    expect(lines.map((l) => l.type)).toEqual(['new', 'new-nonewline']);
    expect(lines[1]?.line_code).toBeNull();
    expect(parseDiffLines('Binary files a/x and b/x differ\n', 'x')).toEqual([]);
  });
});
