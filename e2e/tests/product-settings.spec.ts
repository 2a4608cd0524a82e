import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';

// Issue 14, the product around the pages: uploaded avatars (profile settings, the top bar, an issue),
// the Admin Area's sign-up setting, and the editor's autocomplete list opening at the caret.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;
// A 2×2 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYEg5wZDCwHAi5cSJFAAZDgSxCbs58wAAAABJRU5ErkJggg==', 'base64');

async function createIssue(request: APIRequestContext, title: string): Promise<{ iid: number }> {
  const response = await request.post(`${API}/issues`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `${title} ${Date.now()}` } });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as { iid: number };
}

/** axe's serious and critical WCAG 2.1 A/AA violations (product-quality.spec.ts holds the main pages to none). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** A new account of this test alone (its avatar changes nothing other tests or the screenshots see). */
async function registerNewUser(page: Page): Promise<string> {
  const username = `avatar${Date.now()}`;
  const { csrf_token: csrf } = (await (await page.request.get('/-/session')).json()) as { csrf_token: string };
  const response = await page.request.post('/users', {
    headers: { 'X-CSRF-Token': csrf },
    data: { user: { name: 'Ava Tar', username, email: `${username}@example.com`, password: 'a-long-enough-password' } },
  });
  expect(response.status(), 'sign up').toBe(201);
  return username;
}

