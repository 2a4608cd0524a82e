// The platform under test: started the way `npm start` starts it, on the bench's ports with a fresh
// database; and the signed-in browser contexts the scenarios measure in.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { apiOrigin, dataDir, ports, repoRoot, shellOrigin } from './config.mjs';

export async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startPlatform() {
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(ports.api),
    API_ORIGIN: apiOrigin,
    SHELL_PORT: String(ports.shell),
    MF_ISSUE_PORT: String(ports.issue),
    MF_NOTES_PORT: String(ports.notes),
    MF_EPIC_PORT: String(ports.epic),
    MF_DIFFS_PORT: String(ports.diffs),
    MF_TRIAL_PORT: String(ports.trial),
    SHELL_ORIGIN: shellOrigin,
    MF_ISSUE_ORIGIN: `http://localhost:${ports.issue}`,
    MF_NOTES_ORIGIN: `http://localhost:${ports.notes}`,
    MF_EPIC_ORIGIN: `http://localhost:${ports.epic}`,
    MF_DIFFS_ORIGIN: `http://localhost:${ports.diffs}`,
    MF_TRIAL_ORIGIN: `http://localhost:${ports.trial}`,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // BENCH_REUSE_BUILD=1: the last production build as it is (`serve`), even when a source changed since.
  const command = process.env.BENCH_REUSE_BUILD === '1' ? 'serve' : 'start';
  return spawn(process.execPath, [path.join(repoRoot, 'runner', 'bin', 'platform.mjs'), command], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** file name → shared package, from every build's mf-manifest.json. */
export async function signedInContext(browser, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInPage(page, login);
  return { context, page };
}

/**
 * Signs `page` in as `login`: once per login for the whole run, then by the session cookie (the
 * sign-in endpoint allows 10 attempts a minute per login, fewer than the runs need).
 */
const sessionCookies = new Map();
export async function signInPage(page, login) {
  const cookies = sessionCookies.get(login);
  if (cookies) {
    await page.context().addCookies(cookies);
    return;
  }
  const session = await (await page.request.get(`${shellOrigin}/-/session`)).json();
  const response = await page.request.post(`${shellOrigin}/users/sign_in`, {
    data: { login, password: 'demo-password' },
    headers: { 'X-CSRF-Token': session.csrf_token },
  });
  if (!response.ok()) throw new Error(`sign in as ${login} failed: ${response.status()}`);
  sessionCookies.set(login, await page.context().cookies());
}

/**
 * A `Cookie` header of a session signed in as `login` (for load tests outside the browser). The
 * sign-in rotates the session: its Set-Cookie replaces the first one (a stale session cookie would make
 * every request anonymous-with-bad-credentials, which the read cache never serves).
 */
export async function sessionCookieHeader(login) {
  const sessionResponse = await fetch(`${shellOrigin}/-/session`);
  const csrf = (await sessionResponse.json()).csrf_token;
  const cookie = sessionResponse.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const signIn = await fetch(`${shellOrigin}/users/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Cookie: cookie },
    body: JSON.stringify({ login, password: 'demo-password' }),
    redirect: 'manual',
  });
  if (!signIn.ok) throw new Error(`sign in as ${login} for a load test failed: ${signIn.status}`);
  const jar = new Map();
  for (const header of [...sessionResponse.headers.getSetCookie(), ...signIn.headers.getSetCookie()]) {
    const [pair] = header.split(';');
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

/** The package a source-map path belongs to: a node_modules package, the kernel, or null (app code). */
