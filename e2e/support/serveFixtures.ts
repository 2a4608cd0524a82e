// The e2e fixtures: another build of mf-trial on its own origin, and a plain HTML integrator page.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../server/src/static/staticServer.ts';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowedOrigins = [process.env.SHELL_ORIGIN ?? '', ...(process.env.ALLOWED_ORIGINS ?? '').split(',')].filter(Boolean);

await startStaticServer({ root: process.env.ALT_BUILD!, port: Number(process.env.ALT_PORT), host: 'localhost', allowedOrigins });
// The fixtures name the default ports; a run with E2E_PORT_OFFSET serves copies that name its own.
const fixtures = path.join(e2eDir, '.builds', 'fixtures');
mkdirSync(fixtures, { recursive: true });
for (const file of readdirSync(path.join(e2eDir, 'fixtures'))) {
  const text = readFileSync(path.join(e2eDir, 'fixtures', file), 'utf8')
    .replaceAll('http://localhost:8185', process.env.MF_TRIAL_ORIGIN ?? 'http://localhost:8185')
    .replaceAll('http://localhost:3100', `http://localhost:${process.env.PORT ?? '3100'}`);
  writeFileSync(path.join(fixtures, file), text);
}
await startStaticServer({
  root: fixtures,
  port: Number(process.env.INTEGRATOR_PORT),
  host: 'localhost',
  allowedOrigins,
});
console.log('e2e fixtures ready');
