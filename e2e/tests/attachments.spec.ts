import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const ATTACHMENT_WARNING = 'Attachments are sent by email. Attachments over 10 MB are sent as links to your GitLab instance, and only accessible to project members.';

/** Drops a text file on an element, as dragging it from the desktop does. */
async function dropTextFile(page: Page, target: ReturnType<Page['getByRole']>, name: string, content: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, text]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName, { type: 'text/plain' }));
      return transfer;
    },
    [name, content] as const,
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('a developer attaches an image and a file to a comment; they render and download', async ({ page }) => {
  // Two uploads, a comment and a download: more steps than most tests on a shared machine.
  test.slow();
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/2');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const box = discussion.getByRole('textbox', { name: 'Comment' });
  const stamp = `Attached ${Date.now()}`;
  await box.fill(stamp);

  const chooser = page.waitForEvent('filechooser');
  await discussion.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: PNG });
  await expect(box).toHaveValue(new RegExp(`^${stamp} !\\[diagram\\]\\(/uploads/[0-9a-f]{32}/diagram\\.png\\)$`));

  await dropTextFile(page, box, 'notes.txt', 'hello from e2e');
  await expect(box).toHaveValue(/\[notes\.txt\]\(\/uploads\/[0-9a-f]{32}\/notes\.txt\)$/);

  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = discussion.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: stamp });
  const image = comment.getByRole('img', { name: 'diagram' });
  await expect(image).toHaveAttribute('src', /^\/gitlab-org\/gitlab\/uploads\/[0-9a-f]{32}\/diagram\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  const link = comment.getByRole('link', { name: 'notes.txt' });
  await expect(link).toHaveAttribute('href', /^\/gitlab-org\/gitlab\/uploads\/[0-9a-f]{32}\/notes\.txt$/);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('notes.txt');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('hello from e2e');
});

test('a service-desk issue warns who will be emailed, and about attachments once the comment links one', async ({ page }) => {
  await signIn(page, 'owner');
  const issues = (await (await page.request.get('/api/v4/projects/acme-corp%2Fwebsite/issues?per_page=100')).json()) as Array<{ iid: number; title: string }>;
  const serviceDesk = issues.find((issue) => issue.title === 'Cannot download my invoice');
  expect(serviceDesk).toBeDefined();
  await page.goto(`/acme-corp/website/-/issues/${serviceDesk?.iid}`);
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await expect(discussion.getByRole('listitem', { name: 'Comment by GitLab Support Bot' })).toBeVisible();

  const participants = discussion.getByRole('note', { name: 'Email participants' });
  await expect(participants).toContainText('jane.customer@example.net, billing@customer.example.net, cto@customer.example.net, + 2 more will be notified of your comment.');
  await expect(participants.getByText(ATTACHMENT_WARNING)).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await discussion.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 invoice') });
  await expect(discussion.getByRole('textbox', { name: 'Comment' })).toHaveValue(/^\[invoice\.pdf\]\(\/uploads\/[0-9a-f]{32}\/invoice\.pdf\)$/);
  await expect(participants.getByText(ATTACHMENT_WARNING)).toBeVisible();

  await participants.getByRole('button', { name: '+ 2 more' }).click();
  await expect(participants).toContainText('ops@customer.example.net, finance@customer.example.net will be notified');

  // Internal notes are never emailed.
  await discussion.getByRole('checkbox', { name: 'Make this an internal note' }).check();
  await expect(participants).toHaveCount(0);
});

test('opening a project records a visit; the dashboard lists frequently visited projects', async ({ page }) => {
  await signIn(page, 'reporter');
  const visit = page.waitForResponse((response) => response.url().endsWith('/-/frequent_items') && response.request().method() === 'POST');
  await page.goto('/gitlab-org/gitlab');
  const answer = await visit;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ type: 'project', frequency: expect.any(Number) });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Frequently visited projects' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frequently visited groups' })).toBeVisible();
});
