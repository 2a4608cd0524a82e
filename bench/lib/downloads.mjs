// What a first visit downloads: JS split into the shell, each remote and the shared libraries (from
// every build's mf-manifest.json and the files' source maps), and duplicate downloads.
import { remotePorts, shellOrigin } from './config.mjs';

export async function sharedFileMap(origins) {
  const map = new Map();
  for (const origin of origins) {
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) map.set(file, shared.name);
    }
  }
  return map;
}

export function packageOfShared(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
}

export function packageOfSource(source) {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [first, second] = source.slice(nodeModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return /(^|\/)shared-kernel\//.test(source) ? 'shared-kernel' : null;
}

/**
 * Bytes per package in one downloaded file, read from its source map (`<file>.map`, emitted by every
 * production build). Attributing files by what they contain, not by their chunk names, keeps a
 * remote's chunk that merely sits in a shared package's chunk group from counting as that package.
 */
export async function composition(url) {
  const response = await fetch(`${url}.map`).catch(() => null);
  if (!response?.ok) return null;
  const map = await response.json();
  const bytes = {};
  const modules = {};
  map.sources.forEach((source, index) => {
    const name = packageOfSource(source) ?? '(own code)';
    const size = map.sourcesContent?.[index]?.length ?? 0;
    bytes[name] = (bytes[name] ?? 0) + size;
    // The module's path inside the repository, the same whichever build bundled it.
    if (name !== '(own code)') modules[source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '')] = { name, size };
  });
  return { bytes, modules };
}

/** JS downloads of one first visit, split into shell, each remote and shared libraries. */
export async function splitDownloads(downloads, fileMap) {
  const sharedPackages = new Set([...fileMap.values()].map(packageOfShared));
  const byPart = {};
  const files = [];
  const seenUrls = new Map();
  const moduleOrigins = new Map();
  for (const d of downloads) {
    const u = new URL(d.url);
    seenUrls.set(d.url, (seenUrls.get(d.url) ?? 0) + 1);
    const found = await composition(d.url);
    const contents = found?.bytes;
    let dominant = null;
    if (found) {
      for (const [name, size] of Object.entries(contents)) if (!dominant || size > contents[dominant]) dominant = name;
      for (const [modulePath, { name, size }] of Object.entries(found.modules)) {
        // A module of a shared package fetched from two builds (modules under 256 bytes are the consume
        // shims every build emits, not copies).
        // The kernel's internal helpers are bundled into each subpath on purpose (the subpaths are
        // the shared modules); they keep page-wide state on globalThis, so a copy is harmless.
        if (!sharedPackages.has(name) || size < 256 || modulePath.startsWith('shared-kernel/src/internal/')) continue;
        const entry = moduleOrigins.get(modulePath) ?? { name, origins: new Set() };
        entry.origins.add(u.origin);
        moduleOrigins.set(modulePath, entry);
      }
    } else {
      const shared = fileMap.get(u.pathname.slice(1));
      dominant = shared ? packageOfShared(shared) : null;
    }
    let part;
    if (dominant && sharedPackages.has(dominant)) part = `shared:${dominant}`;
    else if (u.origin === shellOrigin) part = 'shell';
    else part = remotePorts[u.port] ?? u.origin;
    files.push({ url: d.url, part, gzip: d.gzip, ...(contents ? { contents } : {}) });
    byPart[part] = byPart[part] ?? { files: 0, bytes: 0, gzip: 0 };
    byPart[part].files += 1;
    byPart[part].bytes += d.bytes;
    byPart[part].gzip += d.gzip;
  }
  const sharedOrigins = new Map();
  for (const [modulePath, { name, origins }] of moduleOrigins) if (origins.size > 1) sharedOrigins.set(name, [...(sharedOrigins.get(name) ?? []), modulePath]);
  const duplicateUrls = [...seenUrls].filter(([, n]) => n > 1).map(([u]) => u);
  const sharedFromSeveralOrigins = [...sharedOrigins.keys()];
  return {
    jsGzipBytes: downloads.reduce((sum, d) => sum + d.gzip, 0),
    jsBytes: downloads.reduce((sum, d) => sum + d.bytes, 0),
    byPart,
    duplicateDownloads: duplicateUrls.length + sharedFromSeveralOrigins.length,
    duplicateUrls,
    sharedFromSeveralOrigins,
    duplicateModules: Object.fromEntries(sharedOrigins),
    // Every file, biggest first, with what it contains: where to look when a budget is missed.
    files: files.sort((a, b) => b.gzip - a.gzip),
  };
}

