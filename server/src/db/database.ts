import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { preparedStatementClient } from './pgliteStatements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * The one database abstraction: a drizzle instance over PGlite or PostgreSQL plus the raw
 * LISTEN/NOTIFY capability the live-updates plugin needs.
 */
export interface Database {
  readonly driver: 'pglite' | 'pg';
  readonly db: Db;
  /** Runs raw SQL (no parameters); used for maintenance such as test resets. */
  exec(sql: string): Promise<void>;
  /** Subscribes to a NOTIFY channel; resolves to the unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps PGlite in memory. */
  pgliteDir?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  // Drizzle talks to PGlite through prepared statements (see pgliteStatements.ts).
  const db = drizzlePglite({ client: preparedStatementClient(client) as unknown as PGlite, schema });
  return {
    driver: 'pglite',
    db: db as unknown as Db,
    async exec(sql) {
      await client.exec(sql);
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  // LISTEN needs one dedicated connection for the life of the process; opened on first use.
  let listener: pg.PoolClient | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.PoolClient> {
    if (listener) return listener;
    listener = await pool.connect();
    listener.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    return listener;
  }

  return {
    driver: 'pg',
    db: db as unknown as Db,
    async exec(sql) {
      await pool.query(sql);
    },
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(onPayload);
        if (current.size === 0) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      listener?.release();
      listener = undefined;
      await pool.end();
    },
  };
}

/** Every table, for TRUNCATE in resets. */
export const ALL_TABLES = [
  'issues',
  'deleted_notes',
  'gitlab_subscriptions',
  'sessions',
  'sign_in_throttles',
  'memberships',
  'projects',
  'groups',
  'personal_access_tokens',
  'users',
] as const;
