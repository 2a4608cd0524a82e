// `npm run graphql:schema -w server`: rewrites server/schema.graphql from the live schema.
import fs from 'node:fs';
import path from 'node:path';
import { platformSdl, SDL_PATH } from './sdl.ts';

fs.writeFileSync(SDL_PATH, platformSdl());
process.stdout.write(`wrote ${path.relative(process.cwd(), SDL_PATH)}\n`);
