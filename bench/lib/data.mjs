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

