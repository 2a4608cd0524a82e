import fp from 'fastify-plugin';
import helmet from 'helmet';
import { API_CSP } from '../security/csp.ts';
import { loadRegistryDocument, registryOrigins } from '../domains/registry/document.ts';

const ALLOWED_HEADERS = ['Content-Type', 'Accept', 'Authorization', 'X-CSRF-Token', 'PRIVATE-TOKEN', 'X-Last-Fetched-At', 'X-Requested-With', 'Apollo-Require-Preflight'];
const EXPOSED_HEADERS = [
  'X-Next-Page',
  'X-Total',
  'X-Total-Pages',
  'X-Page',
  'X-Per-Page',
  'X-Prev-Page',
  'Link',
  'X-Next-Page-Cursor',
  'Poll-Interval',
  'X-Last-Fetched-At',
  'X-Request-Id',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Security headers (helmet, API CSP) and credentialed CORS for the shell, configured and registry origins. */
export const securityPlugin = fp(
  async (app) => {
    // Helmet's middleware built once: @fastify/helmet built it again for every request (its options
    // parsed and validated each time, ~5% of a cached read's time).
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      // HSTS only where TLS terminates in front of us (production); it would pin localhost to https.
      strictTransportSecurity: app.config.production,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet 8 validates its options when built and never passes an error on.
      securityHeaders(request.raw, reply.raw, () => done());
    });
    app.decorate('apiCsp', API_CSP);

    const { config } = app;
    const allowedOrigin = (origin: string): boolean => {
      if (origin === config.shellOrigin || config.allowedOrigins.includes(origin)) return true;
      return registryOrigins(loadRegistryDocument({ dataDir: config.dataDir })).includes(origin);
    };

    app.decorate('isAllowedOrigin', allowedOrigin);

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin) return;
      reply.header('vary', 'Origin');
      if (!allowedOrigin(origin)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply.header('access-control-allow-methods', METHODS.join(', '));
        reply.header('access-control-allow-headers', ALLOWED_HEADERS.join(', '));
        reply.header('access-control-max-age', '600');
        await reply.code(204).send();
      }
    });
  },
  { name: 'security', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    apiCsp: string;
    /** Shell, ALLOWED_ORIGINS and enabled registry entries' origins. */
    isAllowedOrigin(origin: string): boolean;
  }
}
