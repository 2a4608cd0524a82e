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
