import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createPlatformSchema } from './schema.ts';

/**
 * The checked-in SDL of our schema, `server/schema.graphql`: the contract the front end's operations
 * are validated against (`src/graphql/contract.test.ts`). Regenerate with `npm run graphql:schema -w server`.
 */
export const SDL_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');

/** The command that rewrites {@link SDL_PATH} from the live schema. */
export const SDL_COMMAND = 'npm run graphql:schema -w server';

/**
 * The live schema as SDL, exactly as {@link SDL_PATH} holds it. Sorted by name, so moving type
 * definitions between domain files changes nothing here and the file's diffs show only contract changes.
 */
export function platformSdl(): string {
  return `${printSchema(lexicographicSortSchema(createPlatformSchema()))}\n`;
}
