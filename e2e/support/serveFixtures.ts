// The e2e fixtures: another build of mf-trial on its own origin, and a plain HTML integrator page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../server/src/static/staticServer.ts';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowedOrigins = [process.env.SHELL_ORIGIN ?? '', ...(process.env.ALLOWED_ORIGINS ?? '').split(',')].filter(Boolean);

await startStaticServer({ root: process.env.ALT_BUILD!, port: Number(process.env.ALT_PORT), host: 'localhost', allowedOrigins });
await startStaticServer({
  root: path.join(e2eDir, 'fixtures'),
  port: Number(process.env.INTEGRATOR_PORT),
  host: 'localhost',
  allowedOrigins,
});
console.log('e2e fixtures ready');
