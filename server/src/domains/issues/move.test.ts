import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq, max } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, getAs, resetDatabase, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { awardEmoji } from '../awards/tables.ts';
import { notes } from '../notes/tables.ts';
import { issues, type IssueRow } from './tables.ts';
import { MOVE_MESSAGES } from './move.ts';
import { rewriteReferences } from './referenceRewriter.ts';

let t: TestApp;
const as: Record<string, Browser | null> = {};
const signInAll = async () => {
  for (const name of ['owner', 'developer', 'guest', 'reporter']) as[name] = await signIn(t.app, name);
};
beforeEach(async () => {
  if (t) await resetDatabase(t.database);
  else t = await createTestApp();
  t.app.readCache.invalidate();
  await signInAll();
});
afterAll(async () => {
  await t.close();
});

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> => {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: { accept: 'application/json', ...(browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}) },
    ...(payload ? { payload } : {}),
  });
};
const issueAt = async (projectId: number, iid: number): Promise<IssueRow> => {
  const [row] = await t.database.db.select().from(issues).where(and(eq(issues.projectId, projectId), eq(issues.iid, iid)));
  if (!row) throw new Error(`no issue ${projectId}#${iid}`);
  return row;
};
const notesOf = (issueId: number) =>
  t.database.db.select().from(notes).where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issueId))).orderBy(asc(notes.createdAt), asc(notes.id));
const GITLAB = 1;
const WEBSITE = 4;
const INTERNAL_TOOLS = 3;

/** The highest iid of a project's issues (the seed adds issues to projects over time). */
const lastIid = async (projectId: number): Promise<number> => {
  const [last] = await t.database.db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId));
  return last?.iid ?? 0;
};

