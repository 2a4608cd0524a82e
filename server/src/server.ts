import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedOnStart } from './seed/index.ts';

// Environment → app → listen. GraphQL over WebSocket shares this HTTP server (plugins/graphql.ts
// handles the 'upgrade' event for /api/graphql).
const config = loadConfig();
// The start path seeds an empty database explicitly; the app itself never imports seed data.
const app = await buildApp({ config, seed: seedOnStart });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}
