import { expect, test, type APIRequestContext, type Page, type WebSocketRoute } from '../support/test';
import { E2E } from '../support/env';
import { signIn } from '../support/session';

// More of the discussion area (mf-notes) against the real server: awards, abuse reports, description
// history, quick actions seen by the issue header (mf-issue), the incident timeline and reconnecting.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const api = (path: string) => `${E2E.apiOrigin}/api/v4/projects/${encodeURIComponent(PROJECT)}${path}`;

interface CreatedIssue {
  id: number;
  iid: number;
}

/** A fresh issue (by root, through REST), so tests that change an issue never share one. */
async function createIssue(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<CreatedIssue> {
  const response = await request.post(api('/issues'), { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `${title} ${Date.now()}`, ...extra } });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as CreatedIssue;
}

/** A comment by root (Administrator) through REST v4. */
async function commentAsRoot(request: APIRequestContext, iid: number, body: string): Promise<void> {
  const response = await request.post(api(`/issues/${iid}/notes`), { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { body } });
  expect(response.status(), 'create note').toBe(201);
}

async function editAsRoot(request: APIRequestContext, iid: number, data: Record<string, unknown>): Promise<void> {
  const response = await request.put(api(`/issues/${iid}`), { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data });
  expect(response.ok(), 'edit as root').toBeTruthy();
}

function discussionOf(page: Page) {
  return page.getByRole('region', { name: 'Discussion', exact: true });
}

/** Waits until the discussion area has loaded every page. */
async function loaded(page: Page) {
  const area = discussionOf(page);
  await expect(area.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(area.getByLabel('Loading comments')).toHaveCount(0, { timeout: 20_000 });
  return area;
}

test('thumbs up and thumbs down on a note exclude each other and stay after a reload', async ({ page, request }) => {
  const issue = await createIssue(request, 'Note awards');
  const body = `Vote on me ${Date.now()}`;
  await commentAsRoot(request, issue.iid, body);
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/${issue.iid}`);
  const note = (await loaded(page)).getByRole('listitem', { name: 'Comment by Administrator' }).filter({ hasText: body });
  const reactions = note.getByRole('group', { name: 'Emoji reactions' });

  /** Picks an emoji from the note's picker by its name. */
  const react = async (name: string) => {
    await reactions.getByRole('button', { name: 'Add reaction' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('textbox', { name: 'Search for an emoji' }).fill(name);
    await picker.getByRole('button', { name, exact: true }).click();
  };

  await react('thumbsup');
  await expect(reactions.getByRole('button', { name: 'thumbsup 1' })).toHaveAttribute('aria-pressed', 'true');
  // Awarding thumbs down takes the viewer's thumbs up back.
  await react('thumbsdown');
  await expect(reactions.getByRole('button', { name: 'thumbsdown 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reactions.getByRole('button', { name: /^thumbsup/ })).toHaveCount(0);

  await page.reload();
  const again = (await loaded(page)).getByRole('listitem', { name: 'Comment by Administrator' }).filter({ hasText: body }).getByRole('group', { name: 'Emoji reactions' });
  await expect(again.getByRole('button', { name: 'thumbsdown 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: /^thumbsup/ })).toHaveCount(0);
  // And the other way round: thumbs up takes the thumbs down back.
  await again.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await picker.getByRole('textbox', { name: 'Search for an emoji' }).fill('thumbsup');
  await picker.getByRole('button', { name: 'thumbsup', exact: true }).click();
  await expect(again.getByRole('button', { name: 'thumbsup 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: /^thumbsdown/ })).toHaveCount(0);
});

test('a note is reported to the administrators from the drawer without leaving the page', async ({ page, request }) => {
  const issue = await createIssue(request, 'Abuse from a note');
  const body = `Buy cheap watches ${Date.now()}`;
  await commentAsRoot(request, issue.iid, body);
  await signIn(page, 'reporter');
  const url = `/${PROJECT}/-/issues/${issue.iid}`;
  await page.goto(url);
  const note = (await loaded(page)).getByRole('listitem', { name: 'Comment by Administrator' }).filter({ hasText: body });
  await note.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report abuse' }).click();

  const drawer = page.getByRole('dialog', { name: 'Report abuse to administrator' });
  await drawer.getByRole('button', { name: 'Next' }).click();
  await expect(drawer).toContainText('Choose a category.');
  await drawer.getByRole('radio', { name: "They're posting malware." }).check();
  await drawer.getByRole('button', { name: 'Next' }).click();
  const details = drawer.getByRole('form', { name: 'Abuse report details' });
  await expect(details).toContainText('Administrator @root');
  await expect(details).toContainText(`/-/issues/${issue.iid}#note_`);
  await drawer.getByRole('button', { name: 'Send report' }).click();
  await expect(drawer).toContainText('A reason is required.');
  await drawer.getByRole('textbox', { name: /Reason/ }).fill('Links to a malware download');
  await drawer.getByRole('button', { name: 'Send report' }).click();
  await expect(drawer.getByRole('status')).toHaveText('Thank you for your report. A GitLab administrator will look into it shortly.');
  expect(new URL(page.url()).pathname).toBe(url);
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toHaveCount(0);

  // The report was saved: the same report again is refused with the server's reason, in the drawer.
  await note.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report abuse' }).click();
  await drawer.getByRole('radio', { name: "They're posting malware." }).check();
  await drawer.getByRole('button', { name: 'Next' }).click();
  await drawer.getByRole('textbox', { name: /Reason/ }).fill('Again');
  await drawer.getByRole('button', { name: 'Send report' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('You have already reported this user');
});

test('description changes merge into one note that compares with the previous version and removes the history', async ({ page, request }) => {
  const issue = await createIssue(request, 'Description history', { description: 'first draft' });
  await editAsRoot(request, issue.iid, { description: 'second draft' });
  await editAsRoot(request, issue.iid, { description: 'final text' });
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/${issue.iid}`);
  const change = (await loaded(page)).getByRole('listitem', { name: 'System note' }).filter({ hasText: /changed the description 2 times within \d+ minutes?/ });
  await expect(change).toHaveCount(1);

  await change.getByRole('button', { name: 'Compare with previous version' }).click();
  const diff = change.getByLabel('Description changes');
  // From the description before the run to the latest one.
  await expect(diff).toContainText('first');
  await expect(diff).toContainText('final');
  await change.getByRole('button', { name: 'Remove description history' }).click();
  await expect(diff).toContainText('Deleted');

  await page.reload();
  const reloaded = (await loaded(page)).getByRole('listitem', { name: 'System note' }).filter({ hasText: /changed the description 2 times/ });
  await reloaded.getByRole('button', { name: 'Compare with previous version' }).click();
  await expect(reloaded.getByLabel('Description changes')).toContainText('Deleted');
  await expect(reloaded.getByRole('button', { name: 'Remove description history' })).toHaveCount(0);
});

test('a /close quick action closes the issue in the header too, without a reload', async ({ page, request }) => {
  const issue = await createIssue(request, 'Close by command');
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/${issue.iid}`);
  const status = page.getByLabel('Issue header').getByLabel(/^Status: /);
  await expect(status).toHaveText('Open');
  const area = await loaded(page);
  await area.getByRole('textbox', { name: 'Comment' }).fill('Fixed on main\n/close');
  await area.getByRole('button', { name: 'Comment', exact: true }).click();

  await expect(area.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: 'Fixed on main' })).toBeVisible();
  await expect(status).toHaveText('Closed');
  await expect(area.getByRole('button', { name: 'Reopen issue' })).toBeVisible();
  await expect(area.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'closed' })).toBeVisible();
});

