import type { FileChange, ImportCommit, Person } from '../domains/repositories/fastImport.ts';
import { png } from './png.ts';
import * as src from './demoSources.ts';

/** The project whose repository has the demo branches (and the demo merge requests). */
export const DEMO_MR_PROJECT = 'gitlab-org/gitlab';

/** What a demo branch is for: each one shows a kind of change the diffs view must render. */
export type DemoBranchCase =
  | 'languages'
  | 'renames'
  | 'modes'
  | 'images'
  | 'whitespace'
  | 'versions'
  | 'merged'
  | 'closed'
  | 'draft'
  | 'conflict';

/** A branch of the demo repository, with what a merge request from it says. */
export interface DemoBranch {
  /** Source branch; the target is always `main`. */
  name: string;
  case: DemoBranchCase;
  title: string;
  description: string;
  /** Seeded user (username) who authored the branch's commits and opens the merge request. */
  author: string;
  /** State the merge request is seeded in; `merged` ones are merged by the seed of merge requests. */
  state: 'opened' | 'merged' | 'closed';
  draft: boolean;
  /**
   * The branch's commits since it left `main`, oldest first, each pushed on its own: a merge request from
   * it has one diff version per commit (`git rev-list --reverse main..<name>`).
   */
  pushes: number;
}

/** Seeded users as commit authors (their seeded e-mail addresses; all are members of gitlab-org). */
const people: Record<string, Person> = {
  root: { name: 'Administrator', email: 'root@example.com' },
  maintainer: { name: 'Max Maintainer', email: 'maintainer@example.com' },
  developer: { name: 'Dana Developer', email: 'developer@example.com' },
  outsider: { name: 'Nora Outsider', email: 'outsider@example.com' },
};

/** A stable pseudo-random byte sequence with NUL bytes: a binary file git does not diff. */
function binary(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = i % 7 === 0 ? 0 : state >> 16;
  }
  return Buffer.concat([Buffer.from('GLICONS\0', 'latin1'), bytes]);
}

/** The logo, before (orange tanuki-ish gradient) and after (purple, with a ring): visibly different. */
const LOGO = png(48, 48, (x, y) => [226 - x * 2, 67 + y * 2, 41]);
const LOGO_NEW = png(64, 64, (x, y) => {
  const d = Math.hypot(x - 32, y - 32);
  return d > 22 && d < 28 ? [255, 255, 255] : [108 + x, 73, 172 + (y >> 1)];
});
const FAVICON = png(16, 16, (x, y) => ((x + y) % 2 === 0 ? [108, 73, 172] : [252, 109, 38]));

