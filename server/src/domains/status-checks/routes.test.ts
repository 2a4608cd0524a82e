import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from '../merge-requests/fixtures.testing.ts';

/** A real external service: records every JSON body it is sent, answers 200. */
interface Receiver {
  url: string;
  bodies: Record<string, unknown>[];
  server: Server;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

async function startReceiver(): Promise<Receiver> {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      bodies.push({ method: request.method, contentType: request.headers['content-type'], ...(JSON.parse(text) as Record<string, unknown>) });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/check`, bodies, server };
}

async function waitFor<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let f: IssueFixtures;
let receiver: Receiver;
const CHECKS = '/projects/1/external_status_checks';
const MRS = '/projects/1/merge_requests';

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  receiver = await startReceiver();
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('external status checks of a project (admin_project)', () => {
  it('are managed by maintainers, owners and admins only, with GitLab validation errors', async () => {
    // Hidden project: 404; signed out on a public project: 401; below maintainer: 403.
    expect((await f.api('GET', '/projects/2/external_status_checks', 'outsider')).statusCode).toBe(404);
    expect((await f.api('GET', CHECKS, 'anonymous')).statusCode).toBe(401);
    for (const who of ['outsider', 'guest', 'reporter', 'developer']) {
      const refused = await f.api('POST', CHECKS, who, { name: `by ${who}`, external_url: `https://example.com/${who}` });
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json(), who).toEqual({ message: '403 Forbidden' });
      expect((await f.api('GET', CHECKS, who)).statusCode, who).toBe(403);
    }

    const created = await f.api('POST', CHECKS, 'maintainer', { name: 'Compliance', external_url: 'https://example.com/compliance' });
    expect(created.statusCode).toBe(201);
    const check = created.json();
    expect(check).toEqual({ id: expect.any(Number), name: 'Compliance', project_id: 1, external_url: 'https://example.com/compliance', protected_branches: [] });

    const duplicate = await f.api('POST', CHECKS, 'owner', { name: 'Compliance', external_url: 'https://example.com/compliance' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ message: ['External url has already been taken', 'Name has already been taken'] });
    const badUrl = await f.api('POST', CHECKS, 'root', { name: 'Other', external_url: 'ftp://example.com' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: ['External url is blocked: Only allowed schemes are http, https'] });
    const missing = await f.api('POST', CHECKS, 'root', { name: 'Other' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { external_url: ['is missing'] } });

    const list = await f.api('GET', CHECKS, 'owner');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('1');
    expect(list.json()).toEqual([check]);

    expect((await f.api('PUT', `${CHECKS}/${check.id}`, 'developer', { name: 'x' })).statusCode).toBe(403);
    const renamed = await f.api('PUT', `${CHECKS}/${check.id}`, 'maintainer', { name: 'Compliance tool' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: check.id, name: 'Compliance tool', external_url: 'https://example.com/compliance' });
    expect((await f.api('PUT', `${CHECKS}/999999`, 'maintainer', { name: 'x' })).statusCode).toBe(404);

    expect((await f.api('DELETE', `${CHECKS}/${check.id}`, 'developer')).statusCode).toBe(403);
    expect((await f.api('DELETE', `${CHECKS}/${check.id}`, 'maintainer')).statusCode).toBe(204);
    expect((await f.api('GET', CHECKS, 'maintainer')).json()).toEqual([]);
  });
});