describe('POST {issue path}/move', () => {
  it('copies the issue, its notes, labels by title, assignees and awards, and closes the original as moved', async () => {
    const original = await issueAt(GITLAB, 1);
    const originalNotes = await notesOf(original.id);
    // The copy takes the target project's next iid.
    const [last] = await t.database.db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, WEBSITE));
    const copyIid = (last?.iid ?? 0) + 1;
    const response = await call('owner', 'POST', '/gitlab-org/gitlab/-/issues/1/move', { move_to_project_id: WEBSITE });
    expect(response.statusCode).toBe(200);
    const moved = response.json<{ id: number; iid: number; web_url: string; labels: string[]; milestone: unknown; author: { username: string } }>();
    expect(moved.web_url).toBe(`http://localhost:8080/acme-corp/website/-/issues/${copyIid}`);

    const page = (await getAs(t.app, as.owner ?? null, `/acme-corp/website/-/issues/${copyIid}.json`)).json();
    expect(page).toMatchObject({ title: original.title, state: 'opened', author: { username: 'developer' } });
    // bug exists in acme-corp (group label), priority::high and frontend do not; the 16.2 milestone is gitlab-org's.
    expect(page.labels.map((l: { title: string }) => l.title)).toEqual(['bug']);
    expect(page.milestone).toBeNull();
    expect(page.assignees.map((u: { username: string }) => u.username).sort()).toEqual(['developer', 'maintainer']);
    expect(page.total_time_spent).toBe(5400);

    const copied = await notesOf(moved.id);
    expect(copied.slice(0, originalNotes.length).map((n) => [n.note, n.authorId, n.internal, n.system, n.createdAt.getTime()])).toEqual(
      // References now written from acme-corp/website: `#3` became `gitlab-org/gitlab#3`.
      originalNotes.map((n) => [rewriteReferences(n.note, 'gitlab-org/gitlab', 'acme-corp/website'), n.authorId, n.internal, n.system, n.createdAt.getTime()]),
    );
    expect(copied.map((n) => n.note)).toContain('marked this issue as related to gitlab-org/gitlab#3');
    // Threads stay threads, under new discussion ids.
    expect(new Set(copied.slice(0, originalNotes.length).map((n) => n.discussionId)).size).toBe(new Set(originalNotes.map((n) => n.discussionId)).size);
    expect(copied.some((n) => originalNotes.some((o) => o.discussionId === n.discussionId))).toBe(false);
    expect(copied.at(-1)).toMatchObject({ note: 'moved from gitlab-org/gitlab#1', system: true, systemNoteIconName: 'arrow-right' });
    const noteAwards = await t.database.db.select().from(awardEmoji).where(eq(awardEmoji.awardableType, 'Note'));
    const copiedIds = new Set(copied.map((n) => n.id));
    const originalIds = new Set(originalNotes.map((n) => n.id));
    expect(noteAwards.filter((a) => copiedIds.has(a.awardableId)).length).toBe(noteAwards.filter((a) => originalIds.has(a.awardableId)).length);

    const after = await issueAt(GITLAB, 1);
    expect(after).toMatchObject({ state: 'closed', movedToId: moved.id, lockVersion: original.lockVersion + 1 });
    const oldPage = (await getAs(t.app, as.owner ?? null, '/gitlab-org/gitlab/-/issues/1.json')).json();
    expect(oldPage).toMatchObject({ state: 'closed', moved_to_issue_url: `http://localhost:8080/acme-corp/website/-/issues/${copyIid}` });
    expect(oldPage.current_user.can_move).toBe(false);
    expect((await notesOf(original.id)).slice(-2).map((n) => [n.note, n.systemNoteIconName])).toEqual([
      [`moved to acme-corp/website#${copyIid}`, 'arrow-right'],
      ['closed', 'issue-close'],
    ]);
    // Readers who cannot see the target do not learn where it went.
    expect((await getAs(t.app, as.developer ?? null, '/gitlab-org/gitlab/-/issues/1.json')).json().moved_to_issue_url).toBeNull();

    // A moved issue cannot move again.
    expect((await call('owner', 'POST', '/gitlab-org/gitlab/-/issues/1/move', { move_to_project_id: INTERNAL_TOOLS })).statusCode).toBe(404);
  });

  it('rewrites short references for the target project', async () => {
    await t.database.db.update(issues).set({ description: 'Follows #2 and see `#3`.' }).where(and(eq(issues.projectId, GITLAB), eq(issues.iid, 3)));
    const moved = (await call('owner', 'POST', '/gitlab-org/gitlab/-/issues/3/move', { move_to_project_id: WEBSITE })).json<{ description: string }>();
    expect(moved.description).toBe('Follows gitlab-org/gitlab#2 and see `#3`.');
  });

  it('needs reporter+ in both projects; refuses the same project and unreadable targets', async () => {
    const before = (await t.database.db.select().from(issues)).length;
    // The guest cannot admin issues; the developer cannot see acme-corp/website.
    expect((await call('guest', 'POST', '/gitlab-org/gitlab/-/issues/2/move', { move_to_project_id: INTERNAL_TOOLS })).statusCode).toBe(404);
    const hidden = await call('developer', 'POST', '/gitlab-org/gitlab/-/issues/2/move', { move_to_project_id: WEBSITE });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: '404 Project Not Found' });
    const same = await call('developer', 'POST', '/gitlab-org/gitlab/-/issues/2/move', { move_to_project_id: GITLAB });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ message: MOVE_MESSAGES.sameProject });
    expect((await call('developer', 'POST', '/gitlab-org/gitlab/-/issues/2/move', {})).statusCode).toBe(400);
    expect((await t.database.db.select().from(issues)).length).toBe(before);
    // A developer of gitlab-org may move within the group.
    const next = (await lastIid(INTERNAL_TOOLS)) + 1;
    const ok = await call('developer', 'POST', '/gitlab-org/gitlab/-/issues/2/move', { move_to_project_id: INTERNAL_TOOLS });
    // The moved issue takes the target project's next iid.
    expect(ok.json().web_url).toBe(`http://localhost:8080/gitlab-org/internal-tools/-/issues/${next}`);
  });
});

