import type { LightMyRequestResponse } from 'fastify';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { descriptionVersions } from '../description-versions/tables.ts';
import { notes } from '../notes/tables.ts';
import { users } from '../users/tables.ts';
import { issues } from './tables.ts';

let t: TestApp;
const as: Record<string, Browser> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['developer', 'guest']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const STALE =
  'Someone edited this issue at the same time you did. Please refresh your browser and make sure your changes will not unintentionally remove theirs.';

function put(who: string, path: string, issue: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const browser = as[who]!;
  return t.app.inject({ method: 'PUT', url: `${path}.json`, headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { issue } });
}

async function freshIssue(description: string): Promise<{ id: number; path: string }> {
  const db = t.database.db;
  const [author] = await db.select().from(users).where(eq(users.username, 'developer'));
  const [last] = await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, 1));
  const [row] = await db
    .insert(issues)
    .values({ projectId: 1, iid: (last?.iid ?? 0) + 1, title: 'Tasks', description, authorId: author!.id })
    .returning();
  return { id: row!.id, path: `/gitlab-org/gitlab/-/issues/${row!.iid}` };
}

async function systemNotes(issueId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ note: notes.note })
    .from(notes)
    .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issueId), eq(notes.system, true)))
    .orderBy(notes.id);
  return rows.map((row) => row.note);
}

const task = (line_number: number, line_source: string, checked: boolean) => ({ index: line_number, checked, line_number, line_source });

describe('PUT {issue}.json with update_task', () => {
  it('toggles the task at its source line against the current description, whatever lock_version says', async () => {
    const fresh = await freshIssue('Steps:\n- [ ] first\n- [ ] second');
    // Someone else edited meanwhile (lock_version 0 → 1), below the task.
    expect((await put('developer', fresh.path, { description: 'Steps:\n- [ ] first\n- [ ] second\n\nMore' })).statusCode).toBe(200);
    const response = await put('developer', fresh.path, { lock_version: 0, description: 'ignored', update_task: task(2, '- [ ] first', true) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: 'Steps:\n- [x] first\n- [ ] second\n\nMore',
      lock_version: 2,
      task_completion_status: { count: 2, completed_count: 1 },
    });
    expect(response.json().description_html).toContain('checked');
    // A toggle is told as a checklist change, not as "changed the description", and keeps no version.
    expect(await systemNotes(fresh.id)).toEqual(['changed the description', 'marked the checklist item **first** as completed']);
    const versions = await t.database.db.select().from(descriptionVersions).where(eq(descriptionVersions.issueId, fresh.id));
    expect(versions.map((v) => v.description)).toEqual(['Steps:\n- [ ] first\n- [ ] second', 'Steps:\n- [ ] first\n- [ ] second\n\nMore']);

    const unchecked = await put('developer', fresh.path, { update_task: task(2, '- [x] first', false) });
    expect(unchecked.json()).toMatchObject({ description: 'Steps:\n- [ ] first\n- [ ] second\n\nMore' });
    expect((await systemNotes(fresh.id)).at(-1)).toBe('marked the checklist item **first** as incomplete');
  });

  it('answers 409 when the line no longer matches, and changes nothing', async () => {
    const fresh = await freshIssue('- [ ] first\n- [ ] second');
    expect((await put('developer', fresh.path, { description: '- [ ] zeroth\n- [ ] first\n- [ ] second' })).statusCode).toBe(200);
    const stale = await put('developer', fresh.path, { update_task: task(1, '- [ ] first', true) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errors: [STALE] });
    const [row] = await t.database.db.select().from(issues).where(eq(issues.id, fresh.id));
    expect(row).toMatchObject({ description: '- [ ] zeroth\n- [ ] first\n- [ ] second', lockVersion: 1 });
  });

  it('validates the parameters and the right to update', async () => {
    const fresh = await freshIssue('- [ ] first');
    const invalid = await put('developer', fresh.path, { update_task: { checked: true, line_source: '- [ ] first' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toHaveProperty(['issue.update_task.line_number']);
    expect((await put('guest', fresh.path, { update_task: task(1, '- [ ] first', true) })).statusCode).toBe(404);
  });
});