export const DEMO_BRANCHES: readonly DemoBranch[] = [
  {
    name: 'feature/display-names',
    case: 'languages',
    title: 'Show display names across the app',
    description:
      'Profiles, greetings, the weekly report and the hello endpoint now use the display name.\n\n- Ruby: `User#display_name`\n- TypeScript: `displayName()` (new file)\n- Python: most active users in the report\n- Go: a default name\n- CSS: the profile header\n\nAlso removes the outdated release process document.',
    author: 'developer',
    state: 'opened',
    draft: false,
    pushes: 1,
  },
  {
    name: 'refactor/move-scripts',
    case: 'renames',
    title: 'Rename the setup guide and the legacy script helpers',
    description: '`docs/setup.md` becomes `docs/installation.md` (no changes) and `scripts/legacy_utils.py` becomes `scripts/utils.py` with a fix to `slugify`.',
    author: 'maintainer',
    state: 'opened',
    draft: false,
    pushes: 1,
  },
  {
    name: 'chore/deploy-permissions',
    case: 'modes',
    title: 'Make the deploy script executable and pin the current configuration',
    description: '`bin/deploy` gets the executable bit (100644 → 100755) and `config/current` is a file instead of a symbolic link to `production.yml`.',
    author: 'developer',
    state: 'opened',
    draft: false,
    pushes: 1,
  },
  {
    name: 'feature/new-logo',
    case: 'images',
    title: 'New logo and favicon',
    description: 'Replaces `assets/logo.png` (48×48 → 64×64), adds `assets/favicon.png` and updates the icon font `assets/fonts/icons.bin` (binary).',
    author: 'developer',
    state: 'opened',
    draft: false,
    pushes: 1,
  },
  {
    name: 'style/whitespace',
    case: 'whitespace',
    title: 'Indent stylesheets with tabs',
    description: 'Whitespace only: the stylesheet is indented with tabs and `format.ts` re-indented. Hide whitespace changes to see nothing changed.',
    author: 'maintainer',
    state: 'opened',
    draft: false,
    pushes: 1,
  },
  {
    name: 'feature/search',
    case: 'versions',
    title: 'Search items by title and description',
    description: 'Adds `search()` with tests. Pushed three times: the function, its tests, then case-insensitive matching of every word.',
    author: 'developer',
    state: 'opened',
    draft: false,
    pushes: 3,
  },
  {
    name: 'docs/contributing-wording',
    case: 'merged',
    title: 'Friendlier wording in the contributing guide',
    description: 'Small wording changes in CONTRIBUTING.md.',
    author: 'developer',
    state: 'merged',
    draft: false,
    pushes: 1,
  },
  {
    name: 'experiment/response-cache',
    case: 'closed',
    title: 'Cache hello responses',
    description: 'An experiment with an in-memory cache. Closed: the endpoint is cheap enough.',
    author: 'maintainer',
    state: 'closed',
    draft: false,
    pushes: 1,
  },
  {
    name: 'feature/health-check',
    case: 'draft',
    title: 'Draft: Add a health check endpoint',
    description: 'Adds `/-/health` to the Go server. Still a draft: the load balancer configuration is missing.',
    author: 'developer',
    state: 'opened',
    draft: true,
    pushes: 1,
  },
  {
    name: 'docs/changelog-display-names',
    case: 'conflict',
    title: 'Mention display names in the changelog',
    description: 'Conflicts with `main`, which changed the same CHANGELOG line after this branch started.',
    author: 'developer',
    state: 'opened',
    draft: false,
    pushes: 1,
  },
];

const write = (path: string, content: string | Buffer, mode?: '100644' | '100755' | '120000'): FileChange => ({ op: 'write', path, content, ...(mode ? { mode } : {}) });

/**
 * The whole history of the demo repository for one `git fast-import`: `initial` (the issue templates and
 * README every seed had) and `more` (later commits of the default branch), then the application sources
 * and one branch per entry of {@link DEMO_BRANCHES}. Dates count back from `now`.
 */
