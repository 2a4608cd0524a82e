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
