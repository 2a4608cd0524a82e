import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { boolParam, parseInput } from '../../lib/params.ts';
import { readableProject } from '../projects/readable.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { redactReferences } from './redact.ts';
import { renderNoteMarkdown } from './render.ts';

const body = z
  .object({
    text: z.string({ error: 'is missing' }).max(1_000_000, 'is too long (maximum is 1000000 characters)'),
    gfm: boolParam(),
    project: z.string().max(5500).optional(),
  })
  .loose();

/**
 * `POST /api/v4/markdown` (API::Markdown): `text` rendered as the platform renders descriptions and
 * notes, sanitised; with `project` (a path or id the reader may read, else 404) its references resolve
 * there. References to what the reader may not see are redacted, as on every read path.
 */
export const markdownApiRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v4/markdown', async (request, reply) => {
    const input = parseInput(body, request.body);
    const project = input.project ? await readableProject(app.db, request.viewer, input.project) : null;
    const rendered = await renderNoteMarkdown(app.db, input.text, project ? { projectFullPath: projectFullPath(project.project, project.namespace) } : null);
    const [html] = await redactReferences(app.db, request.viewer, [rendered]);
    return reply.code(201).send({ html: html ?? '' });
  });
};
