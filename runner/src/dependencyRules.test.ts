// The lint step's import rules (.dependency-cruiser.cjs at the repository root) fail on what they
// forbid: violations are planted in a scratch tree laid out like the repository and checked with the
// same command `npm run lint:deps` runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = path.join(repoRoot, '.dependency-cruiser.cjs');
const depcruise = path.join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Writes `files` (path → source) into a fresh directory and runs the rules over it. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  scratch = mkdtempSync(path.join(tmpdir(), 'depcruise-rules-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), source);
  }
  // Plain text whatever the caller's terminal asked for (runner/bin/workspaces.mjs sets FORCE_COLOR).
  const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  const result = spawnSync(process.execPath, [depcruise, '--config', config, '--output-type', 'err', '.'], { cwd: scratch, encoding: 'utf8', env });
  // eslint-disable-next-line no-control-regex -- removing terminal colour codes
  const output = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output };
}

/** The violations reported, as `rule: from → to` (first line of each). */
function violations(output: string): string[] {
  return output
    .split('\n')
    .map((line) => /error (\S+): (\S+) → ?(\S*)/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, rule, from, to]) => `${rule}: ${from} → ${to}`);
}

describe('the import rules (npm run lint:deps)', () => {
  it('fail on an import cycle under server/src, naming the rule', () => {
    const { status, output } = cruise({
      'server/src/domains/issues/service.ts': "import { noteCount } from '../notes/service.ts';\nexport const issue = () => noteCount();\n",
      'server/src/domains/notes/service.ts': "import { issue } from '../issues/service.ts';\nexport const noteCount = () => 1;\nexport const again = () => issue();\n",
    });
    expect(status).not.toBe(0);
    expect(violations(output)).toContainEqual(expect.stringMatching(/^no-server-cycle: server\/src\/domains\/(issues|notes)\/service\.ts/));
  });

  it("fail when a remote's feature imports another feature, naming the rule", () => {
    const { status, output } = cruise({
      'mf-demo/src/features/header/texts.ts': "export const title = 'Title';\n",
      'mf-demo/src/features/sidebar/Sidebar.ts': "import { title } from '../header/texts.ts';\nexport const heading = title;\n",
    });
    expect(status).not.toBe(0);
    expect(violations(output)).toEqual(['no-feature-to-feature: mf-demo/src/features/sidebar/Sidebar.ts → mf-demo/src/features/header/texts.ts']);
  });

  it("fail on a domain importing another domain's route file, a remote importing another remote, and a seed import", () => {
    const { status, output } = cruise({
      'server/src/domains/notes/routes.ts': 'export const noteUrl = (id: number) => `/notes/${id}`;\n',
      'server/src/domains/awards/service.ts': "import { noteUrl } from '../notes/routes.ts';\nexport const link = noteUrl(1);\n",
      'server/src/seed/index.ts': 'export const seed = () => undefined;\n',
      'server/src/plugins/db.ts': "import { seed } from '../seed/index.ts';\nexport const open = () => seed();\n",
      'mf-one/src/index.ts': "import { two } from '../../mf-two/src/index.ts';\nexport const one = two;\n",
      'mf-two/src/index.ts': 'export const two = 2;\n',
    });
    expect(status).not.toBe(0);
    expect(violations(output).sort()).toEqual([
      'no-cross-remote: mf-one/src/index.ts → mf-two/src/index.ts',
      'no-domain-imports-other-domain-routes: server/src/domains/awards/service.ts → server/src/domains/notes/routes.ts',
      'no-seed-outside-seeding: server/src/plugins/db.ts → server/src/seed/index.ts',
    ]);
  });

  it('pass imports that flow one way: within a feature, from a feature to lib and the kernel, the start path and tests to seeds', () => {
    const { status, output } = cruise({
      'mf-demo/src/lib/format.ts': 'export const format = (value: string) => value.trim();\n',
      'mf-demo/src/features/header/texts.ts': "import { format } from '../../lib/format.ts';\nexport const title = format(' Title ');\n",
      'mf-demo/src/features/header/Header.ts': "import { title } from './texts.ts';\nexport const header = title;\n",
      'mf-demo/src/pages/Page.ts': "import { header } from '../features/header/Header.ts';\nexport const page = header;\n",
      'server/src/domains/notes/routes.ts': "import { count } from './service.ts';\nexport const routes = count;\n",
      'server/src/domains/notes/service.ts': 'export const count = 1;\n',
      'server/src/seed/index.ts': "import { count } from '../domains/notes/service.ts';\nexport const seed = () => count;\n",
      'server/src/seed/index.test.ts': "import { seed } from './index.ts';\nexport const seeded = seed();\n",
      'server/src/server.ts': "import { seed } from './seed/index.ts';\nexport const start = () => seed();\n",
    });
    expect(violations(output)).toEqual([]);
    expect(status).toBe(0);
  });
});
