import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idOrPath, parseInput } from '../../lib/params.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import { loadProject, type ProjectContext } from '../issues/service.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import type { Db } from '../../db/database.ts';
import { availableMilestones } from './queries.ts';
import { milestoneJson } from './serializers.ts';
import { boolParam } from '../../lib/params.ts';

const CACHED = { config: { readCache: true } };

const listQuery = z
  .object({
    state: z.enum(['active', 'closed']).optional(),
    include_ancestors: boolParam(),
    include_parent_milestones: boolParam(),
    search: z.string().max(255).optional(),
    title: z.string().max(255).optional(),
    /** `iids[]`: these milestones only (the milestone page finds its milestone by iid). */
    iids: z.preprocess((value) => (value === undefined ? undefined : [value].flat()), z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(100).optional()),
  })
  .loose();

async function milestonesJson(db: Db, base: string, project: ProjectContext, query: z.infer<typeof listQuery>, ancestorsByDefault: boolean) {
  const rows = await availableMilestones(db, project.project, project.namespace, {
    state: query.state,
    includeAncestors: query.include_ancestors ?? query.include_parent_milestones ?? ancestorsByDefault,
  });
  const search = query.search?.toLowerCase();
  const filtered = rows.filter(
    (row) => (query.title === undefined || row.title === query.title) && (search === undefined || row.title.toLowerCase().includes(search)) && (query.iids === undefined || (row.projectId !== null && query.iids.includes(row.iid))),
  );
  const groups = new Map((await findGroupsByIds(db, [...new Set(filtered.map((row) => row.groupId).filter((id): id is number => id !== null))])).map((g) => [g.id, g]));
  const projectPath = `${project.namespace.fullPath}/${project.project.path}`;
  return filtered.map((row) => milestoneJson(base, row, { projectPath, groupPath: row.groupId === null ? undefined : groups.get(row.groupId)?.fullPath }));
}

/** Rails reads `iids[]=1&iids[]=2` and `iids=1` alike. */
export function withIids(query: unknown): Record<string, unknown> {
  const record = (query ?? {}) as Record<string, unknown>;
  return record['iids[]'] === undefined ? record : { ...record, iids: record['iids[]'] };
}

export const milestoneRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  /** REST v4: the project's milestones (with `include_ancestors`, its groups' too). */
  app.get<{ Params: { id: string } }>('/api/v4/projects/:id/milestones', CACHED, async (request) => {
    const project = await loadProject(app.db, request.viewer, idOrPath(request.params.id));
    return milestonesJson(app.db, base, project, parseInput(listQuery, withIids(request.query)), false);
  });

  /** The sidebar's milestone dropdown: project and ancestor-group milestones. */
  app.get(projectRoute('/-/milestones.json'), CACHED, async (request) => {
    const project = await loadProject(app.db, request.viewer, { fullPath: fullPathOf(request.params as Record<string, string | undefined>) });
    return milestonesJson(app.db, base, project, parseInput(listQuery, request.query), true);
  });
};
