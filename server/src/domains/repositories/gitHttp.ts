import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoute } from '../../lib/namespacePaths.ts';
import { Viewer } from '../memberships/viewer.ts';
import { checkToken, touchLastUsed } from '../personal-access-tokens/queries.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { accountLocked, addressLimited, recordAccountFailure, recordAddressFailure, resetAccount } from '../sessions/throttle.ts';
import { findUserByLogin, verifyPassword } from '../users/queries.ts';
import type { UserRow } from '../users/tables.ts';
import { repositoryProject } from './access.ts';
import { publishRepositoryEvents } from './events.ts';
import { initRepository } from './git.ts';
import { installHooks, parsePushLog } from './hooks.ts';
import { canPushCode, canPushToBranch, canReadCode, DEFAULT_BRANCH } from './rules.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Git over HTTP: authenticated by Basic credentials, never the session, so no CSRF token (plugins/csrf.ts). */
    gitHttp?: boolean;
  }
}

/** GitLab's answers to git clients (lib/gitlab/git_access.rb, the HTTP Basic failure of Gitlab::Auth). */
export const GIT_MESSAGES = {
  accessDenied:
    "HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're required to use a token instead of a password. If a token was provided, it was either incorrect, expired, or improperly scoped.",
  projectNotFound: "The project you were looking for could not be found or you don't have permission to view it.",
  downloadDenied: 'You are not allowed to download code from this project.',
  pushDenied: 'You are not allowed to push code to this project.',
  archived: 'You are not allowed to push code to an archived project.',
  smartOnly: 'Only the smart HTTP protocol is supported: use git 1.6.6 or later.',
} as const;

type Service = 'git-upload-pack' | 'git-receive-pack';

/** Token scopes that let a token clone or fetch, and push (GitLab: `api` covers both). */
const READ_SCOPES = ['api', 'read_repository', 'write_repository'];
const WRITE_SCOPES = ['api', 'write_repository'];

interface GitUser {
  user: UserRow;
  /** Scopes of the token used; null for a password. */
  scopes: string[] | null;
}

/** `Authorization: Basic base64(login:password)`, or null. */
function basicCredentials(request: FastifyRequest): { login: string; password: string } | null {
  const header = request.headers.authorization;
  if (!header || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The project's full path in a git URL: `group/sub/project.git` (the `.git` is optional, as GitLab's). */
function projectPathOf(params: Record<string, string | undefined>): string {
  const project = (params.project_path ?? '').replace(/\.git$/, '');
  return `${params.namespace_path ?? ''}/${project}`;
}

/** CGI's header block: `Status: 403 Forbidden` and headers, up to the blank line. */
function parseCgiHeaders(block: string): { status: number; headers: Record<string, string> } {
  let status = 200;
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 500;
    else headers[name] = value;
  }
  return { status, headers };
}

function headerEnd(buffer: Buffer): { at: number; length: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { at: crlf, length: 4 };
  if (lf >= 0) return { at: lf, length: 2 };
  return null;
}

/**
 * Git over HTTP ("smart" protocol): `git clone/fetch/push http://<host>/<project path>.git`, served by
 * `git http-backend` as a CGI child with request and response bodies streamed. Authentication is HTTP
 * Basic with a username and password or a personal access token (any username); reads follow the
 * project's code visibility, pushes need developer or above and protected branches maintainer (rules.ts,
 * enforced per ref by the pre-receive hook). After a push, one `pushed` event per ref that moved.
 */
