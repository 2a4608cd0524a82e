import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
    if (url) await database.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS test_seed_snapshot CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await database.migrate();
    return database;
  })();
  return shared;
}

/**
 * The demo seed of a worker's database, kept in a schema of its own right after the first seed: a reset
 * copies it back with one INSERT … SELECT per table instead of seeding again through the services
 * (hundreds of statements: ~0.6 s of CPU per reset on PGlite, the larger part of the suite's resets).
 */
interface SeedSnapshot {
  /**
   * When the seed ended, on the seed's clock (its `now` plus its duration): restored timestamps move forward
   * by the time since, so a restore looks like a seed that has just ended (the rows the services stamp
   * with the clock, not `now`, stay in the past, as a new seed's would).
   */
  endedAt: number;
  /** The seed's `now`. */
  seededAt: number;
  /** The UTC and local day of the seed: dates and texts the seed derives from `now` hold the day only, so a new day seeds again. */
  day: string;
  restoreSql(shiftMs: number): string;
}

const SNAPSHOT_SCHEMA = 'test_seed_snapshot';
const snapshots = new WeakMap<Database, SeedSnapshot | 'unsupported'>();

const dayOf = (date: Date) => `${date.toISOString().slice(0, 10)} ${date.toDateString()}`;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** Copies every table of the current schema into SNAPSHOT_SCHEMA and returns the SQL that copies them back. */
async function takeSnapshot(database: Database, seededAt: Date, endedAt: number): Promise<SeedSnapshot> {
  const tables = (
    await rows<{ table_name: string }>(
      database,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.table_name);
  const columns = await rows<{ table_name: string; column_name: string; data_type: string; is_generated: string }>(
    database,
    `SELECT table_name, column_name, data_type, is_generated FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const sequences = await rows<{ sequencename: string; last_value: string | number | null }>(
    database,
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  await database.exec(
    [`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`, `CREATE SCHEMA ${SNAPSHOT_SCHEMA}`]
      .concat(tables.map((table) => `CREATE TABLE ${SNAPSHOT_SCHEMA}.${ident(table)} AS SELECT * FROM ${ident(table)}`))
      .join(';\n'),
  );
  const counts = await rows<{ table_name: string; n: string | number }>(
    database,
    tables.map((table) => `SELECT '${table}' AS table_name, count(*) AS n FROM ${SNAPSHOT_SCHEMA}.${ident(table)}`).join(' UNION ALL ') || 'SELECT NULL AS table_name, 0 AS n WHERE false',
  );
  const filled = new Set(counts.filter((row) => Number(row.n) > 0).map((row) => row.table_name));
  return {
    endedAt,
    seededAt: seededAt.getTime(),
    day: dayOf(seededAt),
    restoreSql(shiftMs) {
      const copies = tables
        .filter((table) => filled.has(table))
        .map((table) => {
          // Generated columns compute themselves; timestamps move with the clock as a new seed's would.
          const own = columns.filter((column) => column.table_name === table && column.is_generated !== 'ALWAYS');
          const values = own.map((column) =>
            column.data_type.startsWith('timestamp') ? `${ident(column.column_name)} + interval '${Math.round(shiftMs)} milliseconds'` : ident(column.column_name),
          );
          return `INSERT INTO ${ident(table)} (${own.map((column) => ident(column.column_name)).join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${values.join(', ')} FROM ${SNAPSHOT_SCHEMA}.${ident(table)}`;
        });
      const counters = sequences.map((sequence) =>
        sequence.last_value === null
          ? `SELECT setval('${ident(sequence.sequencename)}', 1, false)`
          : `SELECT setval('${ident(sequence.sequencename)}', ${Number(sequence.last_value)}, true)`,
      );
      // One multi-statement query runs as one transaction: the SET (no foreign-key or other triggers while
      // the rows go back, in any table order) ends with it, also on an error.
      return [
        'SET LOCAL session_replication_role = replica',
        `TRUNCATE ${tables.map(ident).join(', ')} RESTART IDENTITY CASCADE`,
        ...copies,
        ...counters,
      ].join(';\n');
    },
  };
}

/**
 * The bcrypt cost of the demo seed's passwords in tests. Every `signIn` compares the password with a stored
 * hash, and at the production cost (PASSWORD_BCRYPT_COST, the seed's default) each compare costs ~75 ms of
 * CPU. A production-mode reset keeps the seed's default cost: sessions/routes.test.ts checks it there.
 */
export const TEST_BCRYPT_COST = 4;

/**
 * Empties every table and puts the demo seed back: seeded once per worker (and per day) through the real
 * seed, then restored from its snapshot (takeSnapshot) with the timestamps moved to now.
 */
export async function resetDatabase(database: Database, options: { production?: boolean; now?: Date } = {}): Promise<void> {
  const production = options.production ?? false;
  const now = options.now ?? new Date();
  const snapshot = production ? undefined : snapshots.get(database);
  if (snapshot && snapshot !== 'unsupported') {
    const shift = now.getTime() - snapshot.endedAt;
    // The seed's `now` moves by the same shift: it must still be the seed's day.
    if (snapshot.day === dayOf(now) && snapshot.day === dayOf(new Date(snapshot.seededAt + shift))) {
      await database.exec(snapshot.restoreSql(shift));
      return;
    }
  }
  const started = Date.now();
  await database.exec(`TRUNCATE ${ALL_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await seed(database.db, { production, now, log: () => undefined, ...(production ? {} : { bcryptCost: TEST_BCRYPT_COST }) });
  if (production || snapshot === 'unsupported') return;
  try {
    const taken = await takeSnapshot(database, now, now.getTime() + (Date.now() - started));
    // Restored once here, so a database that refuses it seeds every time instead of failing a test.
    await database.exec(taken.restoreSql(0));
    snapshots.set(database, taken);
  } catch {
    // Without the rights to copy or to suspend triggers, every reset seeds.
    snapshots.set(database, 'unsupported');
  }
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
