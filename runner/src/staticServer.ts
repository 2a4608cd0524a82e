// Static file server for the shell and each remote in production (`npm start`): one origin per
// build, CORS for the configured origins, long-lived caching for hashed assets and `no-cache` for
// what names them (index.html, mf-manifest.json, remoteEntry.js, mf-runtime.js). The shell's server also falls
// back to index.html for page navigations and passes API requests (and WebSockets) to the API.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface StaticServerOptions {
  /** Folder with the build output. */
  root: string;
  port: number;
  host: string;
  /** Origins allowed to read these files cross-origin (the shell's, integrators'). */
  allowedOrigins: string[];
  /** The shell: page navigations get index.html; everything not a file goes to the API. */
  spa?: {
    apiOrigin: string;
    contentSecurityPolicy: () => Promise<string>;
    /**
     * Renders index.html for one navigation (runner/src/shellPage.ts: inlined configuration, preload
     * hints) with its CSP; without it the page is sent as built, with `contentSecurityPolicy()`.
     */
    renderPage?: (req: IncomingMessage, html: string, pageUrl: URL) => Promise<{ html: string; contentSecurityPolicy: string }>;
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
};

const NAMING_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'mf-runtime.js']);
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$|^assets\//;

/** Cache policy: what names other files must be revalidated; content-hashed files never change. */
export function cacheControlFor(relativePath: string): string {
  const base = path.posix.basename(relativePath);
  if (NAMING_FILES.has(base)) return 'no-cache';
  if (HASHED.test(relativePath) || HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Files the API serves (markdown attachments `/<project>/uploads/<32 hex>/<file>`,
 * `/groups/<group>/-/uploads/…`, metric images under `/uploads/-/system/`, repository files under
 * `/<project>/-/raw/<sha>/<path>`): opening one in a tab is a navigation, but it must reach the API, not
 * the shell's page.
 */
export const API_FILE_PATH = /\/uploads\/(?:[0-9a-f]{32}|-\/system)\/|\/-\/raw\//i;

/** True when the request is a browser navigating to a page (not a fetch of data, nor an uploaded file). */
export function isPageNavigation(req: IncomingMessage): boolean {
  return req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html') && !API_FILE_PATH.test(new URL(req.url ?? '/', 'http://static.local').pathname);
}

const pageCache = new Map<string, { mtimeMs: number; html: string }>();

/** index.html as built, read again when the build changes it. */
async function readPage(file: string): Promise<string> {
  const stat = await fs.stat(file);
  const cached = pageCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.html;
  const html = await fs.readFile(file, 'utf8');
  pageCache.set(file, { mtimeMs: stat.mtimeMs, html });
  return html;
}

/** A page rendered for this request: never cached, gzipped when the browser accepts it. */
function sendHtml(req: IncomingMessage, res: ServerResponse, html: string, headers: Record<string, string>) {
  res.setHeader('Content-Type', TYPES['.html']!);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  let body = Buffer.from(html);
  if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
    body = gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding, Origin, Cookie');
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, relative: string, extraHeaders: Record<string, string> = {}) {
  const stat = await fs.stat(file);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControlFor(relative));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const compressible = /text|json|svg/.test(type) && stat.size > 1024;
  if (compressible && String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
    let cached = gzipCache.get(file);
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, body: gzipSync(await fs.readFile(file)) };
      gzipCache.set(file, cached);
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding, Origin');
    res.setHeader('Content-Length', cached.body.length);
    res.end(req.method === 'HEAD' ? undefined : cached.body);
    return;
  }
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: string[]) {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin && allowedOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  }
}

/** Resolves a URL path inside `root`, refusing anything that climbs out of it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function isFile(file: string | null): Promise<boolean> {
  if (!file) return false;
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

function proxy(req: IncomingMessage, res: ServerResponse, apiOrigin: string) {
  const target = new URL(req.url ?? '/', apiOrigin);
  const upstream = httpRequest(
    target,
    {
      method: req.method,
      // The shell's server is the edge: the client's own X-Forwarded-For is replaced by the address it
      // connected from, which the API trusts from this proxy only (its sign-in throttling is per address).
      headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
    }
    res.end(JSON.stringify({ message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the time
 * clients keep an idle connection for reuse (browsers, HTTP client libraries): a request written on a
 * connection the server is closing at that moment fails with a reset (ECONNRESET) and, for a PUT or
 * POST, is not retried. Fastify's default, the API server's, is 72 s: the same here.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Starts one static server; resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = path.resolve(options.root);
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://static.local');
      applyCors(req, res, options.allowedOrigins);
      if (req.method === 'OPTIONS' && !options.spa) {
        res.statusCode = 204;
        res.end();
        return;
      }
      const file = resolveInside(root, url.pathname);
      const servable = (req.method === 'GET' || req.method === 'HEAD') && url.pathname !== '/' && (await isFile(file));
      if (servable && file) {
        await sendFile(req, res, file, path.relative(root, file).split(path.sep).join('/'));
        return;
      }
      if (options.spa && isPageNavigation(req) && !url.pathname.startsWith('/api/')) {
        const pageHeaders = { 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
        const indexFile = path.join(root, 'index.html');
        if (options.spa.renderPage) {
          const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0]!.trim();
          const pageUrl = new URL(req.url ?? '/', `${proto}://${req.headers.host ?? `${options.host}:${options.port}`}`);
          const page = await options.spa.renderPage(req, await readPage(indexFile), pageUrl);
          sendHtml(req, res, page.html, { ...pageHeaders, 'Content-Security-Policy': page.contentSecurityPolicy });
          return;
        }
        await sendFile(req, res, indexFile, 'index.html', { ...pageHeaders, 'Content-Security-Policy': await options.spa.contentSecurityPolicy() });
        return;
      }
      if (options.spa) {
        proxy(req, res, options.spa.apiOrigin);
        return;
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });

  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers' timeout to be longer than the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;

  if (options.spa) {
    const apiOrigin = new URL(options.spa.apiOrigin);
    // WebSockets (GraphQL subscriptions) pass through to the API untouched.
    server.on('upgrade', (req, socket, head) => {
      const upstream = connect(Number(apiOrigin.port || 80), apiOrigin.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
