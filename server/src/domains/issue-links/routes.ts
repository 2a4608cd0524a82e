import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { idNumber, idOrPath, parseInput } from '../../lib/params.ts';
import type { Db } from '../../db/database.ts';
import { findIssueByIid } from '../issues/queries.ts';
import { issueJson } from '../issues/serializers.ts';
import { loadIssue, type IssueContext } from '../issues/service.ts';
import { listMetadata } from '../issues/view.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { findProject } from '../projects/queries.ts';
import type { IssueRow } from '../issues/tables.ts';
import { linkedIssues } from './queries.ts';
import { LINK_MESSAGES, readableLinks } from './rules.ts';
import { linkedIssueWebJson, linkFieldsJson } from './serializers.ts';
import { canAdminIssueLink, createIssueLink, destroyIssueLink, type LinkEnd } from './service.ts';
import { LINK_TYPES } from './tables.ts';

const CACHED = { config: { readCache: true } };

const apiCreateBody = z
  .object({
    target_project_id: z.union([z.string().min(1), z.number().int()], { error: 'is missing' }),
    target_issue_iid: z.coerce.number({ error: 'is missing' }).int().min(1),
    link_type: z.enum(LINK_TYPES, { error: 'does not have a valid value' }).default('relates_to'),
  })
  .loose();

const webCreateBody = z
  .object({
    issuable_references: z.array(z.string()).max(100, 'has too many items').default([]),
    link_type: z.enum(LINK_TYPES, { error: 'does not have a valid value' }).default('relates_to'),
  })
  .loose();

