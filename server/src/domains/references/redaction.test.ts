import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { groups } from '../groups/tables.ts';
import { labels } from '../labels/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { projects } from '../projects/tables.ts';
import { eq } from 'drizzle-orm';
import { Viewer } from '../memberships/viewer.ts';
import { iterations } from '../milestones/tables.ts';
import { users } from '../users/tables.ts';
import { labelTextColor, registerReferenceLookup } from './lookups.ts';
import { redactReferences, referencesHiddenFrom } from './redact.ts';
import { renderNoteMarkdown } from './render.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const USERS = ['root', 'owner', 'reporter', 'guest', 'outsider'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) as[name] = await signIn(t.app, name);
  // Only this file's labels and milestones, whatever the seed brings.
  await t.database.exec('DELETE FROM issue_labels; DELETE FROM labels; DELETE FROM milestones');
  const db = t.database.db;
  const [gitlab] = await db.select().from(projects).where(eq(projects.path, 'gitlab'));
  const [website] = await db.select().from(projects).where(eq(projects.path, 'website'));
  const [org] = await db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org'));
  await db.insert(labels).values([
    { projectId: gitlab!.id, title: 'bug', color: '#dc143c', description: 'Something is broken' },
    { groupId: org!.id, title: 'priority::high', color: '#f0f0f0' },
    { projectId: website!.id, title: 'secret-launch', color: '#00ff00' },
  ]);
  await db.insert(milestones).values([{ groupId: org!.id, iid: 1, title: 'v1.0' }]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.exec(`DELETE FROM notes; UPDATE issues SET description = 'Seeded issue.', title = 'Trial widget shows wrong number of days' WHERE id = 1`);
});

const P = '/gitlab-org/gitlab';
/** Confidential (#5 here), private project (acme-corp/website: owner and root only). */
const BODY = 'See #5, acme-corp/website#2 and acme-corp/website~secret-launch, also #2 ~bug ~"priority::high" %v1.0 @root :tada:';

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function noteHtmlAs(who: string): Promise<string> {
  const response = await call(who, 'GET', `${P}/-/issues/1/discussions.json`);
  expect(response.statusCode, response.body).toBe(200);
  const notes = response.json<{ notes: { note_html: string }[] }[]>().flatMap((d) => d.notes);
  expect(notes).toHaveLength(1);
  return notes[0]!.note_html;
}

