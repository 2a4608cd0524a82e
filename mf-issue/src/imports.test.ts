import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Guards of mf-issue's layout (docs/architecture.md, "The issuable library"): features talk through the
// pages or the libraries.
const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file imports (static, dynamic, re-exports), resolved when relative. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'([^']+)'/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => (specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier));
}

describe('mf-issue imports', () => {
  it('no feature imports another feature', () => {
    const features = path.join(SRC, 'features');
    const offenders = sourceFiles(features).flatMap((file) => {
      const own = path.relative(features, file).split(path.sep)[0];
      return importsOf(file)
        .filter((target) => target.startsWith(features + path.sep) && path.relative(features, target).split(path.sep)[0] !== own)
        .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
    });
    expect(offenders).toEqual([]);
  });
});