/** `#1`, `project#1` (same namespace), `group/project#1`, or an issue URL → (project path, iid). */
export function parseIssueReference(raw: string, context: { fullPath: string }): { fullPath: string; iid: number } | null {
  const text = raw.trim();
  const url = /\/((?:[\w.-]+\/)+[\w.-]+)\/-\/issues\/(?:incident\/)?(\d+)\/?(?:[?#].*)?$/.exec(text);
  if (url) return { fullPath: url[1] as string, iid: Number(url[2]) };
  const match = /^((?:[\w.-]+\/)*[\w.-]+)?#(\d+)$/.exec(text);
  if (!match) return null;
  const path = match[1];
  const namespace = context.fullPath.slice(0, context.fullPath.lastIndexOf('/'));
  const fullPath = path === undefined ? context.fullPath : path.includes('/') ? path : `${namespace}/${path}`;
  return { fullPath, iid: Number(match[2]) };
}

async function issueAt(db: Db, fullPath: string, iid: number): Promise<IssueRow | undefined> {
  const project = await findProject(db, { fullPath });
  return project ? (await findIssueByIid(db, project.project.id, iid))?.issue : undefined;
}

function requireSignedIn(viewer: Viewer) {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

export const issueLinkRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const restIssue = (request: FastifyRequest) => {
    const params = request.params as { id: string; issue_iid: string };
    if (!/^\d{1,10}$/.test(params.issue_iid)) throw new AppError('ISSUE_NOT_FOUND');
    return loadIssue(app.db, request.viewer, idOrPath(params.id), idNumber(params.issue_iid));
  };

  const webIssue = (request: FastifyRequest) => {
    const params = request.params as Record<string, string | undefined>;
    if (!/^\d{1,10}$/.test(params.iid ?? '')) throw new AppError('ISSUE_NOT_FOUND');
    return loadIssue(app.db, request.viewer, { fullPath: fullPathOf(params) }, idNumber(params.iid));
  };

  const readableLinked = async (viewer: Viewer, ctx: IssueContext) => readableLinks(app.db, viewer, await linkedIssues(app.db, ctx.issue.id));

  const restLinked = async (viewer: Viewer, ctx: IssueContext) => {
    const linked = await readableLinked(viewer, ctx);
    const meta = await listMetadata(app.db, viewer, linked);
    return linked.map((l) => ({ ...issueJson(base, l.issue, l.project, l.namespace, l.author, meta(l.issue)), ...linkFieldsJson(l) }));
  };

  const restIssueJson = async (viewer: Viewer, issue: IssueRow) => {
    const found = await findProject(app.db, { id: issue.projectId });
    const author = found ? await findIssueByIid(app.db, issue.projectId, issue.iid) : undefined;
    if (!found || !author) throw new AppError('ISSUE_NOT_FOUND');
    const meta = await listMetadata(app.db, viewer, [{ issue: author.issue, project: found.project, namespace: found.namespace }]);
    return issueJson(base, author.issue, found.project, found.namespace, author.author, meta(author.issue));
  };

  // ---- REST v4 ----

  app.get('/api/v4/projects/:id/issues/:issue_iid/links', CACHED, async (request) => restLinked(request.viewer, await restIssue(request)));

  app.post('/api/v4/projects/:id/issues/:issue_iid/links', async (request, reply) => {
    const user = requireSignedIn(request.viewer);
    const ctx = await restIssue(request);
    const source = await canAdminIssueLink(app.db, request.viewer, ctx.issue);
    if (!source) throw new AppError('FORBIDDEN');
    const input = parseInput(apiCreateBody, request.body);
    const targetProject = await findProject(app.db, idOrPath(String(input.target_project_id)));
    const targetIssue = targetProject ? (await findIssueByIid(app.db, targetProject.project.id, input.target_issue_iid))?.issue : undefined;
    const target = targetIssue ? await canAdminIssueLink(app.db, request.viewer, targetIssue) : null;
    if (!target) throw new AppError('NOT_FOUND', LINK_MESSAGES.notFound);
    await createIssueLink(app.db, app.live, user, source, target, input.link_type);
    return reply.code(201).send({
      source_issue: await restIssueJson(request.viewer, ctx.issue),
      target_issue: await restIssueJson(request.viewer, target.issue),
      link_type: input.link_type,
    });
  });

  app.delete<{ Params: { issue_link_id: string } }>('/api/v4/projects/:id/issues/:issue_iid/links/:issue_link_id', async (request) => {
    const user = requireSignedIn(request.viewer);
    const ctx = await restIssue(request);
    const linkId = /^\d{1,10}$/.test(request.params.issue_link_id) ? Number(request.params.issue_link_id) : 0;
    const { link, source, target } = await destroyIssueLink(app.db, app.live, request.viewer, user, ctx, linkId);
    return {
      source_issue: await restIssueJson(request.viewer, source.issue),
      target_issue: await restIssueJson(request.viewer, target.issue),
      link_type: link.linkType,
    };
  });

  // ---- Web JSON: the linked-items widget ----

  const webList = async (viewer: Viewer, ctx: IssueContext) => {
    const issuePath = `/${ctx.fullPath}/-/issues/${ctx.issue.iid}`;
    return (await readableLinked(viewer, ctx)).map((linked) => linkedIssueWebJson(base, ctx.project.id, issuePath, linked));
  };

  {
    const url = projectRoute('/-/issues/:iid/links');
    app.get(url, CACHED, async (request) => webList(request.viewer, await webIssue(request)));

    app.post(url, async (request, reply) => {
      const user = requireSignedIn(request.viewer);
      const ctx = await webIssue(request);
      const source = await canAdminIssueLink(app.db, request.viewer, ctx.issue);
      if (!source) throw new AppError('NOT_FOUND');
      const input = parseInput(webCreateBody, request.body);
      const targets: LinkEnd[] = [];
      for (const reference of input.issuable_references) {
        const parsed = parseIssueReference(reference, ctx);
        const issue = parsed ? await issueAt(app.db, parsed.fullPath, parsed.iid) : undefined;
        const end = issue ? await canAdminIssueLink(app.db, request.viewer, issue) : null;
        if (end && end.issue.id !== ctx.issue.id) targets.push(end);
      }
      if (targets.length === 0) return reply.code(404).send({ message: LINK_MESSAGES.notFound });
      const existing = new Set((await linkedIssues(app.db, ctx.issue.id)).map((l) => l.issue.id));
      const fresh = targets.filter((target, index) => !existing.has(target.issue.id) && targets.findIndex((t) => t.issue.id === target.issue.id) === index);
      if (fresh.length === 0) return reply.code(409).send({ message: LINK_MESSAGES.alreadyAssigned });
      for (const target of fresh) await createIssueLink(app.db, app.live, user, source, target, input.link_type);
      return { message: null, issuables: await webList(request.viewer, ctx) };
    });
  }

  app.delete(projectRoute('/-/issues/:iid/links/:link_id'), async (request) => {
    const user = requireSignedIn(request.viewer);
    const ctx = await webIssue(request);
    const raw = (request.params as Record<string, string | undefined>).link_id ?? '';
    await destroyIssueLink(app.db, app.live, request.viewer, user, ctx, /^\d{1,10}$/.test(raw) ? Number(raw) : 0);
    return { issuables: await webList(request.viewer, ctx) };
  });
};
