import type { FastifyPluginAsync } from 'fastify';
import { loadRegistryDocument } from './document.ts';

/**
 * The browser's runtime configuration, loaded by the shell's and each standalone app's
 * index.html before the bundle: where the module registry lives (REGISTRY_URL).
 */
export function platformConfigScript(registryUrl: string | undefined): string {
  const config = { registryUrl: registryUrl || '/-/registry.json' };
  return `window.__PLATFORM_CONFIG__ = Object.assign({}, window.__PLATFORM_CONFIG__, ${JSON.stringify(config)});\n`;
}

export const registryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/-/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return loadRegistryDocument({ dataDir: app.config.dataDir });
  });

  app.get('/-/platform-config.js', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.type('text/javascript; charset=utf-8');
    return platformConfigScript(process.env.REGISTRY_URL);
  });
};
