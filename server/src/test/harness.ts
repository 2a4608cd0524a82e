import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import type { ReadCacheOptions } from '../plugins/readCache.ts';
import { ALL_TABLES, openDatabase, type Database } from '../db/database.ts';
import { DEMO_PASSWORD, DEMO_ROOT_TOKEN, seed } from '../seed/index.ts';

export { DEMO_PASSWORD, DEMO_ROOT_TOKEN };

/**
 * One database per test worker (vitest runs files of a worker in one module graph, isolate: false):
 * PGlite in memory by default, PostgreSQL when DATABASE_URL is set (schema dropped and re-migrated
 * once per run, so reruns start clean).
 */
let shared: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.DATABASE_URL;
    const database = await openDatabase({ databaseUrl: url });
    if (url) await database.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await database.migrate();
    return database;
  })();
  return shared;
}

/** Empties every table and seeds the demo data again (a few tens of milliseconds). */
export async function resetDatabase(database: Database, options: { production?: boolean } = {}): Promise<void> {
  await database.exec(`TRUNCATE ${ALL_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await seed(database.db, { production: options.production ?? false, log: () => undefined });
}

export function tempDir(prefix = 'server-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh app over the worker's database, reset and seeded. */
export async function createTestApp(config: Partial<Config> = {}, options: { reset?: boolean; readCache?: Partial<ReadCacheOptions>; onRoute?: BuildAppOptions['onRoute'] } = {}): Promise<TestApp> {
  const database = await testDatabase();
  if (options.reset !== false) await resetDatabase(database);
  const dataDir = config.dataDir ?? tempDir();
  const app = await buildApp({
    db: database,
    logger: false,
    ...(options.readCache ? { readCache: options.readCache } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    config: { production: false, nodeEnv: 'test', dataDir, shellOrigin: 'http://localhost:8080', allowedOrigins: [], externalUrl: 'http://localhost:8080', ...config },
  });
  await app.ready();
  return { app, database, dataDir, close: () => app.close() };
}

export interface Browser {
  cookie: string;
  csrf: string;
}

function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const found = response.cookies.find((c) => c.name === '_gitlab_session');
  return found ? `_gitlab_session=${found.value}` : undefined;
}

/** An anonymous browser session: cookie + CSRF token, as the sign-in form has them. */
export async function anonymousBrowser(app: FastifyInstance): Promise<Browser> {
  const response = await app.inject({ method: 'GET', url: '/-/session' });
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('no session cookie');
  return { cookie, csrf: response.json<{ csrf_token: string }>().csrf_token };
}

/** Signs a seeded user in through the real route; returns the rotated cookie and CSRF token. */
export async function signIn(app: FastifyInstance, login: string, password = DEMO_PASSWORD): Promise<Browser> {
  const browser = await anonymousBrowser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
    payload: { login, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign in as ${login} failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('no rotated session cookie');
  return { cookie, csrf: response.json<{ csrf_token: string }>().csrf_token };
}

/** GET as a given user (signed in through a session) or anonymously (null). */
export async function getAs(app: FastifyInstance, who: Browser | null, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

export async function graphql(
  app: FastifyInstance,
  who: Browser | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {},
    payload: { query, variables },
  });
  return response.json();
}
