// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurePlatform, resetPlatformConfig } from 'shared-kernel/api';
import { getQueryClient, issuableJsonQuery, preloadedRead, preloadedResponse, resetQueryClient } from 'shared-kernel/query';
import { fakeRestApi } from 'shared-kernel/testing';

function hint(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.setAttribute('href', href);
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
  resetQueryClient();
  resetPlatformConfig();
});

describe('a read the page started with the page', () => {
  it('is taken once, by the same request as the hint (credentials included), then asked anew', async () => {
    hint('/gitlab-org/gitlab/-/issues/1.json');
    const fetchSpy = vi.fn(async () => Response.json({ title: 'Preloaded' }));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(preloadedRead('/gitlab-org/gitlab/-/issues/1.json')).resolves.toEqual({ title: 'Preloaded' });
    expect(fetchSpy).toHaveBeenCalledWith(new URL('/gitlab-org/gitlab/-/issues/1.json', location.href).href, { credentials: 'include', headers: { Accept: 'application/json' } });
    expect(preloadedRead('/gitlab-org/gitlab/-/issues/1.json')).toBeNull();
  });

  it('gives the whole answer (status, headers) of a hinted address with its query string, once', async () => {
    const path = '/gitlab-org/gitlab/-/issues/1/discussions.json?notes_filter=0&persist_filter=false&per_page=20';
    hint(path);
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([{ id: 'a' }], { headers: { 'X-Next-Page-Cursor': 'next' } })));
    expect(preloadedResponse('/gitlab-org/gitlab/-/issues/1/discussions.json?per_page=20&notes_filter=0&persist_filter=false')).toBeNull();
    const response = await preloadedResponse(path);
    expect(response?.headers.get('x-next-page-cursor')).toBe('next');
    await expect(response?.json()).resolves.toEqual([{ id: 'a' }]);
    expect(preloadedResponse(path)).toBeNull();
  });

  it('is none for an address the page did not hint, or under another API base', () => {
    hint('/gitlab-org/gitlab/-/issues/1.json');
    expect(preloadedRead('/gitlab-org/gitlab/-/issues/2.json')).toBeNull();
    configurePlatform({ apiBaseUrl: 'http://api.example' });
    expect(preloadedRead('/gitlab-org/gitlab/-/issues/1.json')).toBeNull();
  });

  it("gives the issuable query the preloaded answer, and a failed one to the REST client's request", async () => {
    const { urls } = fakeRestApi(() => ({ status: 200, data: { title: 'From the API' } }));
    hint('/gitlab-org/gitlab/-/issues/1.json');
    hint('/gitlab-org/gitlab/-/issues/2.json');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/1.json') ? Response.json({ title: 'Preloaded' }) : new Response('', { status: 500 }))),
    );
    const client = getQueryClient();
    await expect(client.fetchQuery(issuableJsonQuery('issue', 'gitlab-org/gitlab', 1))).resolves.toEqual({ title: 'Preloaded' });
    expect(urls).toEqual([]);
    await expect(client.fetchQuery(issuableJsonQuery('issue', 'gitlab-org/gitlab', 2))).resolves.toEqual({ title: 'From the API' });
    expect(urls).toEqual(['/gitlab-org/gitlab/-/issues/2.json']);
  });
});
