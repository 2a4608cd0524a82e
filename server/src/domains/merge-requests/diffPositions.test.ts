import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { lineCode } from '../repositories/diff.ts';
import { repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from './fixtures.testing.ts';
import { fileMap } from './positionTracer.ts';

// Outdating after a push (Discussions::UpdateDiffPositionService, Gitlab::Diff::PositionTracer): real git
// pushes through the commits API move threads on unchanged lines, outdate threads on changed lines (with
// GitLab's system note in the thread), let a file thread follow a rename and outdate the suggestion of a
// changed line.

let f: IssueFixtures;
const WEB = '/gitlab-org/gitlab';
type Version = { id: number; head_commit_sha: string; base_commit_sha: string; start_commit_sha: string };

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  await commitOnBranch(repositoryPath(f.t.dataDir, 'gitlab-org/gitlab'), 'trace/lines', { 'trace.txt': 'alpha\nbravo\ncharlie\ndelta\necho\n', 'trace-other.txt': 'kept\n' }, 'Add trace.txt');
}, 120_000);
afterAll(async () => {
  await f.t.close();
});

describe('line mapping', () => {
  it('maps lines around a hunk and refuses changed ones', () => {
    const map = fileMap({ old_path: 'a', new_path: 'a', old_blob_id: '1', new_blob_id: '2', deleted_file: false, too_large: false, binary: false, diff: '@@ -1,3 +1,4 @@\n+zero\n one\n-two\n+TWO\n three\n' });
    expect([1, 2, 3, 4].map((n) => map.oldToNew(n))).toEqual([2, null, 4, 5]);
    expect([1, 2, 3, 4, 5].map((n) => map.newToOld(n))).toEqual([null, 1, null, 3, 4]);
  });
});

