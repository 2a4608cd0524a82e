import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The library imports only shared-kernel, React and Primer (never a remote), and the edit form reaches
// the first-view module by its package name, so a page has one copy of it.
const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Test code (src/test, *.test.*) may use the testing libraries.
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const specifiersOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)].map((match) => match[1]!);

describe('issuable-ui imports', () => {
  it('imports only shared-kernel, React, Primer and itself', () => {
    const allowed = /^(\.|react$|react\/|react-dom|@primer\/|shared-kernel\/|issuable-ui\/)/;
    const offenders = sourceFiles(SRC).flatMap((file) => specifiersOf(file).filter((specifier) => !allowed.test(specifier)).map((specifier) => `${path.relative(SRC, file)} → ${specifier}`));
    expect(offenders).toEqual([]);
  });

  it('the edit form imports the first-view module by package name, never by path', () => {
    const editForm = path.join(SRC, 'edit-form');
    const offenders = sourceFiles(editForm).flatMap((file) => specifiersOf(file).filter((specifier) => specifier.startsWith('..')).map((specifier) => `${path.relative(SRC, file)} → ${specifier}`));
    expect(offenders).toEqual([]);
  });
});
