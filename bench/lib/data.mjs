// Demo data for the scenarios, written through the public API with the root token.
import { apiOrigin, BENCH_PROJECT, ROOT_TOKEN } from './config.mjs';

export async function api(method, pathname, body) {
  const response = await fetch(`${apiOrigin}${pathname}`, {
    method,
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

export async function inParallel(count, concurrency, task) {
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  });
  await Promise.all(workers);
}

export async function createIssueWithDiscussions(title, discussions, notesPerDiscussion = 1) {
  const project = encodeURIComponent(BENCH_PROJECT);
  const issue = await api('POST', `/api/v4/projects/${project}/issues`, { title, description: `${title}, created by the benchmark.` });
  await inParallel(discussions, 16, async (index) => {
    const discussion = await api('POST', `/api/v4/projects/${project}/issues/${issue.iid}/discussions`, { body: `Bench discussion ${index + 1}: ${'lorem ipsum '.repeat(8)}` });
    for (let reply = 1; reply < notesPerDiscussion; reply += 1) {
      await api('POST', `/api/v4/projects/${project}/issues/${issue.iid}/discussions/${discussion.id}/notes`, { body: `Reply ${reply} in discussion ${index + 1}` });
    }
  });
  return issue;
}


/**
 * A merge request whose source branch changes `files` (path → content) in one commit made through the
 * commits API (a push, so the merge request gets its version): the 1,000-file and the 10,000-line data
 * sets of issue 12. Returns the merge request (REST shape).
 */
export async function createMergeRequestWithFiles(title, branch, files) {
  const project = encodeURIComponent(BENCH_PROJECT);
  const actions = Object.entries(files).map(([file_path, content]) => ({ action: 'create', file_path, content }));
  await api('POST', `/api/v4/projects/${project}/repository/commits`, { branch, start_branch: 'main', commit_message: title, actions, stats: 'false' });
  return api('POST', `/api/v4/projects/${project}/merge_requests`, { source_branch: branch, target_branch: 'main', title });
}

/** 1,000 small changed files (`bench/many/0001.ts` …), the "1,000-file MR". */
export function manyFiles(count = 1000) {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`bench/many/${String(i + 1).padStart(4, '0')}.ts`, `export const value${i + 1} = ${i + 1};\n`]));
}

/** One file of `lines` lines, the "10,000-line file" (short lines: its patch stays under GitLab's 200 KB). */
export function longFile(lines = 10_000) {
  return { 'bench/long.txt': Array.from({ length: lines }, (_, i) => `line ${i + 1}`).join('\n') + '\n' };
}

/**
 * An epic of gitlab-org with `children` direct children: one child epic (with three issues of its own, so
 * it expands) and `children - 1` issues of the bench project, each created with `epic_id`.
 */
export async function createEpicWithChildren(title, children) {
  const project = encodeURIComponent(BENCH_PROJECT);
  const epic = await api('POST', '/api/v4/groups/gitlab-org/epics', { title, description: `${title}, created by the benchmark.` });
  const child = await api('POST', '/api/v4/groups/gitlab-org/epics', { title: `${title}: child epic`, parent_id: epic.id });
  for (let index = 0; index < 3; index += 1) await api('POST', `/api/v4/projects/${project}/issues`, { title: `${title}: grandchild ${index + 1}`, epic_id: child.id });
  await inParallel(children - 1, 16, async (index) => {
    await api('POST', `/api/v4/projects/${project}/issues`, { title: `${title}: child issue ${index + 1}`, epic_id: epic.id, weight: (index % 5) + 1 });
  });
  return { epic, child };
}

/** GitLab's line code of a line: sha1 of the file's path, then its old and new line numbers. */
export async function lineCode(path, oldLine, newLine) {
  const { createHash } = await import('node:crypto');
  return `${createHash('sha1').update(path).digest('hex')}_${oldLine}_${newLine}`;
}

/** The merge request's diff refs, once its first version exists (the push that made it is processed first). */
export async function diffRefsOf(mr) {
  const project = encodeURIComponent(BENCH_PROJECT);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const current = await api('GET', `/api/v4/projects/${project}/merge_requests/${mr.iid}`);
    if (current.diff_refs?.head_sha) return current.diff_refs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`merge request !${mr.iid} has no diff version`);
}

/**
 * `count` diff threads on the 1,000-file merge request (issue 13's data set): one on the added first line of
 * every other file (`0001`, `0003`, …), written as REST positioned discussions by root, half with a reply.
 */
export async function addDiffThreads(mr, files, count) {
  const project = encodeURIComponent(BENCH_PROJECT);
  const refs = await diffRefsOf(mr);
  const paths = Object.keys(files).filter((_, index) => index % 2 === 0).slice(0, count);
  if (paths.length < count) throw new Error(`${count} threads need ${count * 2} files`);
  await inParallel(paths.length, 8, async (index) => {
    const path = paths[index];
    const position = { position_type: 'text', base_sha: refs.base_sha, start_sha: refs.start_sha, head_sha: refs.head_sha, old_path: path, new_path: path, old_line: null, new_line: 1 };
    const discussion = await api('POST', `/api/v4/projects/${project}/merge_requests/${mr.iid}/discussions`, { body: `Bench diff thread ${index + 1}: ${'lorem ipsum '.repeat(6)}`, position });
    if (index % 2 === 0) await api('POST', `/api/v4/projects/${project}/merge_requests/${mr.iid}/discussions/${discussion.id}/notes`, { body: `Reply in diff thread ${index + 1}` });
  });
  return refs;
}
