import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, resolveInside, startStaticServer } from './staticServer.ts';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-runtime.js', 'no-cache'],
    ['main.3dc63cff.js', 'public, max-age=31536000, immutable'],
    ['vendors-node_modules_react_index_js.54cf2a20.css', 'public, max-age=31536000, immutable'],
    ['assets/icon.1a2b3c4d.svg', 'public, max-age=31536000, immutable'],
    ['favicon.svg', 'no-cache'],
  ])('%s → %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});

describe('resolveInside', () => {
  it('keeps paths inside the root and refuses to climb out', () => {
    expect(resolveInside('/srv/dist', '/main.js')).toBe('/srv/dist/main.js');
    expect(resolveInside('/srv/dist', '/../etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '/%E0%A4%A')).toBeNull();
  });
});

describe('startStaticServer', () => {
  let origin: string;
  let api: Server;
  let server: Server;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var mf_trial = {};'.repeat(200));
    writeFileSync(path.join(root, 'main.3dc63cff.js'), 'console.log(1)');
    // A stand-in API the shell's server proxies to.
    api = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/forwarded-for') res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
      else res.end(JSON.stringify({ proxied: req.url, method: req.method }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    server = await startStaticServer({
      root,
      port: 0,
      host: '127.0.0.1',
      allowedOrigins: ['http://localhost:8080'],
      spa: { apiOrigin, contentSecurityPolicy: async () => "default-src 'self'" },
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    api.close();
  });

  it('serves hashed assets for a year and entry files with no-cache, gzipped when asked', async () => {
    const hashed = await fetch(`${origin}/main.3dc63cff.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toContain('text/javascript');
    const entry = await fetch(`${origin}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(await entry.text()).toContain('var mf_trial');
  });

  it('answers CORS for allowed origins only', async () => {
    const allowed = await fetch(`${origin}/remoteEntry.js`, { headers: { origin: 'http://localhost:8080' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const other = await fetch(`${origin}/remoteEntry.js`, { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('falls back to index.html with the CSP for page navigations, and proxies everything else to the API', async () => {
    const page = await fetch(`${origin}/gitlab-org/gitlab/-/issues/1`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>shell</title>');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const data = await fetch(`${origin}/gitlab-org/gitlab/-/issues/1.json`);
    expect(await data.json()).toEqual({ proxied: '/gitlab-org/gitlab/-/issues/1.json', method: 'GET' });
    const post = await fetch(`${origin}/users/sign_in`, { method: 'POST', body: '{}' });
    expect(await post.json()).toEqual({ proxied: '/users/sign_in', method: 'POST' });
  });

  it('sends navigations to uploaded and raw repository files to the API', async () => {
    const file = `/gitlab-org/gitlab/uploads/${'a'.repeat(32)}/notes.txt`;
    const opened = await fetch(`${origin}${file}`, { headers: { accept: 'text/html' } });
    expect(await opened.json()).toEqual({ proxied: file, method: 'GET' });
    const group = `/groups/gitlab-org/-/uploads/${'b'.repeat(32)}/a.png`;
    expect(await (await fetch(`${origin}${group}`, { headers: { accept: 'text/html' } })).json()).toEqual({ proxied: group, method: 'GET' });
    const raw = `/gitlab-org/gitlab/-/raw/${'c'.repeat(40)}/assets/logo.png`;
    expect(await (await fetch(`${origin}${raw}`, { headers: { accept: 'text/html' } })).json()).toEqual({ proxied: raw, method: 'GET' });
  });

  it('renders navigations through renderPage when given: its page and CSP, gzipped, never cached', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-page-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><head><title>shell</title></head>');
    const seen: string[] = [];
    const rendering = await startStaticServer({
      root,
      port: 0,
      host: '127.0.0.1',
      allowedOrigins: [],
      spa: {
        apiOrigin: 'http://127.0.0.1:9',
        contentSecurityPolicy: async () => "default-src 'none'",
        renderPage: async (_req, html, pageUrl) => {
          seen.push(pageUrl.href);
          return { html: html.replace('</head>', '<link rel="preload" href="/x.js" as="script"></head>'), contentSecurityPolicy: "default-src 'self'" };
        },
      },
    });
    try {
      const port = (rendering.address() as AddressInfo).port;
      const page = await fetch(`http://127.0.0.1:${port}/group/project/-/issues/3`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(await page.text()).toBe('<!doctype html><head><title>shell</title><link rel="preload" href="/x.js" as="script"></head>');
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(seen).toEqual([`http://127.0.0.1:${port}/group/project/-/issues/3`]);
    } finally {
      rendering.close();
    }
  });

  it("keeps an idle keep-alive connection past Node's 5 s default (6 s with its grace), so a client's next request on it is answered, not reset", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('close', () => (closed = true));
    const answered = async (count: number) => {
      while ((received.match(/HTTP\/1\.1 200/g) ?? []).length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const request = (method: string, url: string) => socket.write(`${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n`);
    request('GET', '/main.3dc63cff.js');
    await answered(1);
    // Node closes an idle connection about a second after its keep-alive timeout.
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(closed).toBe(false);
    request('PUT', '/api/issues/1');
    await answered(2);
    expect(received).toContain('{"proxied":"/api/issues/1","method":"PUT"}');
    socket.destroy();
  }, 15_000);

  it("tells the API the client's address in X-Forwarded-For, replacing whatever the client claimed", async () => {
    const response = await fetch(`${origin}/api/forwarded-for`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1' });
  });
});