export const gitHttpRoutes: FastifyPluginAsync = async (app) => {
  const dataDir = app.config.dataDir;
  const root = path.join(dataDir, 'repositories');
  const hooksDir = installHooks(dataDir);

  // Pack data is streamed to git as it comes: no parser, no body limit.
  app.addContentTypeParser(['application/x-git-upload-pack-request', 'application/x-git-receive-pack-request'], (_request, _payload, done) => done(null));

  // Refusals say why in the API's `{ message }` shape (git itself prints only the status).
  const challenge = (reply: FastifyReply, message: string = GIT_MESSAGES.accessDenied) => reply.code(401).header('www-authenticate', 'Basic realm="GitLab"').send({ message });
  const refuse = (reply: FastifyReply, status: 403 | 404 | 415, message: string) => reply.code(status).send({ message });

  /** The user of the request's Basic credentials; `undefined` without credentials, null when they are wrong. */
  const authenticate = async (request: FastifyRequest): Promise<GitUser | null | undefined> => {
    const credentials = basicCredentials(request);
    if (!credentials) return undefined;
    const token = await checkToken(app.db, credentials.password);
    if (token.status !== 'not_found') {
      if (token.status !== 'ok' || token.user.state !== 'active') return null;
      await touchLastUsed(app.db, token.token.id);
      return { user: token.user, scopes: token.token.scopes };
    }
    // A password: throttled exactly as the sign-in form (sessions/throttle.ts).
    if (await addressLimited(app.db, request.ip)) return null;
    const user = await findUserByLogin(app.db, credentials.login);
    const locked = user ? await accountLocked(app.db, user.id) : false;
    const valid = (await verifyPassword(user, credentials.password)) && user !== undefined && user.state === 'active';
    if (!valid || locked || !user) {
      await recordAddressFailure(app.db, request.ip);
      if (user) await recordAccountFailure(app.db, user.id);
      return null;
    }
    await resetAccount(app.db, user.id);
    return { user, scopes: null };
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply, service: Service, tail: string) => {
    const params = request.params as Record<string, string | undefined>;
    const push = service === 'git-receive-pack';
    if (request.method === 'POST' && request.headers['content-type'] !== `application/x-${service}-request`) {
      return refuse(reply, 415, '415 Unsupported Media Type');
    }
    const gitUser = await authenticate(request);
    if (gitUser === null) return challenge(reply);
    const scopes = gitUser?.scopes;
    if (scopes && !scopes.some((scope) => (push ? WRITE_SCOPES : READ_SCOPES).includes(scope))) return challenge(reply);

    const viewer = new Viewer(app.db, gitUser?.user ?? null);
    const found = await findProject(app.db, { fullPath: projectPathOf(params) });
    const project = found ? await repositoryProject(app.db, dataDir, viewer, found) : null;
    // Anonymous clients are asked for credentials (a member may be behind them); signed-in ones told.
    if (!project || !canReadProject(viewer.facts, project.project, project.access.accessLevel)) {
      return gitUser ? refuse(reply, 404, GIT_MESSAGES.projectNotFound) : challenge(reply);
    }
    if (!canReadCode(project.access)) return gitUser ? refuse(reply, 403, GIT_MESSAGES.downloadDenied) : challenge(reply);
    if (push) {
      if (!gitUser) return challenge(reply);
      if (project.project.archived) return refuse(reply, 403, GIT_MESSAGES.archived);
      if (!canPushCode(project.access)) return refuse(reply, 403, GIT_MESSAGES.pushDenied);
    }

    await initRepository(project.repo);
    const pushLog = push ? path.join(os.tmpdir(), `git-push-${randomUUID()}.log`) : null;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: `/${project.fullPath}.git/${tail}`,
      REQUEST_METHOD: request.method,
      QUERY_STRING: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      REMOTE_ADDR: request.ip,
      REMOTE_USER: gitUser?.user.username ?? '',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: root,
      // Pushing is decided above; the hooks apply branch protection and report what moved.
      GIT_CONFIG_COUNT: '2',
      GIT_CONFIG_KEY_0: 'http.receivepack',
      GIT_CONFIG_VALUE_0: 'true',
      GIT_CONFIG_KEY_1: 'core.hooksPath',
      GIT_CONFIG_VALUE_1: hooksDir,
      GL_PROTECTED_REFS: `refs/heads/${DEFAULT_BRANCH}`,
      GL_CAN_PUSH_PROTECTED: canPushToBranch(project.access, DEFAULT_BRANCH) ? '1' : '0',
      GL_PUSH_LOG: pushLog ?? '',
    };
    const length = request.headers['content-length'];
    if (length) env.CONTENT_LENGTH = length;
    const encoding = request.headers['content-encoding'];
    if (typeof encoding === 'string') env.HTTP_CONTENT_ENCODING = encoding;
    const protocol = request.headers['git-protocol'];
    if (typeof protocol === 'string') env.HTTP_GIT_PROTOCOL = protocol;

    reply.hijack();
    const response = reply.raw;
    const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    child.on('error', (error) => request.log.error({ err: error }, 'git http-backend failed to start'));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString('utf8');
    });
    // A client that hangs up mid-transfer stops git too.
    response.on('close', () => {
      if (!response.writableFinished) child.kill();
    });
    child.stdin.on('error', () => undefined);
    if (request.method === 'POST') request.raw.pipe(child.stdin);
    else child.stdin.end();

    let head = Buffer.alloc(0);
    let started = false;
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      let body = chunk;
      if (!started) {
        head = Buffer.concat([head, chunk]);
        const end = headerEnd(head);
        if (!end) continue;
        const { status, headers } = parseCgiHeaders(head.subarray(0, end.at).toString('latin1'));
        response.writeHead(status, { ...headers, 'x-request-id': request.id });
        started = true;
        body = head.subarray(end.at + end.length);
      }
      if (body.length && !response.write(body)) await new Promise((resolve) => response.once('drain', resolve));
    }
    const code = await exited;
    if (!started) {
      request.log.error({ code, stderr }, 'git http-backend answered nothing');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('500 Internal Server Error');
      return;
    }
    if (code !== 0 && stderr) request.log.warn({ code, stderr }, 'git http-backend');

    if (pushLog && gitUser) {
      let log = '';
      try {
        log = fs.readFileSync(pushLog, 'utf8');
      } catch {
        // Nothing moved (the hook refused, or the push was empty).
      }
      fs.rmSync(pushLog, { force: true });
      const events = parsePushLog(log).map((update) => ({ type: 'pushed' as const, projectId: project.project.id, userId: gitUser.user.id, ...update }));
      // Before the answer ends: the client's `git push` returns once subscribers (new MR versions) are done.
      await publishRepositoryEvents({ db: app.db, live: app.live, dataDir }, events, (error, subscriber) => request.log.error({ err: error, subscriber }, 'repository event subscriber failed'));
    }
    response.end();
  };

  app.get(projectRoute('/info/refs'), async (request, reply) => {
    const service = (request.query as { service?: string }).service;
    // Only the smart protocol: the dumb one would need `git update-server-info` after every push.
    if (service !== 'git-upload-pack' && service !== 'git-receive-pack') return refuse(reply, 403, GIT_MESSAGES.smartOnly);
    return serve(request, reply, service, 'info/refs');
  });
  for (const service of ['git-upload-pack', 'git-receive-pack'] as const) {
    app.post(projectRoute(`/${service}`), { config: { gitHttp: true } }, async (request, reply) => serve(request, reply, service, service));
  }
};