export function demoHistory(initial: FileChange[], more: { changes: FileChange[]; message: string; author: Person }[], now: Date): ImportCommit[] {
  const day = (offset: number, hour = 10) => new Date(now.getTime() + offset * 86_400_000 + (hour - 12) * 3_600_000);
  const main = 'refs/heads/main';
  const commits: ImportCommit[] = [{ ref: main, mark: 'initial', author: people.root!, at: day(-40), message: 'Initial commit', changes: initial }];
  more.forEach((commit, index) => commits.push({ ref: main, mark: `more-${index}`, author: commit.author, at: day(-39 + index), message: commit.message, changes: commit.changes }));
  commits.push(
    {
      ref: main,
      mark: 'skeleton',
      author: people.root!,
      at: day(-30),
      message: 'Add the application skeleton\n\nRuby models, TypeScript helpers, Python scripts, the Go server, assets and configuration.',
      changes: [
        write('app/models/user.rb', src.USER_RB),
        write('app/assets/stylesheets/application.css', src.APPLICATION_CSS),
        write('app/javascript/lib/format.ts', src.FORMAT_TS),
        write('app/javascript/lib/greeter.ts', src.GREETER_TS),
        write('scripts/report.py', src.REPORT_PY),
        write('scripts/legacy_utils.py', src.LEGACY_UTILS_PY),
        write('cmd/server/main.go', src.MAIN_GO),
        write('go.mod', src.GO_MOD),
        write('docs/setup.md', src.SETUP_MD),
        write('docs/old-release-process.md', src.OLD_RELEASE_MD),
        write('bin/deploy', src.DEPLOY_SH),
        write('config/production.yml', src.PRODUCTION_YML),
        write('config/current', 'production.yml', '120000'),
        write('assets/logo.png', LOGO),
        write('assets/fonts/icons.bin', binary(7, 512)),
        write('CHANGELOG.md', src.CHANGELOG_MD),
        write('.gitignore', src.GITIGNORE),
      ],
    },
    { ref: main, mark: 'contributing', author: people.maintainer!, at: day(-25), message: 'Add a contributing guide', changes: [write('CONTRIBUTING.md', src.CONTRIBUTING_MD)] },
  );
  const branch = (name: string, mark: string, from: string | undefined, author: string, at: Date, message: string, changes: FileChange[]): ImportCommit => ({
    ref: `refs/heads/${name}`,
    mark,
    ...(from ? { from } : {}),
    author: people[author]!,
    at,
    message,
    changes,
  });
  // Starts before main's last commit, which changes the same CHANGELOG line: a merge conflict.
  commits.push(branch('docs/changelog-display-names', 'conflict', 'contributing', 'developer', day(-20), 'Mention display names in the changelog', [write('CHANGELOG.md', src.CHANGELOG_MD_CONFLICT)]));
  commits.push({ ref: main, mark: 'changelog', author: people.maintainer!, at: day(-18), message: 'Update the changelog', changes: [write('CHANGELOG.md', src.CHANGELOG_MD_MAIN)] });
  commits.push(
    branch('feature/display-names', 'languages', 'changelog', 'developer', day(-12), 'Show display names across the app', [
      write('app/models/user.rb', src.USER_RB_DISPLAY_NAME),
      write('app/assets/stylesheets/application.css', src.APPLICATION_CSS_DISPLAY_NAME),
      write('app/javascript/lib/greeter.ts', src.GREETER_TS_DISPLAY_NAME),
      write('app/javascript/lib/display_name.ts', src.DISPLAY_NAME_TS),
      write('scripts/report.py', src.REPORT_PY_DISPLAY_NAME),
      write('cmd/server/main.go', src.MAIN_GO_DISPLAY_NAME),
      { op: 'delete', path: 'docs/old-release-process.md' },
    ]),
    branch('refactor/move-scripts', 'renames', 'changelog', 'maintainer', day(-11), 'Rename the setup guide and the script helpers', [
      { op: 'rename', from: 'docs/setup.md', to: 'docs/installation.md' },
      { op: 'delete', path: 'scripts/legacy_utils.py' },
      write('scripts/utils.py', src.UTILS_PY),
    ]),
    branch('chore/deploy-permissions', 'modes', 'changelog', 'developer', day(-10), 'Make bin/deploy executable; config/current becomes a file', [
      write('bin/deploy', src.DEPLOY_SH, '100755'),
      write('config/current', src.CURRENT_YML),
    ]),
    branch('feature/new-logo', 'images', 'changelog', 'developer', day(-9), 'New logo, favicon and icon font', [
      write('assets/logo.png', LOGO_NEW),
      write('assets/favicon.png', FAVICON),
      write('assets/fonts/icons.bin', binary(11, 640)),
    ]),
    branch('style/whitespace', 'whitespace', 'changelog', 'maintainer', day(-8), 'Indent stylesheets with tabs', [
      write('app/assets/stylesheets/application.css', src.APPLICATION_CSS_WHITESPACE),
      write('app/javascript/lib/format.ts', src.FORMAT_TS_WHITESPACE),
    ]),
    branch('feature/search', 'search-1', 'changelog', 'developer', day(-7), 'Add search()', [write('app/javascript/lib/search.ts', src.SEARCH_TS_V1)]),
    branch('feature/search', 'search-2', undefined, 'developer', day(-5), 'Test search()', [write('app/javascript/lib/search.test.ts', src.SEARCH_TEST_TS)]),
    branch('feature/search', 'search-3', undefined, 'developer', day(-2), 'Match every word, ignoring case, in titles and descriptions', [
      write('app/javascript/lib/search.ts', src.SEARCH_TS_V3),
      write('app/javascript/lib/search.test.ts', src.SEARCH_TEST_TS_V3),
    ]),
    branch('docs/contributing-wording', 'merged', 'changelog', 'developer', day(-6), 'Friendlier wording in CONTRIBUTING.md', [write('CONTRIBUTING.md', src.CONTRIBUTING_MD_TYPO)]),
    branch('experiment/response-cache', 'closed', 'changelog', 'maintainer', day(-15), 'Cache hello responses in memory', [write('cmd/server/cache.go', src.CACHE_GO)]),
    branch('feature/health-check', 'draft', 'changelog', 'developer', day(-1), 'Add a health check endpoint', [write('cmd/server/main.go', src.MAIN_GO_HEALTH)]),
  );
  return commits;
}
