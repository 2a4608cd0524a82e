import { describe, expect, it } from 'vitest';
import { compareVersions, graphqlHints, manifestSource, pageHints, renderHints, type MfManifest } from './pageHints.ts';

function manifest(exposes: Record<string, { js: string[]; css?: string[] }>, publicPath = 'auto'): MfManifest {
  return {
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(exposes).map(([name, { js, css = [] }]) => ({ name, path: `./${name}`, assets: { js: { sync: js }, css: { sync: css } } })),
  };
}

const registry = {
  modules: [
    { name: 'mf_trial', manifest: 'http://localhost:8085/mf-manifest.json', version: '2.0.0', enabled: true, slots: ['nav.trial'], exposes: { 'nav.trial': './TrialWidget' } },
    {
      name: 'mf_issue',
      manifest: 'http://localhost:8081/mf-manifest.json',
      version: '0.2.0',
      enabled: true,
      slots: ['issue.main', 'epic.main'],
      exposes: { 'issue.main': './IssueApp', 'epic.main': './EpicApp' },
    },
    { name: 'mf_notes', manifest: 'http://localhost:8082/mf-manifest.json', version: '0.2.0', enabled: false, slots: ['issue.notes'], exposes: { 'issue.notes': './NotesApp' } },
  ],
};

const manifests: Record<string, MfManifest> = {
  'http://localhost:8085/mf-manifest.json': manifest({ TrialWidget: { js: ['__federation_expose_TrialWidget.1.js'] } }),
  'http://localhost:8081/mf-manifest.json': manifest({
    IssueApp: { js: ['__federation_expose_IssueApp.2.js', 'src_pages_IssuePage_tsx.3.js'], css: ['issue.4.css'] },
    EpicApp: { js: ['__federation_expose_EpicApp.5.js'] },
  }),
};
const source = async (url: string) => manifests[url] ?? null;
const issueUrl = new URL('http://localhost:8080/gitlab-org/gitlab/-/issues/5');

describe('pageHints', () => {
  it("hints each first-screen module's manifest, entry and the exposed modules' sync files, navigation included when signed in (after the page's modules)", async () => {
    const hints = await pageHints({ registry, url: issueUrl, signedIn: true, manifests: source });
    // The page's own module first, the navigation's widget after it (shell firstScreenModules).
    expect(hints).toEqual([
      { href: 'http://localhost:8081/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: 'http://localhost:8081/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:8081/issue.4.css', as: 'style', crossorigin: 'anonymous' },
      { href: 'http://localhost:8081/__federation_expose_IssueApp.2.js', as: 'script', crossorigin: 'anonymous' },
      { href: 'http://localhost:8081/src_pages_IssuePage_tsx.3.js', as: 'script', crossorigin: 'anonymous' },
      { href: 'http://localhost:8085/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: 'http://localhost:8085/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:8085/__federation_expose_TrialWidget.1.js', as: 'script', crossorigin: 'anonymous' },
    ]);
  });

  it("hints the files of an exposed module's chunk group that its sync assets leave out (a chunk also listed under a shared module), once", async () => {
    const issueManifest = manifest({ IssueApp: { js: ['__federation_expose_IssueApp.2.js'] } });
    issueManifest.exposes[0]!.load = { js: ['vendors-icons.7.js', '__federation_expose_IssueApp.2.js'], css: ['icons.8.css'] };
    const hints = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: async (url) => (url === 'http://localhost:8081/mf-manifest.json' ? issueManifest : null) });
    expect(hints.map((hint) => hint.href)).toEqual([
      'http://localhost:8081/mf-manifest.json',
      'http://localhost:8081/remoteEntry.js',
      'http://localhost:8081/icons.8.css',
      'http://localhost:8081/__federation_expose_IssueApp.2.js',
      'http://localhost:8081/vendors-icons.7.js',
    ]);
  });

  it('leaves out the navigation for a signed-out reader, disabled modules, and slots the page does not show', async () => {
    const hints = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: source });
    expect(hints.map((hint) => hint.href)).not.toContain('http://localhost:8085/remoteEntry.js');
    expect(hints.some((hint) => hint.href.includes('8082') || hint.href.includes('EpicApp'))).toBe(false);
    expect(await pageHints({ registry, url: new URL('http://localhost:8080/'), signedIn: false, manifests: source })).toEqual([]);
  });

  it('hints only the manifest of a remote whose manifest cannot be read, and nothing for an entry pinned by integrity', async () => {
    const hints = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: async () => null });
    expect(hints).toEqual([{ href: 'http://localhost:8081/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' }]);
    const pinned = { modules: registry.modules.map((m) => ({ ...m, integrity: `sha384-${'A'.repeat(64)}` })) };
    expect(await pageHints({ registry: pinned, url: issueUrl, signedIn: true, manifests: source })).toEqual([]);
  });

  it("hints the shell's page-of-slots files first on an address that shows one, and only there", async () => {
    const slotPageFiles = ['/src_pages_SlotPage_tsx.1.js'];
    const hints = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: source, slotPageFiles });
    expect(hints[0]).toEqual({ href: '/src_pages_SlotPage_tsx.1.js', as: 'script' });
    expect(await pageHints({ registry, url: new URL('http://localhost:8080/'), signedIn: false, manifests: source, slotPageFiles })).toEqual([]);
  });

  it('resolves files against an explicit publicPath, and same-origin chunks without CORS mode', async () => {
    const own = { modules: [{ ...registry.modules[1], manifest: 'http://localhost:8080/issue/mf-manifest.json' }] };
    const hints = await pageHints({
      registry: own,
      url: issueUrl,
      signedIn: false,
      manifests: async () => manifest({ IssueApp: { js: ['a.1.js'] } }, 'http://localhost:8080/cdn/issue/'),
    });
    expect(hints.slice(1)).toEqual([
      { href: 'http://localhost:8080/cdn/issue/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:8080/cdn/issue/a.1.js', as: 'script' },
    ]);
  });
});

