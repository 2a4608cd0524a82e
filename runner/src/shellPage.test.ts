import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { MfManifest } from './pageHints.ts';
import { injectHead, injectHeadStart, inlineConfig, registryOrigins, shellPageRenderer, slotPageFilesOf } from './shellPage.ts';

const html = '<!doctype html><html><head><meta charset="utf-8"><title>Platform</title><script defer src="/main.1.js"></script></head><body><div id="root"></div><script src="/-/platform-config.js"></script></body></html>';
const configScript = 'window.__PLATFORM_CONFIG__ = Object.assign({}, window.__PLATFORM_CONFIG__, {"registryUrl":"/-/registry.json"});\n';
const registry = {
  modules: [{ name: 'mf_issue', manifest: 'http://localhost:8081/mf-manifest.json', version: '0.2.0', enabled: true, slots: ['issue.main'], exposes: { 'issue.main': './IssueApp' } }],
};
const manifest: MfManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ name: 'IssueApp', assets: { js: { sync: ['issue.1.js'] }, css: { sync: [] } } }],
};

function api(answers: Record<string, () => Response>): typeof fetch {
  return (async (url: string) => {
    const answer = answers[new URL(url).pathname];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer();
  }) as typeof fetch;
}

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const pageUrl = new URL('http://localhost:8080/gitlab-org/gitlab/-/issues/5');

describe('inlineConfig', () => {
  it('replaces the configuration tag by the script inline and gives the hash the CSP allows it by', () => {
    const { html: page, hash } = inlineConfig(html, configScript);
    expect(page).toContain(`<script>${configScript}</script>`);
    expect(page).not.toContain('platform-config.js');
    expect(hash).toBe(`sha256-${createHash('sha256').update(configScript).digest('base64')}`);
  });

  it('cannot be closed early by the script, and leaves a page without the tag alone', () => {
    const { html: page } = inlineConfig(html, 'x = "</script><script>alert(1)</script>";');
    expect(page).toContain('x = "<\\/script><script>alert(1)<\\/script>";</script>');
    expect(inlineConfig('<html></html>', configScript)).toEqual({ html: '<html></html>', hash: null });
  });
});

describe('injectHeadStart', () => {
  it('adds markup first in the head, after the charset', () => {
    expect(injectHeadStart('<head><meta charset="utf-8"><title>t</title></head>', '<link>')).toBe('<head><meta charset="utf-8"><link><title>t</title></head>');
    expect(injectHeadStart('<html><head><title>t</title></head>', '<link>')).toBe('<html><head><link><title>t</title></head>');
  });
});

describe('injectHead', () => {
  it('adds markup at the end of the head', () => {
    expect(injectHead('<head><title>t</title></head><body></body>', '<link>')).toBe('<head><title>t</title><link></head><body></body>');
    expect(injectHead('<head></head>', '')).toBe('<head></head>');
  });
});

describe('slotPageFilesOf', () => {
  it("reads the shell build's page-of-slots files from index.html", () => {
    expect(slotPageFilesOf('<head><meta name="platform-slot-page-files" content="/a.1.js /b.2.css"></head>')).toEqual(['/a.1.js', '/b.2.css']);
    expect(slotPageFilesOf(html)).toEqual([]);
  });
});

describe('registryOrigins', () => {
  it("lists each module's origin once, skipping what is not a URL", () => {
    expect(registryOrigins({ modules: [{ manifest: 'http://a:1/m.json' }, { manifest: 'http://a:1/n.json' }, { manifest: 'nope' }, {}] })).toEqual(['http://a:1']);
    expect(registryOrigins(null)).toEqual([]);
  });
});