describe('references in note_html, per reader', () => {
  beforeEach(async () => {
    const response = await call('root', 'POST', `${P}/notes?target_type=issue&target_id=1`, { note: { note: BODY } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('links everything for a reader who may see everything', async () => {
    const html = await noteHtmlAs('root');
    expect(html).toContain('class="gfm gfm-issue">#5</a>');
    expect(html).toContain('title="Security: session fixation on sign-in"');
    expect(html).toContain('title="Hero image is cropped on mobile"');
    expect(html).toContain('data-label="secret-launch"');
    expect(html).toContain('data-label="bug"');
    expect(html).toContain('<span class="gl-label gl-label-scoped gl-label-sm">');
    expect(html).toContain('class="gfm gfm-milestone has-tooltip">%v1.0</a>');
    expect(html).toContain('class="gfm gfm-issue">#2</a>');
    expect(html).toContain('data-name="tada"');
  });

  it('turns references a reader may not see into the text that was written, leaking no title', async () => {
    for (const who of ['guest', 'outsider', 'anonymous']) {
      const html = await noteHtmlAs(who);
      expect(html, who).toContain('See #5, acme-corp/website#2 and acme-corp/website~secret-launch, also ');
      expect(html, who).not.toContain('Security: session fixation');
      expect(html, who).not.toContain('Hero image');
      expect(html, who).not.toContain('secret-launch"');
      // What they may see stays linked.
      expect(html, who).toContain('class="gfm gfm-issue">#2</a>');
      expect(html, who).toContain('data-label="bug"');
      expect(html, who).toContain('data-user="root"');
    }
  });

  it('shows the confidential issue to a reporter but not the private project of another group', async () => {
    const html = await noteHtmlAs('reporter');
    expect(html).toContain('title="Security: session fixation on sign-in"');
    expect(html).not.toContain('Hero image');
    expect(html).toContain('acme-corp/website#2 and');
  });

  it('redacts on the polling route and the REST-created note too', async () => {
    const polled = await t.app.inject({ method: 'GET', url: `${P}/noteable/issue/1/notes`, headers: { cookie: as.guest!.cookie, 'x-last-fetched-at': '0' } });
    expect(polled.statusCode).toBe(200);
    const html = polled.json<{ notes: { note_html: string }[] }>().notes.map((n) => n.note_html).join('');
    expect(html).toContain('See #5,');
    expect(html).not.toContain('Security: session fixation');
  });
});

describe('iteration references', () => {
  it('link the iteration for readers of its group; others get the text, and the note is not hidden', async () => {
    const db = t.database.db;
    const [acme] = await db.select().from(groups).where(eq(groups.fullPath, 'acme-corp'));
    const [iteration] = await db.select().from(iterations).where(eq(iterations.groupId, acme!.id));
    const html = await renderNoteMarkdown(db, `changed iteration to *iteration:${iteration!.id}`, { projectFullPath: 'acme-corp/website' });
    expect(html).toContain(`href="/groups/acme-corp/-/iterations/${iteration!.id}"`);
    // Not an iteration of gitlab-org/gitlab's groups: stays text there.
    expect(await renderNoteMarkdown(db, `*iteration:${iteration!.id}`, { projectFullPath: 'gitlab-org/gitlab' })).not.toContain('<a');
    const viewer = async (username: string) => new Viewer(db, (await db.select().from(users).where(eq(users.username, username)))[0]!);
    const [asOwner] = await redactReferences(db, await viewer('owner'), [html]);
    expect(asOwner).toContain('data-reference-type="iteration"');
    // A reader who cannot see the iteration's group (acme-corp made private for this check).
    await db.update(groups).set({ visibility: 'private' }).where(eq(groups.id, acme!.id));
    try {
      const outsider = await viewer('outsider');
      const [asOutsider] = await redactReferences(db, outsider, [html]);
      expect(asOutsider).toBe(`<p>changed iteration to *iteration:${iteration!.id}</p>\n`);
      expect(await referencesHiddenFrom(db, outsider, [html])).toEqual([false]);
    } finally {
      await db.update(groups).set({ visibility: acme!.visibility }).where(eq(groups.id, acme!.id));
    }
  });
});

describe('title_html and description_html', () => {
  it('renders Markdown with references, redacted per reader, on the page JSON and realtime_changes', async () => {
    await t.database.exec(`UPDATE issues SET description = '**Blocked** by #5 and acme-corp/website#2, see #2' WHERE id = 1`);
    t.app.readCache.invalidate();
    const ownerResponse = await call('root', 'GET', `${P}/-/issues/1.json`);
    expect(ownerResponse.statusCode, ownerResponse.body).toBe(200);
    const owner = ownerResponse.json<{ description_html: string }>();
    expect(owner.description_html).toContain('<strong>Blocked</strong>');
    expect(owner.description_html).toContain('title="Security: session fixation on sign-in"');
    for (const who of ['guest', 'anonymous']) {
      const page = (await call(who, 'GET', `${P}/-/issues/1.json`)).json<{ description_html: string }>();
      expect(page.description_html, who).toContain('by #5 and acme-corp/website#2, see <a');
      expect(page.description_html, who).not.toContain('Security');
      const realtime = (await call(who, 'GET', `${P}/-/issues/1/realtime_changes`)).json<{ description: string }>();
      expect(realtime.description, who).toBe(page.description_html);
    }
  });

  it('renders titles inline (emoji, code, references) and shows a referenced issue’s new title after a write', async () => {
    await t.database.exec("UPDATE issues SET title = 'Fix `code` :tada: after #2' WHERE id = 1");
    t.app.readCache.invalidate();
    const first = (await call('guest', 'GET', `${P}/-/issues/1/realtime_changes`)).json<{ title: string; title_text: string }>();
    expect(first.title_text).toBe('Fix `code` :tada: after #2');
    expect(first.title).toContain('Fix <code>code</code> <gl-emoji');
    expect(first.title).toContain('title="Add dark mode to the issue page"');
    const renamed = await call('root', 'PUT', `/api/v4/projects/1/issues/2`, { title: 'Dark mode everywhere' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = (await call('guest', 'GET', `${P}/-/issues/1/realtime_changes`)).json<{ title: string }>();
    expect(second.title).toContain('title="Dark mode everywhere"');
  });
});

describe('reference lookups', () => {
  it('lets a domain register a lookup for a kind (merge requests have none yet)', async () => {
    const unregister = registerReferenceLookup('mergeRequest', async (_db, project, iid) => (iid === 7 ? { url: `/${project}/-/merge_requests/7`, title: 'Seven' } : null));
    try {
      const response = await call('root', 'POST', `${P}/notes?target_type=issue&target_id=1`, { note: { note: 'Fixed by !7, not !8' } });
      expect(response.json<{ note_html: string }>().note_html).toContain('class="gfm gfm-merge_request">!7</a>, not !8');
    } finally {
      unregister();
    }
  });

  it('derives the label text colour from the background', () => {
    expect(labelTextColor('#dc143c')).toBe('#FFFFFF');
    expect(labelTextColor('#f0f0f0')).toBe('#333333');
    // #333333 reads at 4.2:1 on #6699cc: the darker text, which reaches 4.5:1.
    expect(labelTextColor('#6699cc')).toBe('#1F1E24');
    expect(labelTextColor('nonsense')).toBe('#FFFFFF');
  });
});