describe('pageHints: shared modules the shell provides', () => {
  const load = (js: string[], requires: string[] = []) => ({ js, css: [], requires });
  const host: MfManifest = {
    ...manifest({}),
    shared: [
      { name: 'react', version: '19.3.1', load: load(['/shared-react.1.js']) },
      { name: 'shared-kernel/ui', version: '1.2.0', load: load(['/shared-kernel_src_ui.2.js'], ['react', 'shared-kernel/format']) },
      { name: 'shared-kernel/format', version: '1.2.0', load: load(['/shared-kernel_src_format.3.js']) },
      { name: 'shared-kernel/dates', version: '1.2.0', load: load(['/shared-kernel_src_dates.4.js']) },
      { name: 'issuable-ui/react', version: '1.1.0', load: load(['/issuable-ui_src_react.5.js'], ['shared-kernel/dates']) },
    ],
  };
  const issue = (requires: string[], shared: MfManifest['shared'] = []): MfManifest => ({
    ...manifest({ IssueApp: { js: ['__federation_expose_IssueApp.2.js'] } }),
    exposes: [{ name: 'IssueApp', path: './IssueApp', requires, assets: { js: { sync: ['__federation_expose_IssueApp.2.js'] }, css: { sync: [] } } }],
    shared,
  });
  const withIssue = (issueManifest: MfManifest) => async (url: string) =>
    url === 'http://localhost:8080/mf-manifest.json' ? host : url === 'http://localhost:8081/mf-manifest.json' ? issueManifest : null;
  const hostManifestUrl = 'http://localhost:8080/mf-manifest.json';

  it("hints the shell's files of every shared module the exposed modules consume, and of what those consume, after the remotes' files", async () => {
    const hints = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: withIssue(issue(['issuable-ui/react', 'shared-kernel/ui', 'rxjs'])), hostManifestUrl });
    expect(hints.map((hint) => hint.href)).toEqual([
      'http://localhost:8081/mf-manifest.json',
      'http://localhost:8081/remoteEntry.js',
      'http://localhost:8081/__federation_expose_IssueApp.2.js',
      'http://localhost:8080/issuable-ui_src_react.5.js',
      'http://localhost:8080/shared-kernel_src_ui.2.js',
      'http://localhost:8080/shared-kernel_src_dates.4.js',
      'http://localhost:8080/shared-react.1.js',
      'http://localhost:8080/shared-kernel_src_format.3.js',
    ]);
    // The shell's chunks load from the page's origin: no CORS mode.
    expect(hints.at(-1)).toEqual({ href: 'http://localhost:8080/shared-kernel_src_format.3.js', as: 'script' });
  });

  it('leaves out what the page already hints, and a shared module a remote of the page offers in a higher version (the runtime takes that one)', async () => {
    const newer = issue(['shared-kernel/ui'], [{ name: 'shared-kernel/ui', version: '1.3.0' }]);
    const hints = await pageHints({
      registry,
      url: issueUrl,
      signedIn: false,
      manifests: withIssue(newer),
      hostManifestUrl,
      alreadyHinted: new Set(['http://localhost:8080/shared-react.1.js']),
    });
    expect(hints.map((hint) => hint.href).filter((href) => href.startsWith('http://localhost:8080/'))).toEqual([]);
    const older = issue(['shared-kernel/ui'], [{ name: 'shared-kernel/ui', version: '1.0.0' }]);
    const withOlder = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: withIssue(older), hostManifestUrl, alreadyHinted: new Set(['http://localhost:8080/shared-react.1.js']) });
    expect(withOlder.map((hint) => hint.href).filter((href) => href.startsWith('http://localhost:8080/'))).toEqual(['http://localhost:8080/shared-kernel_src_ui.2.js', 'http://localhost:8080/shared-kernel_src_format.3.js']);
  });

  it('hints no shared module without the shell manifest, or for exposed modules that list none', async () => {
    const without = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: withIssue(issue(['shared-kernel/ui'])) });
    expect(without.some((hint) => hint.href.startsWith('http://localhost:8080/'))).toBe(false);
    const none = await pageHints({ registry, url: issueUrl, signedIn: false, manifests: withIssue(manifest({ IssueApp: { js: ['x.js'] } })), hostManifestUrl });
    expect(none.some((hint) => hint.href.startsWith('http://localhost:8080/'))).toBe(false);
  });

  it('compares versions by number', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.2.0', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0-rc.1', '1.3.0')).toBe(-1);
  });
});