describe('shellPageRenderer', () => {
  it("inlines the configuration, hints the first screen (the issue's JSON after session and registry, its discussions after the code) and allows the inline script and the remotes in the CSP", async () => {
    const render = shellPageRenderer({
      apiOrigin: 'http://127.0.0.1:3000',
      fetchImpl: api({ '/-/registry.json': () => Response.json(registry), '/-/platform-config.js': () => new Response(configScript) }),
      manifests: async () => manifest,
    });
    const page = await render(request('_gitlab_session=abc'), html, pageUrl);
    expect(page.html).toContain(`<script>${configScript}</script>`);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toContain(
      '<meta charset="utf-8"><link rel="preload" href="/-/session" as="fetch" crossorigin="use-credentials"><link rel="preload" href="/-/registry.json" as="fetch" crossorigin="use-credentials"><link rel="preload" href="/gitlab-org/gitlab/-/issues/5.json" as="fetch" crossorigin="use-credentials"><title>',
    );
    expect(head).toContain('<link rel="preload" href="http://localhost:8081/remoteEntry.js" as="script">');
    expect(head).toContain('<link rel="preload" href="http://localhost:8081/issue.1.js" as="script" crossorigin="anonymous">');
    // The route's later read (mf-notes' first discussions page) after the page's code.
    expect(head.endsWith('<link rel="preload" href="/gitlab-org/gitlab/-/issues/5/discussions.json?notes_filter=0&amp;persist_filter=false&amp;per_page=20" as="fetch" crossorigin="use-credentials">')).toBe(true);
    const hash = `sha256-${createHash('sha256').update(configScript).digest('base64')}`;
    expect(page.contentSecurityPolicy).toContain(`script-src 'self' '${hash}' http://localhost:8081;`);
  });

  it("starts the epic route's startup GraphQL query with the epic's JSON, with no script (the CSP is unchanged)", async () => {
    const query = 'query epicChildItems($fullPath:ID!$iid:ID){group(fullPath:$fullPath){id epic(iid:$iid){id __typename}__typename}}';
    const epicRegistry = {
      modules: [
        {
          name: 'mf_epic',
          manifest: 'http://localhost:8083/mf-manifest.json',
          version: '1.1.0',
          enabled: true,
          slots: ['epic.main'],
          exposes: { 'epic.main': './EpicApp' },
          routes: [
            {
              id: 'epic',
              path: '/groups/:groupPath+/-/epics/:iid(number)',
              slots: [{ slot: 'epic.main', label: 'Epic' }],
              data: ['/groups/{groupPath}/-/epics/{iid}.json'],
              graphql: [{ operationName: 'epicChildItems', query, variables: { fullPath: '{groupPath}', iid: '{iid}' } }],
            },
          ],
        },
      ],
    };
    const render = shellPageRenderer({
      apiOrigin: 'http://127.0.0.1:3000',
      fetchImpl: api({ '/-/registry.json': () => Response.json(epicRegistry), '/-/platform-config.js': () => new Response(configScript) }),
      manifests: async () => null,
    });
    const page = await render(request('_gitlab_session=abc'), html, new URL('http://localhost:8080/groups/gitlab-org/-/epics/10'));
    const params = new URLSearchParams({ query, operationName: 'epicChildItems', variables: JSON.stringify({ fullPath: 'gitlab-org', iid: '10' }) });
    expect(page.html).toContain(
      `<link rel="preload" href="/groups/gitlab-org/-/epics/10.json" as="fetch" crossorigin="use-credentials"><link rel="preload" href="/api/graphql?${params.toString().replace(/&/g, '&amp;')}" as="fetch" crossorigin="use-credentials"><title>`,
    );
    const hash = `sha256-${createHash('sha256').update(configScript).digest('base64')}`;
    expect(page.contentSecurityPolicy).toContain(`script-src 'self' '${hash}' http://localhost:8083;`);
  });

  it('without the API, serves the page as built with a CSP of its own origin', async () => {
    const render = shellPageRenderer({ apiOrigin: 'http://127.0.0.1:3000', hints: false, fetchImpl: api({}) });
    const page = await render(request(), html, pageUrl);
    expect(page.html).toBe(html);
    expect(page.contentSecurityPolicy).toContain("script-src 'self';");
  });
});