describe('POST /api/v4/projects/:id/issues/:issue_iid/move', () => {
  it('answers 201 with the new issue; GitLab\'s refusals are 400', async () => {
    const api = (who: string, iid: number, payload: Record<string, unknown>) => call(who, 'POST', `/api/v4/projects/${GITLAB}/issues/${iid}/move`, payload);
    expect((await api('developer', 2, {})).json()).toEqual({ message: { to_project_id: ['is missing'] } });
    const denied = await api('guest', 2, { to_project_id: INTERNAL_TOOLS });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toEqual({ message: MOVE_MESSAGES.insufficientPermissions });
    expect((await api('developer', 2, { to_project_id: GITLAB })).json()).toEqual({ message: MOVE_MESSAGES.sameProject });
    expect((await api('developer', 2, { to_project_id: 999 })).statusCode).toBe(404);
    const next = (await lastIid(INTERNAL_TOOLS)) + 1;
    const moved = await api('developer', 2, { to_project_id: INTERNAL_TOOLS });
    expect(moved.statusCode).toBe(201);
    expect(moved.json()).toMatchObject({ iid: next, project_id: INTERNAL_TOOLS, title: 'Add dark mode to the issue page' });
  });
});

describe('/move quick action', () => {
  const comment = (who: string, issueId: number, note: string) =>
    call(who, 'POST', `/gitlab-org/gitlab/notes?target_type=issue&target_id=${issueId}`, { note: { note } });

  it('moves the issue after saving the comment (the copy has it)', async () => {
    const original = await issueAt(GITLAB, 2);
    const response = await comment('owner', original.id, 'Moving this\n/move acme-corp/website');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ command_names: ['move'], commands_changes: { target_project: 'acme-corp/website' } });
    const after = await issueAt(GITLAB, 2);
    expect(after.movedToId).not.toBeNull();
    expect((await notesOf(after.movedToId ?? 0)).map((n) => n.note)).toContain('Moving this');
  });

  it('says why a move cannot happen and changes nothing', async () => {
    const original = await issueAt(GITLAB, 2);
    const missing = await comment('owner', original.id, '/move nowhere/at-all');
    expect(missing.json().errors.commands_only).toEqual(["Failed to move this issue because target project doesn't exist."]);
    // Hidden projects look missing.
    expect((await comment('developer', original.id, '/move acme-corp/website')).json().errors.commands_only).toEqual([
      "Failed to move this issue because target project doesn't exist.",
    ]);
    expect((await comment('owner', original.id, '/move gitlab-org/gitlab')).json().errors.commands_only).toEqual([MOVE_MESSAGES.sameProject]);
    expect((await issueAt(GITLAB, 2)).movedToId).toBeNull();
    // Guests may not run it: the line stays a comment.
    const guest = await comment('guest', original.id, '/move gitlab-org/internal-tools');
    expect(guest.json()).toMatchObject({ note: '/move gitlab-org/internal-tools', command_names: [] });
  });
});

describe('GET /-/autocomplete/projects', () => {
  it('lists the projects where the user may admin issues, without the current one, by name', async () => {
    const names = async (who: string, query: string) =>
      (await call(who, 'GET', `/-/autocomplete/projects${query}`)).json<{ full_path: string; name_with_namespace: string }[]>().map((p) => p.full_path);
    expect(await names('owner', `?project_id=${GITLAB}`)).toEqual(['gitlab-org/platform/infrastructure', 'gitlab-org/internal-tools', 'acme-corp/website']);
    expect(await names('reporter', `?project_id=${GITLAB}&search=tools`)).toEqual(['gitlab-org/internal-tools']);
    expect(await names('guest', '')).toEqual([]);
    const [entry] = (await call('owner', 'GET', '/-/autocomplete/projects?search=website')).json();
    expect(entry).toEqual({ id: WEBSITE, name_with_namespace: 'Acme Corp / Website', full_path: 'acme-corp/website', full_name: 'Acme Corp / Website' });
  });
});
