import { expect, type Cookie, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the same endpoint the sign-in form uses, sharing the page's cookies. */
export async function signInThroughForm(page: Page, login: string): Promise<void> {
  const session = await page.request.get('/-/session');
  const { csrf_token: csrfToken } = (await session.json()) as { csrf_token: string };
  const response = await page.request.post('/users/sign_in', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.ok(), `sign in as ${login}`).toBeTruthy();
}

/**
 * Signs in once per user for each worker (its own platform instance) and reuses the session cookie afterwards:
 * the sign-in endpoint allows 10 attempts a minute per login, fewer than the suite's tests. A reused
 * session that is no longer valid (a test signed it out) is replaced by a new sign-in.
 */
const sessions = new Map<string, Cookie[]>();
export async function signIn(page: Page, login: string): Promise<void> {
  const cookies = sessions.get(login);
  if (cookies) {
    await page.context().addCookies(cookies);
    const current = (await (await page.request.get('/-/session')).json()) as { user: { username: string } | null };
    if (current.user?.username === login) return;
    await page.context().clearCookies();
  }
  await signInThroughForm(page, login);
  sessions.set(login, await page.context().cookies());
}
