import type { Db } from '../../db/database.ts';

/**
 * The data directory (repositories under `<dataDir>/repositories`) of each app's database, remembered
 * when the app starts (app.ts), so in-process subscribers whose context carries only the database (the
 * notes domain's events) can still read the project's repository. Keyed by the database object, so
 * several apps in one process (tests) each find their own.
 */
const dataDirs = new WeakMap<Db, string>();

export function rememberDataDir(db: Db, dataDir: string): void {
  dataDirs.set(db, dataDir);
}

/** The data directory of the app owning `db`, or undefined outside an app (a bare database in a script). */
export function dataDirOf(db: Db): string | undefined {
  return dataDirs.get(db);
}
