// CPU profiles of a page (CDP, sampled every 0.5 ms) summed by function and mapped to the sources through
// the builds' source maps: what the main thread spent its time on (bench/diffsProfile.mjs, reviewProfile.mjs).
import sourceMap from 'source-map-js';

const consumers = new Map();
/** The source map of a script (null when it has none). */
async function consumerFor(url) {
  if (!consumers.has(url)) {
    consumers.set(
      url,
      fetch(`${url}.map`)
        .then((response) => (response.ok ? response.json() : null))
        .then((raw) => (raw ? new sourceMap.SourceMapConsumer(raw) : null))
        .catch(() => null),
    );
  }
  return consumers.get(url);
}

/** Self time per function of a CDP profile, the `top` first, each mapped to its source. */
export async function topFunctions(profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName}\u0000${url}\u0000${lineNumber}\u0000${columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const rows = [];
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const [name, url, line, column] = key.split('\u0000');
    let where = url ? `${url.replace(/^http:\/\/localhost:\d+\//, '').slice(0, 80)}:${Number(line) + 1}` : '';
    const consumer = url ? await consumerFor(url) : null;
    const original = consumer?.originalPositionFor({ line: Number(line) + 1, column: Number(column) });
    if (original?.source) where = `${original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'node_modules/')}:${original.line}${original.name ? ` (${original.name})` : ''}`;
    rows.push(`${ms.toFixed(1).padStart(8)} ms  ${(name || '(anonymous)').slice(0, 40).padEnd(40)} ${where}`);
  }
  // The same self time summed by source file (a package's files as the package), top first.
  const byFile = new Map();
  for (const [key, ms] of self.entries()) {
    const [name, url, line, column] = key.split('\u0000');
    const consumer = url ? await consumerFor(url) : null;
    const original = consumer?.originalPositionFor({ line: Number(line) + 1, column: Number(column) });
    const source = original?.source
      ? original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : url
        ? url.replace(/^http:\/\/localhost:\d+\//, '').slice(0, 60)
        : `(${name || 'native'})`;
    byFile.set(source, (byFile.get(source) ?? 0) + ms);
  }
  const files = [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([source, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${source}`);
  return { total: Math.round(total), rows, files };
}

/** Starts a CPU profile of the page; the returned function stops it and answers the profile. */
export async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile;
}
