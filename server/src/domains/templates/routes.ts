import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath } from '../../lib/params.ts';
import { loadProject } from '../issues/service.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { issueTemplate, issueTemplates } from './queries.ts';

type Params = Record<string, string | undefined>;

/** Template types: GitLab's REST says `issues`, the web routes `issue`; merge request templates come later. */
function issueType(raw: string | undefined): void {
  if (raw !== 'issues' && raw !== 'issue') throw new AppError('NOT_FOUND');
}

/** Description templates read from the project's repository (`.gitlab/issue_templates/*.md`). */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  const dataDir = app.config.dataDir;

  const projectPathOf = async (request: FastifyRequest, ref: { id: number } | { fullPath: string }) => {
    const found = await loadProject(app.db, request.viewer, ref);
    return projectFullPath(found.project, found.namespace);
  };

  // REST: Entities::TemplatesList ([{ key, name }], paginated) and Entities::Template ({ name, content }).
  app.get<{ Params: { id: string; type: string } }>('/api/v4/projects/:id/templates/:type', async (request, reply) => {
    issueType(request.params.type);
    const fullPath = await projectPathOf(request, idOrPath(request.params.id));
    const page = parsePage(request.query);
    const all = await issueTemplates(dataDir, fullPath);
    setPaginationHeaders(request, reply, page, all.length);
    return all.slice(page.offset, page.offset + page.perPage).map(({ key, name }) => ({ key, name }));
  });

  app.get<{ Params: { id: string; type: string; name: string } }>('/api/v4/projects/:id/templates/:type/:name', async (request) => {
    issueType(request.params.type);
    const fullPath = await projectPathOf(request, idOrPath(request.params.id));
    const template = await issueTemplate(dataDir, fullPath, request.params.name);
    if (!template) throw new AppError('NOT_FOUND', '404 Template Not Found');
    return template;
  });

  // Web (the issue form's picker): names, then one template as JSON.
  app.get(projectRoute('/-/templates/:type'), async (request) => {
    const params = request.params as Params;
    issueType(params.type);
    const fullPath = await projectPathOf(request, { fullPath: fullPathOf(params) });
    return (await issueTemplates(dataDir, fullPath)).map(({ key, name }) => ({ key, name }));
  });
  app.get(projectRoute('/-/templates/:type/:key'), async (request) => {
    const params = request.params as Params;
    issueType(params.type);
    const fullPath = await projectPathOf(request, { fullPath: fullPathOf(params) });
    const template = await issueTemplate(dataDir, fullPath, params.key ?? '');
    if (!template) throw new AppError('NOT_FOUND');
    return template;
  });
};
