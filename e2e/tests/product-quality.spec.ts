import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { settled } from '../support/settled';

// Issue 14, "a look people trust": the main pages pass axe's WCAG 2.1 A/AA rules (no serious or critical
// violation), none of the links they render leads to a 404, none scrolls sideways on a phone, and the
// suite keeps the README's screenshots current (docs/screenshots/, only this spec writes them).

// The four checks share nothing but the worker's instance (each signs in on its own page) and are the
// suite's longest file (axe ~2 min, the link crawl ~1 min on a loaded machine): they may run on different
// workers side by side instead of one after another at the end of the run.
test.describe.configure({ mode: 'parallel' });

const screenshotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

/** The main pages, each with a landmark that says its content has rendered. */
const MAIN_PAGES: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', url: '/', ready: (page) => expect(page.getByRole('heading', { name: 'Recent issues' })).toBeVisible() },
  { name: 'project', url: '/gitlab-org/gitlab', ready: (page) => expect(page.getByRole('region', { name: 'README.md' })).toBeVisible() },
  // Other tests of the worker add issues: which ones the first page lists varies.
  { name: 'issue-list', url: '/gitlab-org/gitlab/-/issues', ready: (page) => expect(page.getByRole('list', { name: 'Issues' }).getByRole('listitem').first()).toBeVisible() },
  { name: 'issue', url: '/gitlab-org/gitlab/-/issues/7', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'incident', url: '/gitlab-org/gitlab/-/issues/incident/12', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'epic', url: '/groups/gitlab-org/-/epics/6', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'epic-list', url: '/groups/gitlab-org/-/epics', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'group', url: '/groups/gitlab-org', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'merge-request', url: '/gitlab-org/gitlab/-/merge_requests/1', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'merge-request-changes', url: '/gitlab-org/gitlab/-/merge_requests/1/diffs', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'search', url: '/search?search=search', ready: (page) => expect(page.getByRole('navigation', { name: 'Search scopes' })).toBeVisible() },
  { name: 'profile', url: '/developer', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'help', url: '/help', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

async function open(page: Page, entry: (typeof MAIN_PAGES)[number]): Promise<void> {
  await page.goto(entry.url);
  await entry.ready(page);
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toHaveCount(0);
  await settled(page, 300);
}

/** axe over the page: the serious and critical violations, one line per element, readable in a failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

test('axe finds no serious or critical violation on the main pages; desktop screenshots', async ({ page }) => {
  // axe's analysis of 14 pages is CPU-bound: generous for a loaded CI machine.
  test.setTimeout(420_000);
  mkdirSync(screenshotsDir, { recursive: true });
  await signIn(page, 'developer');
  const found: Record<string, string[]> = {};
  for (const entry of MAIN_PAGES) {
    await open(page, entry);
    const violations = await seriousViolations(page);
    if (violations.length) found[entry.name] = violations;
    await page.screenshot({ path: path.join(screenshotsDir, `${entry.name}-desktop.png`) });
  }
  // Signed out: the sign-in page.
  await page.context().clearCookies();
  await page.goto('/users/sign_in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const signInViolations = await seriousViolations(page);
  if (signInViolations.length) found['sign-in'] = signInViolations;
  await page.screenshot({ path: path.join(screenshotsDir, 'sign-in-desktop.png') });
  expect(found).toEqual({});
});

/** Links worth visiting: same origin, no fragment, each address once. */
function sameOriginLinks(hrefs: string[], origin: string): string[] {
  const urls = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    url.hash = '';
    urls.add(url.pathname + url.search);
  }
  return [...urls];
}

/** Files (raw text, uploads, avatars, clone addresses) are checked by status; pages by what the shell renders. */
const isFile = (address: string) => /\/-\/raw\/|\/uploads\/|\/-\/archive\/|\.(png|jpe?g|gif|svg|txt|json|git|patch|diff)(\?|$)/.test(address);

