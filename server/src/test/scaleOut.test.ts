import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ROOT_TOKEN, resetDatabase, tempDir, testDatabase } from './harness.ts';

/**
 * Scale-out on PostgreSQL (README "Several API processes"): two real API processes (`src/server.ts`)
 * on one database, checked across processes. Needs PostgreSQL, so it runs in CI's DATABASE_URL pass.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Api {
  url: string;
  child: ChildProcess;
}

function startApi(databaseUrl: string): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDir('scale-out-'), NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ url: match[1], child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${output.slice(-2000)}`)));
  });
}

async function stopApi(api: Api | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

const json = { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN, 'content-type': 'application/json' };

type Message = { type: string; id?: string; payload?: unknown };

async function subscriber(api: Api) {
  const socket = new WebSocket(`${api.url.replace('http', 'ws')}/api/graphql`, 'graphql-transport-ws');
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN } }));
  await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
  return { socket, messages };
}

describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  let a: Api | undefined;
  let b: Api | undefined;

  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const url = process.env.DATABASE_URL as string;
    [a, b] = await Promise.all([startApi(url), startApi(url)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
  });

  const api = (which: Api | undefined) => {
    if (!which) throw new Error('API process not started');
    return which.url;
  };

  async function createIssue(title: string): Promise<{ id: number; iid: number }> {
    const response = await fetch(`${api(a)}/api/v4/projects/1/issues`, { method: 'POST', headers: json, body: JSON.stringify({ title }) });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; iid: number };
  }

  it('reads its own writes: B serves an issue A just changed, with nothing stale from its read cache', async () => {
    const issue = await createIssue('Scale-out read-your-writes');
    const get = () => fetch(`${api(b)}/api/v4/projects/1/issues/${issue.iid}`, { headers: json });
    // Twice, so B's read cache holds the answer.
    expect(((await (await get()).json()) as { title: string }).title).toBe('Scale-out read-your-writes');
    expect(((await (await get()).json()) as { title: string }).title).toBe('Scale-out read-your-writes');
    for (let round = 1; round <= 5; round += 1) {
      const put = await fetch(`${api(a)}/api/v4/projects/1/issues/${issue.iid}`, { method: 'PUT', headers: json, body: JSON.stringify({ title: `Renamed ${round}` }) });
      expect(put.status).toBe(200);
      // Right after A's answer, with no pause: B must not answer from before the write.
      expect(((await (await get()).json()) as { title: string }).title).toBe(`Renamed ${round}`);
    }
  });

  it('delivers notes and issue updates made through A to graphql-ws subscribers on B (and on A)', async () => {
    const issue = await createIssue('Scale-out live');
    const onB = await subscriber(b as Api);
    const onA = await subscriber(a as Api);
    const gid = `gid://gitlab/Issue/${issue.id}`;
    for (const { socket } of [onA, onB]) {
      socket.send(JSON.stringify({ id: 'notes', type: 'subscribe', payload: { query: 'subscription($id: NoteableID!) { workItemNoteCreated(noteableId: $id) { id body } }', variables: { id: gid } } }));
      socket.send(JSON.stringify({ id: 'title', type: 'subscribe', payload: { query: 'subscription($id: IssuableID!) { issuableTitleUpdated(issuableId: $id) { ... on Issue { id title } } }', variables: { id: gid } } }));
    }
    // Let both subscriptions attach (an error would arrive as a message, checked below).
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { messages } of [onA, onB]) expect(messages.filter((m) => m.type === 'next' || m.type === 'error')).toEqual([]);

    const note = await fetch(`${api(a)}/api/v4/projects/1/issues/${issue.iid}/notes`, { method: 'POST', headers: json, body: JSON.stringify({ body: 'Live across processes' }) });
    expect(note.status).toBe(201);
    const put = await fetch(`${api(a)}/api/v4/projects/1/issues/${issue.iid}`, { method: 'PUT', headers: json, body: JSON.stringify({ title: 'Scale-out live, renamed' }) });
    expect(put.status).toBe(200);

    for (const { messages, socket } of [onA, onB]) {
      await expect
        .poll(() => messages.filter((m) => m.id === 'notes' && m.type === 'next').map((m) => (m.payload as { data: { workItemNoteCreated: { body: string } } }).data.workItemNoteCreated.body))
        .toContain('Live across processes');
      await expect
        .poll(() => messages.find((m) => m.id === 'title' && m.type === 'next')?.payload)
        .toEqual({ data: { issuableTitleUpdated: { id: gid, title: 'Scale-out live, renamed' } } });
      socket.close();
    }
  });

  it('shares the sign-in lockout through the database: failures through A and B lock the account on both', async () => {
    const attempt = async (which: Api | undefined, address: string, password: string) => {
      const session = await fetch(`${api(which)}/-/session`);
      const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const { csrf_token: csrf } = (await session.json()) as { csrf_token: string };
      const response = await fetch(`${api(which)}/users/sign_in`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ login: 'maintainer', password }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    for (let i = 1; i <= 9; i += 1) expect(await attempt(i % 2 ? a : b, `198.18.0.${i}`, 'wrong')).toEqual({ status: 401, body: { message: 'Invalid login or password.' } });
    expect(await attempt(a, '198.18.0.10', 'wrong')).toEqual({ status: 401, body: { message: 'Your account is locked.' } });
    for (const which of [a, b]) expect(await attempt(which, '198.18.0.11', 'demo-password')).toEqual({ status: 401, body: { message: 'Your account is locked.' } });
  });
});
