import type { LightMyRequestResponse } from 'fastify';
import { and, eq, max } from 'drizzle-orm';
import { notes } from '../domains/notes/tables.ts';
import { issues } from '../domains/issues/tables.ts';
import { users } from '../domains/users/tables.ts';
import { anonymousBrowser, createTestApp, signIn, type Browser, type TestApp } from './harness.ts';

export const SEEDED_USERS = ['root', 'owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider'] as const;
export const PUBLIC_PROJECT = '/gitlab-org/gitlab';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A test app with every seeded user signed in, and request helpers for web (session + CSRF) and REST. */
export interface IssueFixtures {
  t: TestApp;
  call(who: string, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  api(method: Method, url: string, who: string, payload?: unknown): Promise<LightMyRequestResponse>;
  freshIssue(author: string, options?: { projectId?: number; confidential?: boolean; issueType?: 'issue' | 'incident'; description?: string }): Promise<{ id: number; iid: number; path: string }>;
  systemNotes(issueId: number): Promise<{ note: string; icon: string | null }[]>;
  userId(username: string): Promise<number>;
}

export async function issueFixtures(): Promise<IssueFixtures> {
  const t = await createTestApp();
  const as: Record<string, Browser | null> = { anonymous: null };
  for (const name of SEEDED_USERS) as[name] = await signIn(t.app, name);
  as.anonymousSession = await anonymousBrowser(t.app);
  const db = t.database.db;

  const call: IssueFixtures['call'] = (who, method, url, payload, headers = {}) => {
    const browser = as[who] ?? null;
    return t.app.inject({
      method,
      url,
      headers: { ...(browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };

  const userId = async (username: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };

  return {
    t,
    call,
    api: (method, url, who, payload) => call(who, method, `/api/v4${url}`, payload),
    userId,
    async freshIssue(author, options = {}) {
      const projectId = options.projectId ?? 1;
      const [last] = await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId));
      const [row] = await db
        .insert(issues)
        .values({
          projectId,
          iid: (last?.iid ?? 0) + 1,
          title: 'Fresh issue',
          description: options.description ?? 'Body',
          authorId: await userId(author),
          confidential: options.confidential ?? false,
          issueType: options.issueType ?? 'issue',
        })
        .returning();
      if (!row) throw new Error('no issue');
      if (projectId !== 1) throw new Error('fresh issues live in gitlab-org/gitlab');
      return { id: row.id, iid: row.iid, path: `${PUBLIC_PROJECT}/-/issues/${row.iid}` };
    },
    async systemNotes(issueId) {
      return db
        .select({ note: notes.note, icon: notes.systemNoteIconName })
        .from(notes)
        .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, issueId), eq(notes.system, true)))
        .orderBy(notes.id);
    },
  };
}
