import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Guards of mf-diffs's layout (docs/architecture.md, "The issuable library"): the remote is built on the
// issuable library and the kernel only, and its features talk through the pages that compose them.
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

describe('mf-diffs imports', () => {
  it('imports only itself, issuable-ui, shared-kernel and the shared libraries', () => {
    const allowed = /^(react|react-dom|@primer\/|@tanstack\/react-virtual|@apollo\/client|graphql|rxjs|shared-kernel\/|issuable-ui\/|@testing-library\/|vitest|node:)/;
    const offenders = sourceFiles(SRC).flatMap((file) =>
      importsOf(file)
        .filter((target) => (path.isAbsolute(target) ? !target.startsWith(SRC + path.sep) : !allowed.test(target)))
        .map((target) => `${path.relative(SRC, file)} → ${path.isAbsolute(target) ? path.relative(SRC, target) : target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no feature imports another feature', () => {
    const features = path.join(SRC, 'features');
    const offenders = (existsSync(features) ? sourceFiles(features) : []).flatMap((file) => {
      const own = path.relative(features, file).split(path.sep)[0];
      return importsOf(file)
        .filter((target) => target.startsWith(features + path.sep) && path.relative(features, target).split(path.sep)[0] !== own)
        .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
    });
    expect(offenders).toEqual([]);
  });

  it("the Changes tab's modules import no value from issuable-ui (its first screen does not load the library)", () => {
    // Static value imports only: `import type` is erased, and a dynamic import is a later chunk.
    const valueImportsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)]
        .map((match) => (match[1] ?? match[2])!)
        .map((specifier) => (specifier.startsWith('.') ? resolveSource(path.resolve(path.dirname(file), specifier)) : specifier));
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const target of valueImportsOf(file)) {
        if (path.isAbsolute(target)) visit(target);
        else if (target.startsWith('issuable-ui')) offenders.push(`${path.relative(SRC, file)} → ${target}`);
      }
    };
    visit(path.join(SRC, 'exposes', 'DiffsApp.tsx'));
    expect(seen.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});

function resolveSource(base: string): string {
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`unresolved import ${base}`);
  return found;
}