test('a comment on an incident is promoted to its timeline', async ({ page, request }) => {
  const incident = await createIssue(request, 'Outage', { issue_type: 'incident' });
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/incident/${incident.iid}`);
  const area = await loaded(page);
  const body = `Rolled back the deploy ${Date.now()}`;
  await area.getByRole('textbox', { name: 'Comment' }).fill(body);
  await area.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = area.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: body });
  await comment.getByRole('button', { name: 'Add comment to incident timeline' }).click();
  await expect(comment.getByRole('status')).toHaveText('Comment added to the timeline');
  await expect(area.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'added an incident timeline event' })).toBeVisible();

  // A reporter may not add timeline events: no action is offered.
  const context = await page.context().browser()!.newContext();
  const reporter = await context.newPage();
  await signIn(reporter, 'reporter');
  await reporter.goto(`/${PROJECT}/-/issues/incident/${incident.iid}`);
  const theirs = (await loaded(reporter)).getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: body });
  await expect(theirs).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Add comment to incident timeline' })).toHaveCount(0);
  await context.close();
});

test('a note posted while the page was offline shows up once it is back online', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const issue = await createIssue(request, 'Reconnect');
  // The page's graphql-ws socket goes through this route, so the test can drop it like a network loss.
  let online = true;
  let socket: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
  let subscribed!: () => void;
  const subscribedOnce = new Promise<void>((resolve) => (subscribed = resolve));
  await page.routeWebSocket(/\/api\/graphql$/, (ws) => {
    if (!online) {
      void ws.close({ code: 1006, reason: 'offline' });
      return;
    }
    const server = ws.connectToServer();
    socket = { page: ws, server };
    ws.onMessage((message) => {
      if (String(message).includes('workItemNoteCreated')) subscribed();
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/${issue.iid}`);
  const area = await loaded(page);
  await subscribedOnce;

  online = false;
  await context.setOffline(true);
  const dropped = socket as { page: WebSocketRoute; server: WebSocketRoute } | null;
  await dropped?.server.close();
  await dropped?.page.close({ code: 1006, reason: 'offline' });

  const body = `Written while you were away ${Date.now()}`;
  await commentAsRoot(request, issue.iid, body);
  await expect(area.getByText(body)).toHaveCount(0);

  online = true;
  await context.setOffline(false);
  await expect(area.getByRole('listitem', { name: 'Comment by Administrator' }).filter({ hasText: body })).toBeVisible({ timeout: 20_000 });
});
