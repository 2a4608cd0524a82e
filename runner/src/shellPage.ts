// The shell's page for one navigation (docs/architecture.md, "Serving (run contract)"): the built
// index.html with, computed at serve time,
// - the platform configuration inlined (the script the page would otherwise fetch from the API before
//   anything else may run), allowed by its hash in the page's CSP;
// - preload hints for the session and registry requests, and for the first screen's remote files and,
//   on a page of slots, the shell's SlotPage chunk (pageHints.ts);
// and the page's Content-Security-Policy (the registry's remote origins).
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { dataHints, graphqlHints, manifestSource, pageHints, renderHints, type ManifestSource, type PreloadHint } from './pageHints.ts';
import { buildShellCsp } from './shellCsp.ts';

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

export interface ShellPageOptions {
  apiOrigin: string;
  /** The registry URL the page reads (platform configuration's registryUrl); hinted when on the page's origin or absolute. */
  registryUrl?: string;
  /** With false, only the configuration is inlined (a remote's standalone page). */
  hints?: boolean;
  fetchImpl?: typeof fetch;
  manifests?: ManifestSource;
}

const CONFIG_TAG = /<script src="\/-\/platform-config\.js"><\/script>/;
const SESSION_COOKIE = /(?:^|;\s*)_gitlab_session=/;
const SLOT_PAGE_FILES = /<meta name="platform-slot-page-files" content="([^"]*)">/;

/** The shell's files of a page of slots, as its build names them in index.html (shell/tools/preloadBootPlugin.mjs). */
export function slotPageFilesOf(html: string): string[] {
  return (SLOT_PAGE_FILES.exec(html)?.[1] ?? '').split(' ').filter((file) => file.startsWith('/'));
}

/** The files the built page already preloads (its start-up files), as absolute URLs. */
export function preloadedFilesOf(html: string, pageUrl: URL): Set<string> {
  return new Set([...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => new URL(href!, pageUrl).href));
}

async function getJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

async function getText(fetchImpl: typeof fetch, url: string): Promise<string | null> {
  try {
    const response = await fetchImpl(url);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** Origins of the registry's modules (the page's CSP lets scripts come from them). */
export function registryOrigins(registry: unknown): string[] {
  const modules = (registry as { modules?: Array<{ manifest?: unknown }> } | null)?.modules;
  if (!Array.isArray(modules)) return [];
  const origins = modules.flatMap((m) => {
    try {
      return typeof m?.manifest === 'string' ? [new URL(m.manifest).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** `html` with `script` inlined in place of the platform-config tag, and the script's CSP hash (none when there is no tag). */
export function inlineConfig(html: string, script: string): { html: string; hash: string | null } {
  if (!CONFIG_TAG.test(html)) return { html, hash: null };
  const body = script.replace(/<\/(script)/gi, '<\\/$1');
  const hash = `sha256-${createHash('sha256').update(body).digest('base64')}`;
  return { html: html.replace(CONFIG_TAG, () => `<script>${body}</script>`), hash };
}

/** `html` with `markup` first in its head (after the charset declaration, which must come first). */
export function injectHeadStart(html: string, markup: string): string {
  if (!markup) return html;
  const charset = /<meta charset="?[^">]*"?\s*\/?>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}${markup}${html.slice(charset.index + charset[0].length)}`;
  return html.replace(/<head>/i, (head) => `${head}${markup}`);
}

/** `html` with `markup` at the end of its head. */
export function injectHead(html: string, markup: string): string {
  if (!markup) return html;
  return html.includes('</head>') ? html.replace('</head>', () => `${markup}</head>`) : `${markup}${html}`;
}

/** The page renderer the static server calls for each navigation to the shell (or a standalone app, without hints). */
export function shellPageRenderer(options: ShellPageOptions): (req: IncomingMessage, html: string, pageUrl: URL) => Promise<RenderedPage> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const manifests = options.manifests ?? manifestSource({ fetchImpl });
  const registryUrl = options.registryUrl ?? '/-/registry.json';
  return async (req, html, pageUrl) => {
    const [registry, config] = await Promise.all([getJson(fetchImpl, `${options.apiOrigin}/-/registry.json`), getText(fetchImpl, `${options.apiOrigin}/-/platform-config.js`)]);
    const scriptHashes: string[] = [];
    let page = html;
    if (config !== null) {
      const inlined = inlineConfig(page, config);
      page = inlined.html;
      if (inlined.hash) scriptHashes.push(inlined.hash);
    }
    if (options.hints !== false) {
      // The two requests every page waits for go first: on the shell's origin they would otherwise
      // queue behind the start-up chunks the build hints (six connections per origin over HTTP/1.1).
      // Then the JSON the first screen reads first (the issue's), which would otherwise wait for its code.
      // The route's later reads (the first discussions page) go after the page's code: they are below
      // the fold, and on the shell's origin they would otherwise hold connections its chunks need.
      const [mainRead, ...laterReads] = registry ? dataHints(registry, pageUrl) : [];
      const first: PreloadHint[] = [
        { href: '/-/session', as: 'fetch', crossorigin: 'use-credentials' },
        { href: registryUrl, as: 'fetch', crossorigin: 'use-credentials' },
        ...(mainRead ? [mainRead] : []),
        // The first screen's GraphQL queries (the epic tree's first page), which would otherwise wait
        // for the page's code, Apollo's and the epic's JSON.
        ...(registry ? graphqlHints(registry, pageUrl) : []),
      ];
      page = injectHeadStart(page, renderHints(first));
      if (registry) {
        const remoteFiles = await pageHints({
          registry,
          url: pageUrl,
          signedIn: SESSION_COOKIE.test(String(req.headers.cookie ?? '')),
          manifests,
          slotPageFiles: slotPageFilesOf(html),
          hostManifestUrl: new URL('/mf-manifest.json', pageUrl).href,
          alreadyHinted: preloadedFilesOf(html, pageUrl),
        });
        page = injectHead(page, renderHints(remoteFiles));
      }
      page = injectHead(page, renderHints(laterReads));
    }
    return { html: page, contentSecurityPolicy: buildShellCsp({ remoteOrigins: registryOrigins(registry), apiOrigin: options.apiOrigin, scriptHashes }) };
  };
}