test('every link the shell and the remotes render on the main pages leads somewhere', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signIn(page, 'developer');
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>();
  const toVisit: string[] = [];
  for (const entry of MAIN_PAGES) {
    await open(page, entry);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const address of sameOriginLinks(hrefs, origin)) {
      // One address per shape (numbers stand for ids), so 40 issue links cost one visit.
      const shape = address.replace(/\/\d+(?=\/|$|\?)/g, '/:n').replace(/\?.*$/, (query) => (query.includes('sign_in') ? '' : query.replace(/=[^&]*/g, '=')));
      if (seen.has(shape)) continue;
      seen.add(shape);
      toVisit.push(address);
    }
  }
  const MAX = 40;
  expect(toVisit.length).toBeGreaterThan(20);
  const dead: string[] = [];
  for (const address of toVisit.slice(0, MAX)) {
    if (isFile(address)) {
      const response = await page.request.get(address, { maxRedirects: 5 });
      if (response.status() === 404) dead.push(address);
      continue;
    }
    const response = await page.goto(address);
    if (!response || response.status() === 404) {
      dead.push(address);
      continue;
    }
    await settled(page, 150);
    if ((await page.getByRole('heading', { name: '404: Page not found' }).count()) > 0) dead.push(address);
    else if ((await page.getByText('Something went wrong while loading').count()) > 0) dead.push(`${address} (error)`);
  }
  expect(dead).toEqual([]);
});

/** The deepest elements reaching past the window's right edge, to say what overflows. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1);
    const deepest = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return deepest
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}.${element.className.toString().slice(0, 40)} "${(element.textContent ?? '').slice(0, 30)}"`)
      .join('; ');
  });

test('phones: no page scrolls sideways at 320, 375 and 414 px; the navigation is a drawer; phone screenshots', async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(screenshotsDir, { recursive: true });
  await signIn(page, 'developer');
  await page.setViewportSize({ width: 375, height: 740 });
  const overflowing: string[] = [];
  const widthOf = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  for (const entry of MAIN_PAGES) {
    await open(page, entry);
    for (const width of entry.name === 'issue' || entry.name === 'merge-request-changes' || entry.name === 'dashboard' ? [320, 414, 375] : [375]) {
      await page.setViewportSize({ width, height: 740 });
      const { scroll, inner } = await widthOf();
      if (scroll > inner) overflowing.push(`${entry.name} at ${width}px: ${scroll} > ${inner} (${await widest(page)})`);
    }
    await page.screenshot({ path: path.join(screenshotsDir, `${entry.name}-phone.png`) });
  }
  expect(overflowing).toEqual([]);

  // The navigation is a drawer: hidden until the menu button opens it, closed by Escape.
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, MAIN_PAGES[3]!);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Help' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Help' })).toBeHidden();

  // The issue's sidebar is a panel the reader toggles, over the page rather than beside it.
  const sidebar = page.getByRole('complementary', { name: 'Issue sidebar' });
  await expect(sidebar.getByRole('heading', { name: /Assignee/ })).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByText('Assignee', { exact: false }).first()).toBeVisible();
  expect(await widthOf()).toEqual(expect.objectContaining({ inner: 375 }));
  expect((await widthOf()).scroll).toBeLessThanOrEqual(375);
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();

  // On a wide window the top bar and the navigation stay where they are while the page scrolls.
  await page.setViewportSize({ width: 1280, height: 600 });
  const before = await page.getByRole('banner').boundingBox();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.getByRole('banner').boundingBox()).toEqual(before);
  const navBox = (await nav.boundingBox())!;
  expect(Math.abs(navBox.y - 48)).toBeLessThanOrEqual(1); // below the 48 px top bar (sub-pixel layout)
  // The issue's sticky header sits beside the navigation and below the top bar, not over them.
  const sticky = page.getByRole('region', { name: 'Sticky header' });
  await expect(sticky).toBeVisible();
  const stickyBox = (await sticky.boundingBox())!;
  expect(stickyBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width - 1);
  expect(stickyBox.y).toBeGreaterThanOrEqual(47);
});

test('emoji are images from our own origin where the system has no colour-emoji font', async ({ page }) => {
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const tada = page.locator('gl-emoji[data-name="tada"]').first();
  await expect(tada).toBeVisible();
  // Decided as the page decides it (GitLab's way): does the system draw a colour glyph on a canvas?
  const colourFont = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const ctx = canvas.getContext('2d')!;
    ctx.textBaseline = 'top';
    ctx.font = '20px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif';
    ctx.fillText('\u{1F389}', 0, 2);
    const data = ctx.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 32 && Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 24) return true;
    return false;
  });
  const image = tada.locator('img');
  if (colourFont) {
    await expect(image).toHaveCount(0);
    return;
  }
  await expect(image).toHaveAttribute('src', '/-/emojis/1f389.svg');
  await expect(image).toHaveAttribute('alt', '🎉');
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The award buttons too (the thread's ❤️ reaction), from the same origin.
  const heart = page.getByRole('group', { name: 'Emoji reactions' }).getByRole('button', { name: /^heart \d+$/ }).locator('img');
  await expect(heart.first()).toHaveAttribute('src', '/-/emojis/2764.svg');
  await expect.poll(() => heart.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
