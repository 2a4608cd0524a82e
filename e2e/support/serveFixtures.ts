// The e2e fixtures of one platform instance: another build of mf-trial on its own origin, mf-trial as
// built against the previous kernel minor (fixtures/kernel-1.0, checked in), and a plain HTML
// integrator page.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '@platform/runner/static-server';
import { e2eDir } from './layout.mjs';

const allowedOrigins = [process.env.SHELL_ORIGIN ?? '', ...(process.env.ALLOWED_ORIGINS ?? '').split(',')].filter(Boolean);

await startStaticServer({ root: process.env.ALT_BUILD!, port: Number(process.env.ALT_PORT), host: 'localhost', allowedOrigins });
await startStaticServer({
  root: path.join(e2eDir, 'fixtures', 'kernel-1.0', 'mf-trial'),
  port: Number(process.env.KERNEL10_PORT),
  host: 'localhost',
  allowedOrigins,
});
// The pages name the default ports; each instance serves copies that name its own.
const sources = path.join(e2eDir, 'fixtures');
const fixtures = process.env.FIXTURES_DIR!;
mkdirSync(fixtures, { recursive: true });
for (const file of readdirSync(sources).filter((name) => statSync(path.join(sources, name)).isFile())) {
  const text = readFileSync(path.join(sources, file), 'utf8')
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
