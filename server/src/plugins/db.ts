import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { purgeExpiredSessions } from '../domains/sessions/queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already migrated database (tests); the app then neither migrates, seeds nor closes it. */
  database?: Database | undefined;
  /**
   * Fills a database this plugin opened, after migrating (the start path passes the seed module's
   * `seedOnStart`); the plugin itself knows no seed data.
   */
  seed?: StartupSeed | undefined;
}

/** What the start path runs on a freshly migrated database; `seeded` is logged. */
export type StartupSeed = (db: Db, config: Config) => Promise<{ seeded: boolean }>;

/** Opens PGlite (under DATA_DIR) or PostgreSQL, migrates, runs the start path's seed. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    let database = options.database;
    const owned = !database;
    if (!database) {
      database = await openDatabase({ databaseUrl: options.config.databaseUrl, pgliteDir: path.join(options.config.dataDir, 'pglite') });
      try {
        await database.migrate();
        if (options.seed && (await options.seed(database.db, options.config)).seeded) app.log.info('seeded demo data into an empty database');
        await purgeExpiredSessions(database.db);
      } catch (error) {
        await database.close();
        throw error;
      }
    }
    app.decorate('config', options.config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) {
      const opened = database;
      app.addHook('onClose', async () => {
        await opened.close();
      });
    }
  },
  { name: 'db' },
);
