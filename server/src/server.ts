import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// Environment → app → listen. GraphQL over WebSocket shares this HTTP server (plugins/graphql.ts
// handles the 'upgrade' event for /api/graphql).
const config = loadConfig();
const app = await buildApp({ config });

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
