import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A front-end package's product sources, as text (never imported: the server runs none of it). */
export interface SourcePackage {
  /** Its folder under the repository root, e.g. `mf-issue`. */
  folder: string;
  /** Its package.json `name`, which other packages import it by. */
  name: string;
  /** Product files by path relative to the package (`src/features/…/x.ts`, POSIX separators). */
  files: ReadonlyMap<string, string>;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|graphql|gql)$/;
/** Tests and their support code (fakes, fixtures, `*.testing.ts`): not what the product sends. */
const TEST_FILE = /(?:\.(?:test|spec|testing|stories)\.[^/]+|\.d\.ts)$|(?:^|\/)(?:test|tests|testing|__tests__|__mocks__|__fixtures__)\//;

/**
 * The front-end packages: every folder of the repository with a `package.json` and a `src/`, except
 * the server. Found by listing, so a new remote or library is checked from its first commit.
 */
export function frontEndFolders(root = REPO_ROOT): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules' && entry.name !== 'server')
    .filter((entry) => fs.existsSync(path.join(root, entry.name, 'package.json')) && fs.statSync(path.join(root, entry.name, 'src'), { throwIfNoEntry: false })?.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function readFiles(root: string, dir: string, wanted: (relative: string) => boolean, into = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) readFiles(root, relative, wanted, into);
    } else if (wanted(relative)) {
      into.set(relative, fs.readFileSync(path.join(root, relative), 'utf8'));
    }
  }
  return into;
}

/** Reads the product sources of every front-end package. */
export function readFrontEndPackages(root = REPO_ROOT): SourcePackage[] {
  return frontEndFolders(root).map((folder) => {
    const files = readFiles(path.join(root, folder), 'src', (relative) => SOURCE_FILE.test(relative) && !TEST_FILE.test(relative));
    const { name } = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name?: string };
    return { folder, name: name ?? folder, files };
  });
}

/** The server's test files: their `/* GraphQL *\/` documents are the server's own operations, which no client sends. */
export function readServerTests(root = REPO_ROOT): SourcePackage {
  return { folder: 'server', name: '@platform/server', files: readFiles(path.join(root, 'server'), 'src', (relative) => relative.endsWith('.test.ts')) };
}
