// Once per run, before any worker starts its platform instance: the production builds `npm start`
// serves (only what is stale) and the second build of mf-trial for the registry-switch test. Instances
// then only serve them, so workers starting side by side never build.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { altTrialBuild, dataRoot, repoRoot } from './layout.mjs';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status ?? result.signal})`);
}

export default function globalSetup(): void {
  rmSync(dataRoot, { recursive: true, force: true });
  run(process.execPath, [path.join(repoRoot, 'runner', 'bin', 'platform.mjs'), 'build'], repoRoot, process.env);
  run('npx', ['rspack', 'build', '--config', 'rspack.config.mjs'], path.join(repoRoot, 'mf-trial'), {
    ...process.env,
    NODE_ENV: 'production',
    MODULE_VERSION: '1.1.0-e2e',
    OUTPUT_PATH: altTrialBuild,
  });
}