describe('after a push', () => {
  it('moves threads on unchanged lines, outdates the changed line with the system note, a file thread follows a rename', async () => {
    const created = await f.api('POST', '/projects/1/merge_requests', 'root', { source_branch: 'trace/lines', target_branch: 'main', title: 'Trace' });
    const { iid, id } = created.json() as { iid: number; id: number };
    const [v1] = (await f.api('GET', `/projects/1/merge_requests/${iid}/versions`, 'root')).json() as Version[];
    const refs = { base_sha: v1!.base_commit_sha, start_sha: v1!.start_commit_sha, head_sha: v1!.head_commit_sha };
    const comment = async (body: string, position: Record<string, unknown>) => {
      const res = await f.api('POST', `/projects/1/merge_requests/${iid}/discussions`, 'developer', { body, position: { ...refs, ...position } });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const onEcho = await comment('About echo\n\n```suggestion:-0+0\nECHO\n```', { position_type: 'text', old_path: 'trace.txt', new_path: 'trace.txt', new_line: 5 });
    const onBravo = await comment('About bravo\n\n```suggestion:-0+0\nBRAVO\n```', { position_type: 'text', old_path: 'trace.txt', new_path: 'trace.txt', new_line: 2 });
    const onFile = await comment('About the other file', { position_type: 'file', old_path: 'trace-other.txt', new_path: 'trace-other.txt' });

    // The push: a line above echo, bravo rewritten, the other file renamed.
    const pushed = await f.api('POST', '/projects/1/repository/commits', 'developer', {
      branch: 'trace/lines',
      commit_message: 'Rework trace.txt',
      actions: [
        { action: 'update', file_path: 'trace.txt', content: 'start\nalpha\nbravo!\ncharlie\ndelta\necho\n' },
        { action: 'move', file_path: 'trace-renamed.txt', previous_path: 'trace-other.txt' },
      ],
    });
    expect(pushed.statusCode).toBe(201);
    const versions = (await f.api('GET', `/projects/1/merge_requests/${iid}/versions`, 'root')).json() as Version[];
    expect(versions).toHaveLength(2);
    const v2 = versions[0]!;

    const discussions = (await f.call('developer', 'GET', `${WEB}/-/merge_requests/${iid}/discussions.json`)).json() as {
      id: string;
      active: boolean;
      line_code: string | null;
      position: Record<string, unknown>;
      original_position: Record<string, unknown>;
      notes: { note: string; system: boolean; suggestions: { outdated?: boolean; appliable: boolean }[] }[];
    }[];
    const byId = (discussionId: string) => discussions.find((d) => d.id === discussionId)!;

    const echo = byId(onEcho);
    expect(echo.active).toBe(true);
    expect(echo.position).toMatchObject({ head_sha: v2.head_commit_sha, base_sha: v2.base_commit_sha, new_line: 6, old_line: null });
    expect(echo.original_position).toMatchObject({ head_sha: v1!.head_commit_sha, new_line: 5 });
    expect(echo.line_code).toBe(lineCode('trace.txt', 0, 6));
    expect(echo.notes).toHaveLength(1);
    expect(echo.notes[0]!.suggestions[0]).toMatchObject({ outdated: false, appliable: true });

    const bravo = byId(onBravo);
    expect(bravo.active).toBe(false);
    expect(bravo.position).toMatchObject({ head_sha: v1!.head_commit_sha, new_line: 2 });
    const system = bravo.notes.find((note) => note.system)!;
    expect(system.note).toBe(
      `changed this line in [version 2 of the diff](/gitlab-org/gitlab/-/merge_requests/${iid}/diffs?diff_id=${v2.id}&start_sha=${v1!.head_commit_sha}#${lineCode('trace.txt', 2, 3)})`,
    );
    expect(bravo.notes[0]!.suggestions[0]).toMatchObject({ outdated: true, appliable: false });

    const file = byId(onFile);
    expect(file.active).toBe(true);
    expect(file.position).toMatchObject({ position_type: 'file', old_path: 'trace-renamed.txt', new_path: 'trace-renamed.txt', head_sha: v2.head_commit_sha });

    // The diff of the new version carries the moved threads on their lines; the outdated one is not there.
    const batch = (await f.call('developer', 'GET', `${WEB}/-/merge_requests/${iid}/diffs_batch.json`)).json() as { diff_files: { file_path: string; highlighted_diff_lines: { line_code: string; discussions?: { id: string }[] }[]; discussions?: { id: string }[] }[] };
    const trace = batch.diff_files.find((d) => d.file_path === 'trace.txt')!;
    expect(trace.highlighted_diff_lines.flatMap((line) => (line.discussions ?? []).map((d) => [line.line_code, d.id]))).toEqual([[lineCode('trace.txt', 0, 6), onEcho]]);
    expect(id).toBeGreaterThan(0);
  });
});

describe('GraphQL Note.position', () => {
  it("is GitLab's DiffPosition of text and image positions, null for a whole file", async () => {
    const { diffPositionGraphql } = await import('../notes/resolvers.ts');
    const refs = { base_sha: 'a'.repeat(40), start_sha: 'b'.repeat(40), head_sha: 'c'.repeat(40) };
    expect(diffPositionGraphql({ ...refs, position_type: 'text', old_path: 'x.rb', new_path: 'y.rb', old_line: null, new_line: 3 })).toEqual({
      diffRefs: { baseSha: refs.base_sha, startSha: refs.start_sha, headSha: refs.head_sha },
      filePath: 'y.rb',
      oldPath: 'x.rb',
      newPath: 'y.rb',
      positionType: 'text',
      oldLine: null,
      newLine: 3,
      x: null,
      y: null,
      width: null,
      height: null,
    });
    expect(diffPositionGraphql({ ...refs, position_type: 'image', old_path: 'i.png', new_path: 'i.png', x: 1, y: 2, width: 10, height: 20 })).toMatchObject({ positionType: 'image', x: 1, y: 2, width: 10, height: 20, newLine: null });
    expect(diffPositionGraphql({ ...refs, position_type: 'file', old_path: 'f', new_path: 'f' })).toBeNull();
    expect(diffPositionGraphql(null)).toBeNull();
  });
});