describe('manifestSource', () => {
  it('answers a known manifest at once and revalidates it by ETag for the next page; waits for an unknown one; gives nothing for an unreachable remote', async () => {
    let version = 1;
    const requests: Array<string | null> = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      if (url.includes('down')) throw new Error('ECONNREFUSED');
      const sent = new Headers(init?.headers).get('if-none-match');
      requests.push(sent);
      const etag = `"v${version}"`;
      if (sent === etag) return new Response(null, { status: 304, headers: { etag } });
      return Response.json(manifest({ [`App${version}`]: { js: [`a.${version}.js`] } }), { headers: { etag } });
    }) as typeof fetch;
    const get = manifestSource({ fetchImpl });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    expect((await get('http://r/mf-manifest.json'))?.exposes[0]?.name).toBe('App1');
    expect((await get('http://r/mf-manifest.json'))?.exposes[0]?.name).toBe('App1');
    await settle();
    version = 2;
    // The remote was redeployed: this page still gets the known manifest, the next one the new.
    expect((await get('http://r/mf-manifest.json'))?.exposes[0]?.name).toBe('App1');
    await settle();
    expect((await get('http://r/mf-manifest.json'))?.exposes[0]?.name).toBe('App2');
    await settle();
    expect(requests).toEqual([null, '"v1"', '"v1"', '"v2"']);
    expect(await get('http://down/mf-manifest.json')).toBeNull();
  });

  it('forgets a manifest its remote no longer serves', async () => {
    let status = 200;
    const fetchImpl = (async () => (status === 200 ? Response.json(manifest({ App: { js: ['a.js'] } }), { headers: { etag: '"1"' } }) : new Response('gone', { status }))) as unknown as typeof fetch;
    const get = manifestSource({ fetchImpl });
    expect(await get('http://r/mf-manifest.json')).not.toBeNull();
    status = 404;
    await get('http://r/mf-manifest.json');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await get('http://r/mf-manifest.json')).toBeNull();
  });
});

describe('renderHints', () => {
  it('writes link elements with escaped addresses', () => {
    expect(renderHints([{ href: 'http://a/x.js?a=1&b="2"', as: 'script', crossorigin: 'anonymous' }, { href: '/-/session', as: 'fetch', crossorigin: 'use-credentials' }])).toBe(
      '<link rel="preload" href="http://a/x.js?a=1&amp;b=&quot;2&quot;" as="script" crossorigin="anonymous"><link rel="preload" href="/-/session" as="fetch" crossorigin="use-credentials">',
    );
  });
});

describe('graphqlHints', () => {
  const query = 'query epicChildItems($fullPath:ID!$iid:ID$withEpics:Boolean!){group(fullPath:$fullPath){id epic(iid:$iid){id __typename}__typename}}';
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
            graphql: [{ operationName: 'epicChildItems', query, variables: { fullPath: '{groupPath}', iid: '{iid}', withEpics: true } }],
          },
        ],
      },
    ],
  };

  it("hints each startup query of the page's route over GET, with credentials, its variables filled from the address", () => {
    const [hint, ...others] = graphqlHints(epicRegistry, new URL('http://localhost:8080/groups/gitlab-org/sub/-/epics/10'));
    expect(others).toEqual([]);
    expect(hint).toMatchObject({ as: 'fetch', crossorigin: 'use-credentials' });
    const href = new URL(hint!.href, 'http://localhost:8080');
    expect(href.pathname).toBe('/api/graphql');
    expect(href.searchParams.get('operationName')).toBe('epicChildItems');
    expect(href.searchParams.get('query')).toBe(query);
    expect(JSON.parse(href.searchParams.get('variables')!)).toEqual({ fullPath: 'gitlab-org/sub', iid: '10', withEpics: true });
    expect(renderHints([hint!])).toBe(`<link rel="preload" href="${hint!.href.replace(/&/g, '&amp;')}" as="fetch" crossorigin="use-credentials">`);
  });

  it('hints none on a page without them, and takes the GraphQL path given', () => {
    expect(graphqlHints(epicRegistry, new URL('http://localhost:8080/groups/gitlab-org/-/epics'))).toEqual([]);
    expect(graphqlHints(registry, new URL('http://localhost:8080/groups/gitlab-org/-/epics/10'))).toEqual([]);
    expect(graphqlHints(epicRegistry, new URL('http://localhost:8080/groups/g/-/epics/1'), '/gql')[0]!.href).toMatch(/^\/gql\?query=/);
  });
});
