import fs from 'node:fs';
import path from 'node:path';

/**
 * Server-side git hooks for pushes over HTTP, installed once under `<dataDir>/git-hooks` and used through
 * `core.hooksPath` (never copied into the repositories, so one version serves all of them):
 *
 * - `pre-receive` refuses updates of protected branches (`GL_PROTECTED_REFS`, space separated): pushes
 *   unless `GL_CAN_PUSH_PROTECTED=1`, force pushes and deletions always, with GitLab's messages;
 * - `post-receive` appends the `<old> <new> <ref>` lines git hands it to the file `GL_PUSH_LOG`, which
 *   the server reads after the push to publish what moved (events.ts).
 *
 * The protection decision is the server's (rules.ts); the hook only applies it to each ref the push names.
 */
const PRE_RECEIVE = `#!/bin/sh
zero=0000000000000000000000000000000000000000
status=0
while read old new ref; do
  case " $GL_PROTECTED_REFS " in
    *" $ref "*) ;;
    *) continue ;;
  esac
  if [ "$new" = "$zero" ]; then
    echo "GitLab: You can only delete protected branches using the web interface." >&2
    status=1
  elif [ "$GL_CAN_PUSH_PROTECTED" != 1 ]; then
    echo "GitLab: You are not allowed to push code to protected branches on this project." >&2
    status=1
  elif [ "$old" != "$zero" ] && ! git merge-base --is-ancestor "$old" "$new"; then
    echo "GitLab: You are not allowed to force push code to a protected branch on this project." >&2
    status=1
  fi
done
exit $status
`;

const POST_RECEIVE = `#!/bin/sh
[ -n "$GL_PUSH_LOG" ] && cat >> "$GL_PUSH_LOG"
exit 0
`;

/** Writes the hooks (again, if they changed) and returns their directory. */
export function installHooks(dataDir: string): string {
  const dir = path.join(dataDir, 'git-hooks');
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, script] of [
    ['pre-receive', PRE_RECEIVE],
    ['post-receive', POST_RECEIVE],
  ] as const) {
    const file = path.join(dir, name);
    let current: string | null = null;
    try {
      current = fs.readFileSync(file, 'utf8');
    } catch {
      // Not installed yet.
    }
    if (current !== script) fs.writeFileSync(file, script);
    fs.chmodSync(file, 0o755);
  }
  return dir;
}

/** One `<old> <new> <ref>` line of the post-receive log. */
export interface RefUpdate {
  ref: string;
  before: string;
  after: string;
}

export function parsePushLog(text: string): RefUpdate[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter((parts): parts is [string, string, string] => parts.length === 3 && /^[0-9a-f]{40,64}$/.test(parts[0] ?? '') && /^[0-9a-f]{40,64}$/.test(parts[1] ?? ''))
    .map(([before, after, ref]) => ({ ref, before, after }));
}
