import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the same endpoint the sign-in form uses, sharing the page's cookies. */
export async function signIn(page: Page, login: string): Promise<void> {
  const session = await page.request.get('/-/session');
  const { csrf_token: csrfToken } = (await session.json()) as { csrf_token: string };
  const response = await page.request.post('/users/sign_in', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.ok(), `sign in as ${login}`).toBeTruthy();
}
