import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './index.ts';
import { context, fakeResolver, tags } from './test-helpers.ts';

const SECRET = '0123456789abcdef0123456789abcdef';

describe('upload links (GitLab UploadLinkFilter)', () => {
  it('points links and images at the project', async () => {
    const html = await renderMarkdown(`[notes.txt](/uploads/${SECRET}/notes.txt) and ![shot](/uploads/${SECRET}/shot.png)`, context());
    const found = tags(html);
    expect(found.find((t) => t.name === 'a')?.attrs.href).toBe(`/gitlab-org/gitlab/uploads/${SECRET}/notes.txt`);
    expect(found.find((t) => t.name === 'img')?.attrs).toMatchObject({ src: `/gitlab-org/gitlab/uploads/${SECRET}/shot.png`, alt: 'shot' });
  });

  it('points them at the group for group text (epics)', async () => {
    const html = await renderMarkdown(`![a](/uploads/${SECRET}/a.png)`, { groupFullPath: 'gitlab-org/platform', resolver: fakeResolver() });
    expect(tags(html).find((t) => t.name === 'img')?.attrs.src).toBe(`/groups/gitlab-org/platform/-/uploads/${SECRET}/a.png`);
  });

  it('rewrites raw HTML too, and leaves other paths, short secrets and absolute URLs alone', async () => {
    const html = await renderMarkdown(
      `<a href="/uploads/${SECRET}/r.txt">r</a> [x](/uploads/abc/x.txt) [y](https://example.com/uploads/${SECRET}/y.txt) [z](/other/uploads/${SECRET}/z.txt)`,
      context(),
    );
    expect(tags(html).filter((t) => t.name === 'a').map((t) => t.attrs.href)).toEqual([
      `/gitlab-org/gitlab/uploads/${SECRET}/r.txt`,
      '/uploads/abc/x.txt',
      `https://example.com/uploads/${SECRET}/y.txt`,
      `/other/uploads/${SECRET}/z.txt`,
    ]);
  });

  it('keeps upload links relative without a project or group', async () => {
    const html = await renderMarkdown(`[f](/uploads/${SECRET}/f.txt)`, { resolver: fakeResolver() });
    expect(tags(html).find((t) => t.name === 'a')?.attrs.href).toBe(`/uploads/${SECRET}/f.txt`);
  });
});
