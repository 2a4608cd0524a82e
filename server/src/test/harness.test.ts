import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seed } from '../seed/index.ts';
import { ALL_TABLES, type Database } from '../db/database.ts';
import { resetDatabase, TEST_BCRYPT_COST, testDatabase } from './harness.ts';

type Row = Record<string, unknown>;

/** Columns a seed fills with random values (a discussion's id is 40 random hex digits), different in every seed. */
const RANDOM = new Set(['discussion_id']);

/** A timestamp as PGlite returns it from raw SQL (node-postgres returns a Date). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/;

async function query(database: Database, text: string): Promise<Row[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
}

/** Every table's rows (timestamps apart, in a stable order) and timestamps, and every sequence's counter. */
async function dump(database: Database) {
  const tables = (await query(database, `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`)).map((row) => String(row.table_name));
  const content: Record<string, { values: string; times: number[] }[]> = {};
  for (const table of tables) {
    content[table] = (await query(database, `SELECT * FROM "${table}"`))
      .map((row) => {
        const entries = Object.entries(row).sort(([a], [b]) => a.localeCompare(b));
        const time = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' && TIMESTAMP.test(value) ? Date.parse(value.replace(' ', 'T').replace(/\+00$/, 'Z')) : undefined);
        const times = entries.flatMap(([, value]) => time(value) ?? []);
        const values = JSON.stringify(entries.map(([key, value]) => (RANDOM.has(key) ? [key, 'random'] : time(value) === undefined ? [key, value] : [key, 'timestamp'])));
        return { values, times };
      })
      .sort((a, b) => a.values.localeCompare(b.values));
  }
  const sequences = await query(database, `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`);
  return { content, sequences: sequences.map((row) => `${String(row.sequencename)}=${String(row.last_value)}`) };
}

describe('resetDatabase', () => {
  it('puts back exactly what a new seed at the same moment writes, after any change', { timeout: 120_000 }, async () => {
    const database = await testDatabase();
    // Tomorrow, so this reset seeds (a new day) and keeps a new copy; the next one, the same day, restores it.
    const now = new Date(Date.now() + 86_400_000);
    const started = Date.now();
    await resetDatabase(database, { now });
    // The worker's seed is kept (the copy later resets restore).
    expect((await query(database, `SELECT table_name FROM information_schema.tables WHERE table_schema = 'test_seed_snapshot'`)).length).toBeGreaterThan(10);
    // Changes a reset must undo: new, changed and deleted rows, advanced counters.
    await database.exec(`INSERT INTO "groups" (name, path, full_path, visibility) VALUES ('Extra', 'extra', 'extra', 'public')`);
    await database.exec(`UPDATE "users" SET name = 'Renamed' WHERE username = 'developer'`);
    await database.exec(`TRUNCATE "issues" CASCADE`);
    await resetDatabase(database, { now });
    const restored = await dump(database);

    await database.exec(`TRUNCATE ${ALL_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    await seed(database.db, { production: false, now, log: () => undefined, bcryptCost: TEST_BCRYPT_COST });
    const seeded = await dump(database);
    // A restore moves the seed's times back by the first seed's duration (as if it had just ended), and the
    // services stamp a few rows (awards, time logs) with the clock: both within this test's run, twice over.
    const slack = 2 * (Date.now() - started) + 1_000;

    expect(Object.keys(restored.content)).toEqual(Object.keys(seeded.content));
    expect(restored.sequences).toEqual(seeded.sequences);
    for (const [table, rows] of Object.entries(seeded.content)) {
      const back = restored.content[table] ?? [];
      expect(back.map((row) => row.values), table).toEqual(rows.map((row) => row.values));
      rows.forEach((row, index) => row.times.forEach((time, at) => expect(Math.abs((back[index]?.times[at] ?? 0) - time), `${table} timestamp`).toBeLessThanOrEqual(slack)));
    }
    await resetDatabase(database);
  });
});
