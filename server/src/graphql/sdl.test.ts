import fs from 'node:fs';
import { expect, it } from 'vitest';
import { platformSdl, SDL_COMMAND, SDL_PATH } from './sdl.ts';

it('server/schema.graphql is the live schema', () => {
  const checkedIn = fs.existsSync(SDL_PATH) ? fs.readFileSync(SDL_PATH, 'utf8') : '';
  // Front-end operations are validated against the file, so a schema change must regenerate it.
  expect(checkedIn === platformSdl(), `server/schema.graphql differs from the live schema: run \`${SDL_COMMAND}\` and commit the file`).toBe(true);
});