describe('status checks of a merge request', () => {
  it('sends the payload on a new version, takes answers for the head sha, and retries only failed checks', async () => {
    const check = (await f.api('POST', CHECKS, 'maintainer', { name: 'Security scan', external_url: receiver.url })).json();
    // A check nobody listens at: its delivery fails, the push does not, and the check stays pending.
    const deaf = (await f.api('POST', CHECKS, 'maintainer', { name: 'Deaf', external_url: 'http://127.0.0.1:9/nothing' })).json();

    const repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
    const firstHead = await commitOnBranch(repo, 'checked', { 'checked.txt': 'one\n' }, 'Checked change');
    const created = await f.api('POST', MRS, 'developer', { source_branch: 'checked', target_branch: 'main', title: 'Checked MR' });
    expect(created.statusCode).toBe(201);
    const iid = created.json().iid as number;
    const url = `${MRS}/${iid}`;

    // The first version sends the merge request hook payload with the check.
    const first = await waitFor(() => receiver.bodies.find((b) => (b.object_attributes as { iid: number }).iid === iid), 'the first payload');
    expect(first).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      object_kind: 'merge_request',
      event_type: 'merge_request',
      user: { username: 'developer', email: '[REDACTED]' },
      project: { id: 1, path_with_namespace: 'gitlab-org/gitlab' },
      object_attributes: { iid, title: 'Checked MR', source_branch: 'checked', target_branch: 'main', state: 'opened', last_commit: { id: firstHead } },
      external_approval_rule: { id: check.id, name: 'Security scan', external_url: receiver.url },
    });

    // Readable by whoever reads the merge request (public project: everyone).
    for (const who of ['anonymous', 'outsider', 'guest', 'reporter', 'developer', 'root']) {
      const read = await f.api('GET', `${url}/status_checks`, who);
      expect(read.statusCode, who).toBe(200);
      expect(read.json(), who).toEqual([
        { id: check.id, name: 'Security scan', external_url: receiver.url, status: 'pending' },
        { id: deaf.id, name: 'Deaf', external_url: 'http://127.0.0.1:9/nothing', status: 'pending' },
      ]);
    }

    // Answers: developers and above; 401 signed out, 403 below developer.
    const answer = { sha: firstHead, external_status_check_id: check.id, status: 'failed' };
    expect((await f.api('POST', `${url}/status_check_responses`, 'anonymous', answer)).statusCode).toBe(401);
    for (const who of ['outsider', 'guest', 'reporter']) expect((await f.api('POST', `${url}/status_check_responses`, who, answer)).statusCode, who).toBe(403);
    const stale = await f.api('POST', `${url}/status_check_responses`, 'developer', { ...answer, sha: '0'.repeat(40) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: `SHA does not match HEAD of source branch: ${firstHead}` });
    expect((await f.api('POST', `${url}/status_check_responses`, 'developer', { ...answer, external_status_check_id: 999999 })).statusCode).toBe(404);
    expect((await f.api('POST', `${url}/status_check_responses`, 'developer', { ...answer, status: 'maybe' })).statusCode).toBe(400);

    // Retrying a pending check is refused as GitLab does.
    const notFailed = await f.api('POST', `${url}/status_checks/${check.id}/retry`, 'developer');
    expect(notFailed.statusCode).toBe(422);
    expect(notFailed.json()).toEqual({ message: 'External status check must be failed' });

    const failed = await f.api('POST', `${url}/status_check_responses`, 'developer', answer);
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({ id: expect.any(Number), merge_request: { iid, project_id: 1 }, external_status_check: { id: check.id, name: 'Security scan' } });
    const statusOfCheck = async () => ((await f.api('GET', `${url}/status_checks`, 'reporter')).json() as { id: number; status: string }[]).find((c) => c.id === check.id)?.status;
    expect(await statusOfCheck()).toBe('failed');

    // Retry: developers and above; the check goes back to pending and its payload is sent again.
    expect((await f.api('POST', `${url}/status_checks/${check.id}/retry`, 'anonymous')).statusCode).toBe(401);
    for (const who of ['outsider', 'guest', 'reporter']) expect((await f.api('POST', `${url}/status_checks/${check.id}/retry`, who)).statusCode, who).toBe(403);
    expect((await f.api('POST', `${url}/status_checks/999999/retry`, 'developer')).statusCode).toBe(404);
    const before = receiver.bodies.length;
    const retried = await f.api('POST', `${url}/status_checks/${check.id}/retry`, 'maintainer');
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toEqual({ message: '202 Accepted' });
    expect(await statusOfCheck()).toBe('pending');
    const again = await waitFor(() => receiver.bodies.slice(before).find((b) => (b.object_attributes as { iid: number }).iid === iid), 'the retried payload');
    expect(again).toMatchObject({ user: { username: 'maintainer' }, object_attributes: { last_commit: { id: firstHead } }, external_approval_rule: { id: check.id } });
    // Only the retried check is sent again, and a pending check is not retried twice.
    expect((await f.api('POST', `${url}/status_checks/${check.id}/retry`, 'maintainer')).statusCode).toBe(422);

    const passed = await f.api('POST', `${url}/status_check_responses`, 'developer', { ...answer, status: 'passed' });
    expect(passed.statusCode).toBe(201);
    expect(await statusOfCheck()).toBe('passed');

    // A push makes a new version: the payload goes out with the new head, and the status is per sha.
    const beforePush = receiver.bodies.length;
    const pushed = await f.api('POST', '/projects/1/repository/commits', 'developer', { branch: 'checked', commit_message: 'Second change', actions: [{ action: 'create', file_path: 'second.txt', content: 'two\n' }] });
    expect(pushed.statusCode).toBe(201);
    const newHead = pushed.json().id as string;
    const onPush = await waitFor(() => receiver.bodies.slice(beforePush).find((b) => (b.object_attributes as { iid: number }).iid === iid), 'the payload of the new version');
    expect(onPush).toMatchObject({ user: { username: 'developer' }, object_attributes: { last_commit: { id: newHead } }, external_approval_rule: { id: check.id } });
    expect(await statusOfCheck()).toBe('pending');
  });

  it('hides the checks of a merge request its reader may not see', async () => {
    const repo = repositoryPath(f.t.dataDir, 'gitlab-org/platform/infrastructure');
    await commitOnBranch(repo, 'checked-secret', { 's.txt': 'x\n' }, 'Secret');
    const created = await f.api('POST', '/projects/2/merge_requests', 'owner', { source_branch: 'checked-secret', target_branch: 'main', title: 'Secret' });
    expect(created.statusCode).toBe(201);
    const url = `/projects/2/merge_requests/${created.json().iid}/status_checks`;
    for (const who of ['anonymous', 'outsider']) expect((await f.api('GET', url, who)).statusCode, who).toBe(404);
    for (const who of ['reporter', 'developer', 'owner', 'root']) {
      const read = await f.api('GET', url, who);
      expect(read.statusCode, who).toBe(200);
      expect(read.json(), who).toEqual([]);
    }
  });
});