test('a user uploads an avatar in their profile; the top bar and their comment on an issue show it; they remove it', async ({ page, request }) => {
  const issue = await createIssue(request, 'Avatar');
  await registerNewUser(page);
  await page.goto('/-/profile');
  const avatarSection = page.getByRole('region', { name: 'Public avatar' });
  await expect(avatarSection).toContainText('You can upload your avatar here');
  await expect(avatarSection).toContainText('The maximum file size allowed is 200KiB.');
  expect(await seriousViolations(page)).toEqual([]);

  // Too big: refused before anything is sent, with GitLab's message.
  const input = page.getByLabel('Avatar', { exact: true });
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024) });
  await expect(page.getByRole('alert')).toHaveText('File is too big (0.29MiB). Max filesize: 200KiB.');
  await expect(page.getByRole('button', { name: 'Update profile settings' })).toBeDisabled();

  await input.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(avatarSection).toContainText('face.png');
  await page.getByRole('button', { name: 'Update profile settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Profile was successfully updated');
  await expect(avatarSection).toContainText('You can change your avatar here');

  // The top bar's user menu shows the uploaded image, served from our origin.
  const topBarAvatar = page.getByRole('button', { name: 'User menu for Ava Tar' }).locator('img');
  await expect(topBarAvatar).toHaveAttribute('src', /\/uploads\/-\/system\/user\/avatar\/\d+\/face\.png$/);
  const src = (await topBarAvatar.getAttribute('src'))!;
  expect(new URL(src, page.url()).origin).toBe(new URL(page.url()).origin);
  await expect.poll(() => topBarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

  // Their comment on an issue carries it too.
  await page.goto(`/${PROJECT}/-/issues/${issue.iid}`);
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const stamp = `Avatar check ${Date.now()}`;
  await discussion.getByRole('textbox', { name: 'Comment' }).fill(stamp);
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  const note = discussion.getByRole('listitem').filter({ hasText: stamp }).first();
  const noteAvatar = note.locator('img[src$="/face.png"]').first();
  await expect(noteAvatar).toBeVisible();
  await expect.poll(() => noteAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // Remove avatar: the identicon again.
  await page.getByRole('button', { name: 'User menu for Ava Tar' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/-\/profile$/);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Avatar will be removed. Are you sure?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(page.getByRole('region', { name: 'Public avatar' })).toContainText('You can upload your avatar here');
  await expect(page.getByRole('button', { name: 'User menu for Ava Tar' }).locator('img')).not.toHaveAttribute('src', /face\.png/);
});

test('an administrator turns sign-up off in the Admin Area; the sign-up page says it is disabled; others get a 404', async ({ page, browser, request }) => {
  try {
    await signIn(page, 'root');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin Area' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Area' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings: General' }).click();
    await expect(page).toHaveURL(/\/admin\/application_settings\/general$/);
    const section = page.getByRole('region', { name: 'Sign-up restrictions' });
    const checkbox = section.getByRole('checkbox', { name: 'Sign-up enabled' });
    await expect(checkbox).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await checkbox.uncheck();
    await section.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Application settings saved successfully');

    const visitor = await browser.newPage();
    await visitor.goto(page.url().replace(/\/admin\/.*$/, '/users/sign_up'));
    await expect(visitor.getByRole('heading', { name: 'Sign-up is disabled' })).toBeVisible();
    await visitor.close();

    // Not an administrator: the 404 page.
    await signIn(page, 'developer');
    await page.reload();
    await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign-up restrictions' })).toHaveCount(0);
  } finally {
    // Other tests of this worker register accounts.
    const restored = await request.put('/api/v4/application/settings', { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { signup_enabled: true } });
    expect(restored.ok()).toBeTruthy();
  }
});

test('the autocomplete list opens at the caret, not at a fixed place under the field', async ({ page, request }) => {
  const issue = await createIssue(request, 'Caret');
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/${issue.iid}`);
  await page.evaluate(() => localStorage.setItem('gl-markdown-editor-mode', 'markdownField'));
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const box = discussion.getByRole('textbox', { name: 'Comment' });
  const suggestions = discussion.getByRole('listbox', { name: 'Suggestions' });
  await box.click();

  // At the start of the first line: the list's corner is at the text's start, under the first line.
  await box.pressSequentially('@ro');
  await expect(suggestions.getByRole('option').first()).toContainText('root');
  // Where the text of a line starts, and the width of some text, in the field's font.
  const textLeft = (before: string) =>
    box.evaluate((element: HTMLTextAreaElement, text) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(element).font;
      probe.style.whiteSpace = 'pre';
      probe.style.position = 'absolute';
      probe.textContent = text;
      document.body.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(element);
      return element.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.borderLeftWidth) + width;
    }, before);
  // The list hangs under the caret's line, or sits on top of it when the window has no room below.
  const metrics = await box.evaluate((element) => {
    const style = getComputedStyle(element);
    // The line height as laid out (`normal` has no number): half the height of two lines in the field's font.
    const probe = document.createElement('div');
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    probe.textContent = 'a\nb';
    document.body.appendChild(probe);
    const line = probe.getBoundingClientRect().height / 2;
    probe.remove();
    return { top: Number.parseFloat(style.paddingTop) + Number.parseFloat(style.borderTopWidth), line };
  });
  const atLine = async (line: number) => {
    const [field, menu] = [(await box.boundingBox())!, (await suggestions.boundingBox())!];
    const lineTop = field.y + metrics.top + line * metrics.line;
    const below = Math.abs(menu.y - (lineTop + metrics.line)) < 8;
    const above = Math.abs(menu.y + menu.height - lineTop) < 8;
    return { menu, lineTop, fits: below || above };
  };
  const first = await atLine(0);
  expect(first.fits, `the list at line 1 (top ${first.lineTop}: ${JSON.stringify(first.menu)})`).toBe(true);
  expect(Math.abs(first.menu.x - (await textLeft('')))).toBeLessThan(6);
  await page.keyboard.press('Escape');

  // Two lines further down, after some words: the list moves right and down with the caret.
  await box.press('End');
  await box.pressSequentially(' done');
  await box.press('Enter');
  await box.press('Enter');
  await box.pressSequentially('Thanks for the review, @ro');
  await expect(suggestions.getByRole('option').first()).toContainText('root');
  const second = await atLine(2);
  expect(second.fits, `the list at line 3 (top ${second.lineTop}: ${JSON.stringify(second.menu)})`).toBe(true);
  expect(second.menu.x - first.menu.x).toBeGreaterThan(120);
  // The list's corner is at the `@`.
  expect(Math.abs(second.menu.x - (await textLeft('Thanks for the review, ')))).toBeLessThan(6);
});
