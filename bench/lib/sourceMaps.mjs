// Maps a position in a built file (a CPU profile's call frame) to its original source, through the build's
// source map (every production build writes `<file>.map` beside it). A small decoder of the mappings'
// base64 VLQ: the bench's profiles need only the source file of a position, not names or columns.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Per generated line, the segments' [generated column, source index], in column order. */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** The original source (as the map names it) of 0-based `line`, `column` in a file mapped by `map`. */
export function sourceAt(map, line, column) {
  const segments = map.lines[line];
  if (!segments?.length) return null;
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (segments[middle][0] <= column) low = middle;
    else high = middle - 1;
  }
  return segments[low][0] <= column ? map.sources[segments[low][1]] : null;
}

/** `url` (an address the page loaded a script from) → its parsed source map, given `dirOf(origin)` a build's folder. */
export function sourceMapsFor(dirOf) {
  const cache = new Map();
  return (url) => {
    if (cache.has(url)) return cache.get(url);
    let map = null;
    try {
      const { origin, pathname } = new URL(url);
      const dir = dirOf(origin);
      const file = dir && path.join(dir, `${pathname}.map`);
      if (file && existsSync(file)) {
        const json = JSON.parse(readFileSync(file, 'utf8'));
        map = { sources: json.sources, lines: decodeMappings(json.mappings) };
      }
    } catch {
      map = null;
    }
    cache.set(url, map);
    return map;
  };
}

/**
 * What a source belongs to, for a profile's totals: a package under node_modules, the Module Federation
 * runtime and the bundler's glue, a kernel subpath, or a workspace's folder (`mf_notes:src/features/…`).
 */
export function sourceGroup(source) {
  if (/@module-federation\/|webpack\/(bootstrap|runtime|container)|(?:^|\/)%3D/.test(source)) return 'Module Federation runtime + bundler glue';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  const kernel = /shared-kernel\/src\/([^/]+)/.exec(source)?.[1];
  if (kernel) return `shared-kernel/${kernel}`;
  if (source.includes('issuable-ui/')) return 'issuable-ui';
  const [, build = '', rest = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  return `${build}:${rest.replace(/^\.\//, '').split('/').slice(0, 3).join('/')}`;
}
