import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { boolParam, idOrPath, parseInput, PG_INTEGER_MAX } from '../../lib/params.ts';
import { escapeLike } from '../../lib/sqlLike.ts';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { readableGroup } from '../groups/readable.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { votesOfOne } from '../issuables/queries.ts';
import { loadIssue } from '../issues/context.ts';
import { issueJson } from '../issues/serializers.ts';
import { issues } from '../issues/tables.ts';
import { listMetadata } from '../issues/view.ts';
import { labels } from '../labels/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { users, type UserRow } from '../users/tables.ts';
import { labelsOfEpic } from './queries.ts';
import { epicApiJson } from './serializers.ts';
import { createEpic, destroyEpic, loadEpic, loadEpicById, type EpicContext } from './service.ts';
import { epicLabels, epics, type EpicRow } from './tables.ts';
import { ancestorEpics, epicDates, epicRestTree, hasChildEpics, MAX_HIERARCHY_DEPTH, hasEpicIssues, readableEpicIssues, readableEpicsCondition, TREE_MESSAGES } from './tree.ts';
import { linkIssueToEpic, parentProblem, reorderInTree, setEpicParent, unlinkIssueFromEpic } from './treeService.ts';
import { epicReference, epicWebPath, epicWebUrl } from './paths.ts';
import { findGroup, subtreeGroupIds } from '../groups/queries.ts';
import { fullMessages } from '../../lib/validation.ts';
import { evaluateEpicAbilities } from './rules.ts';
import { fullPathOf, groupRoute } from '../../lib/namespacePaths.ts';
import { groupAndAncestorIds } from '../labels/queries.ts';

/**
 * REST v4 (GitLab 16.2) for the epic tree and the epics list: `GET|DELETE /groups/:id/epics[/:epic_iid]`,
 * the epic's issues (`/epics/:epic_iid/issues`: list, assign, remove, reorder) and child epics
 * (`/epics/:epic_iid/epics`: list, create, assign, remove). Errors `{ message }`; lists paginated.
 */

const listQuery = z
  .object({
    state: z.enum(['opened', 'closed', 'all'], { error: 'does not have a valid value' }).optional(),
    labels: z.string().optional(),
    author_id: z.coerce.number({ error: 'is invalid' }).int().min(1).max(PG_INTEGER_MAX).optional(),
    author_username: z.string().optional(),
    search: z.string().max(1000).optional(),
    order_by: z.enum(['created_at', 'updated_at', 'title'], { error: 'does not have a valid value' }).optional(),
    sort: z.enum(['asc', 'desc'], { error: 'does not have a valid value' }).optional(),
    parent_id: z.coerce.number({ error: 'is invalid' }).int().min(1).max(PG_INTEGER_MAX).optional(),
    include_ancestor_groups: boolParam(),
    include_descendant_groups: boolParam(),
    confidential: boolParam(),
  })
  .loose();

const childCreateBody = z.object({ title: z.string({ error: 'is missing' }), confidential: boolParam() }).loose();
const reorderBody = z
  .object({
    move_before_id: z.coerce.number({ error: 'is invalid' }).int().min(1).max(PG_INTEGER_MAX).optional(),
    move_after_id: z.coerce.number({ error: 'is invalid' }).int().min(1).max(PG_INTEGER_MAX).optional(),
  })
  .loose();

const idParam = (raw: string | undefined, notFound: 'EPIC_NOT_FOUND' | 'ISSUE_NOT_FOUND' | 'NOT_FOUND'): number => {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > PG_INTEGER_MAX || Number(raw) === 0) throw new AppError(notFound);
  return Number(raw);
};

const requireUser = (viewer: Viewer): UserRow => {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
};

export const epicTreeRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const db = app.db;

  /** `Entities::Epic` with the tree's fields (parent, dates). */
  const epicJson = async (epic: EpicRow, group: GroupRow, author?: UserRow) => {
    const [writer] = author ? [author] : await db.select().from(users).where(eq(users.id, epic.authorId));
    const [epicLabelRows, votes, tree] = await Promise.all([labelsOfEpic(db, epic.id), votesOfOne(db, { type: 'Epic', id: epic.id }), epicRestTree(db, epic)]);
    if (!writer) throw new AppError('EPIC_NOT_FOUND');
    return epicApiJson(base, epic, group, writer, epicLabelRows, votes, tree);
  };

  /** EE::API::Entities::LinkedEpic: a child epic as the child-epics routes answer it. */
  const linkedEpicJson = async (epic: EpicRow, group: GroupRow, parent: EpicContext) => {
    const dates = await epicDates(db, epic);
    return {
      id: epic.id,
      iid: epic.iid,
      title: epic.title,
      group_id: epic.groupId,
      parent_id: epic.parentId,
      has_children: await hasChildEpics(db, epic.id),
      has_issues: await hasEpicIssues(db, epic.id),
      reference: epicReference(epic, group, epic.groupId !== parent.group.id),
      url: epicWebUrl(base, epic, group),
      relation_url: `${base}${epicWebPath(parent.epic, parent.group)}/links/${epic.id}`,
      state: epic.state,
      confidential: epic.confidential,
      start_date: dates.startDate,
      due_date: dates.dueDate,
      created_at: epic.createdAt.toISOString(),
      updated_at: epic.updatedAt.toISOString(),
    };
  };

  const loadByIid = (request: FastifyRequest<{ Params: { id: string; epic_iid: string } }>) =>
    loadEpic(db, request.viewer, idOrPath(request.params.id), idParam(request.params.epic_iid, 'EPIC_NOT_FOUND'));

  /** admin_epic_tree_relation (reporter+ in the epic's group); readers below it get 403. */
  const requireTreeAdmin = (ctx: EpicContext) => {
    if (!ctx.abilities.adminEpic) throw new AppError('FORBIDDEN');
  };

  // ---- The epics list ----

  app.get<{ Params: { id: string } }>('/api/v4/groups/:id/epics', async (request, reply) => {
    const group = await readableGroup(db, request.viewer, request.params.id);
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const owners = new Set<number>(query.include_descendant_groups === false ? [group.id] : await subtreeGroupIds(db, group));
    if (query.include_ancestor_groups) for (const id of await groupAndAncestorIds(db, group)) owners.add(id);
    const conditions: (SQL | undefined)[] = [inArray(epics.groupId, [...owners]), await readableEpicsCondition(request.viewer)];
    if (query.state === 'opened' || query.state === 'closed') conditions.push(eq(epics.state, query.state));
    if (query.author_id !== undefined) conditions.push(eq(epics.authorId, query.author_id));
    if (query.author_username) conditions.push(sql`${epics.authorId} = (select ${users.id} from ${users} where lower(${users.username}) = lower(${query.author_username}))`);
    if (query.parent_id !== undefined) conditions.push(eq(epics.parentId, query.parent_id));
    if (query.confidential !== undefined) conditions.push(eq(epics.confidential, query.confidential));
    if (query.search?.trim()) {
      const term = `%${escapeLike(query.search.trim())}%`;
      conditions.push(or(ilike(epics.title, term), ilike(epics.description, term)));
    }
    for (const title of (query.labels ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
      conditions.push(sql`exists (select 1 from ${epicLabels} join ${labels} on ${labels.id} = ${epicLabels.labelId} where ${epicLabels.epicId} = ${epics.id} and ${labels.title} = ${title})`);
    }
    const column = query.order_by === 'updated_at' ? epics.updatedAt : query.order_by === 'title' ? epics.title : epics.createdAt;
    const direction = query.sort === 'asc' ? asc : desc;
    const rows = await db
      .select({ epic: epics, group: groups, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(epics)
      .innerJoin(groups, eq(groups.id, epics.groupId))
      .where(and(...conditions))
      .orderBy(direction(column), direction(epics.id))
      .limit(page.perPage)
      .offset(page.offset);
    let total = rows[0]?.total ?? 0;
    if (!rows.length && page.offset > 0) {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(epics).innerJoin(groups, eq(groups.id, epics.groupId)).where(and(...conditions));
      total = row?.n ?? 0;
    }
    setPaginationHeaders(request, reply, page, total);
    return Promise.all(rows.map((row) => epicJson(row.epic, row.group)));
  });

  app.delete<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid', TEXT_ROUTE, async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await loadByIid(request);
    if (!ctx.abilities.destroyEpic) throw new AppError('FORBIDDEN');
    await destroyEpic(db, app.live, ctx.epic, ctx.group, app.config);
    return reply.code(204).send();
  });

  // ---- The epic's issues (EpicIssues API) ----

  const issuesPage = async (request: FastifyRequest, reply: FastifyReply, ctx: EpicContext) => {
    const page = parsePage(request.query);
    const { rows, total } = await readableEpicIssues(db, request.viewer, ctx.epic.id, { offset: page.offset, limit: page.perPage });
    setPaginationHeaders(request, reply, page, total);
    const meta = await listMetadata(db, request.viewer, rows);
    return rows.map((row) => ({
      ...issueJson(base, row.issue, row.project, row.namespace, row.author, meta(row.issue)),
      epic_issue_id: row.issue.id,
      relative_position: row.issue.epicRelativePosition,
    }));
  };

  /** EpicIssueLink entity: the link (its id is the issue's), its position, the epic and the issue. */
  const linkJson = async (ctx: EpicContext, issueId: number, viewer: Viewer) => {
    const [row] = await db.select({ projectId: issues.projectId, iid: issues.iid }).from(issues).where(eq(issues.id, issueId));
    if (!row) throw new AppError('ISSUE_NOT_FOUND');
    const issueCtx = await loadIssue(db, viewer, { id: row.projectId }, row.iid);
    const meta = await listMetadata(db, viewer, [issueCtx]);
    return {
      id: issueCtx.issue.id,
      relative_position: issueCtx.issue.epicRelativePosition,
      epic: await epicJson(ctx.epic, ctx.group, ctx.author),
      issue: issueJson(base, issueCtx.issue, issueCtx.project, issueCtx.namespace, issueCtx.author, meta(issueCtx.issue)),
    };
  };

  /** The issue behind `:issue_id` / `:epic_issue_id` (a global issue id) as the user may read it, else null. */
  const readableIssueById = async (viewer: Viewer, id: number) => {
    const [row] = await db.select({ projectId: issues.projectId, iid: issues.iid }).from(issues).where(eq(issues.id, id));
    if (!row) return null;
    return loadIssue(db, viewer, { id: row.projectId }, row.iid).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
  };

  app.get<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid/issues', async (request, reply) => issuesPage(request, reply, await loadByIid(request)));

  app.post<{ Params: { id: string; epic_iid: string; issue_id: string } }>('/api/v4/groups/:id/epics/:epic_iid/issues/:issue_id', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await loadByIid(request);
    requireTreeAdmin(ctx);
    const issueCtx = await readableIssueById(request.viewer, idParam(request.params.issue_id, 'ISSUE_NOT_FOUND'));
    if (!issueCtx) throw new AppError('NOT_FOUND', TREE_MESSAGES.noIssue);
    const result = await linkIssueToEpic(db, app.live, user, ctx.epic, ctx.group, issueCtx);
    if (result.kind === 'error') throw new AppError(result.status === 404 ? 'NOT_FOUND' : result.status === 409 ? 'CONFLICT' : 'UNPROCESSABLE', result.message);
    return reply.code(201).send(await linkJson(ctx, issueCtx.issue.id, request.viewer));
  });

  app.delete<{ Params: { id: string; epic_iid: string; epic_issue_id: string } }>('/api/v4/groups/:id/epics/:epic_iid/issues/:epic_issue_id', TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await loadByIid(request);
    requireTreeAdmin(ctx);
    const issueCtx = await readableIssueById(request.viewer, idParam(request.params.epic_issue_id, 'NOT_FOUND'));
    if (!issueCtx || issueCtx.issue.epicId !== ctx.epic.id) throw new AppError('NOT_FOUND', '404 EpicIssue Not Found');
    const json = await linkJson(ctx, issueCtx.issue.id, request.viewer);
    await unlinkIssueFromEpic(db, app.live, user, ctx.epic, ctx.group, issueCtx);
    return json;
  });

  app.put<{ Params: { id: string; epic_iid: string; epic_issue_id: string } }>('/api/v4/groups/:id/epics/:epic_iid/issues/:epic_issue_id', TEXT_ROUTE, async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await loadByIid(request);
    requireTreeAdmin(ctx);
    const input = parseInput(reorderBody, request.body ?? {});
    const issueId = idParam(request.params.epic_issue_id, 'NOT_FOUND');
    const moving = await readableIssueById(request.viewer, issueId);
    if (!moving || moving.issue.epicId !== ctx.epic.id) throw new AppError('NOT_FOUND', '404 EpicIssue Not Found');
    // move_before_id: the link that ends up before this one; move_after_id: the one after it.
    const sibling = async (id: number | undefined) => {
      if (id === undefined) return undefined;
      const [row] = await db.select({ epicId: issues.epicId }).from(issues).where(eq(issues.id, id));
      if (!row || row.epicId !== ctx.epic.id) throw new AppError('NOT_FOUND', '404 EpicIssue Not Found');
      return { kind: 'issue' as const, id };
    };
    const before = await sibling(input.move_before_id);
    const after = await sibling(input.move_after_id);
    await reorderInTree(db, app.live, ctx.epic.id, { kind: 'issue', id: issueId }, before ? { after: before } : after ? { before: after } : {});
    return issuesPage(request, reply, ctx);
  });

  // ---- Child epics (EpicLinks API) ----

  app.get<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid/epics', async (request) => {
    const ctx = await loadByIid(request);
    const rows = await db
      .select({ epic: epics, group: groups })
      .from(epics)
      .innerJoin(groups, eq(groups.id, epics.groupId))
      .where(and(eq(epics.parentId, ctx.epic.id), await readableEpicsCondition(request.viewer)))
      .orderBy(sql`${epics.relativePosition} asc nulls last`, asc(epics.id));
    return Promise.all(rows.map((row) => epicJson(row.epic, row.group)));
  });

  app.post<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid/epics', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const parent = await loadByIid(request);
    requireTreeAdmin(parent);
    const input = parseInput(childCreateBody, request.body);
    // The child is created in the parent's group; a confidential parent takes only confidential children.
    if (parent.epic.confidential && !input.confidential) throw new AppError('CONFLICT', TREE_MESSAGES.confidentialEpic);
    if ((await ancestorEpics(db, parent.epic)).length + 2 > MAX_HIERARCHY_DEPTH) throw new AppError('CONFLICT', TREE_MESSAGES.depth);
    const result = await createEpic(db, app.live, user, parent.group, { title: input.title, confidential: input.confidential ?? false });
    if (result.errors) throw new AppError('VALIDATION_FAILED', result.errors);
    const child = await setEpicParent(db, app.live, user, result.epic, parent.epic);
    return reply.code(201).send(await linkedEpicJson(child, parent.group, parent));
  });

  app.post<{ Params: { id: string; epic_iid: string; child_epic_id: string } }>('/api/v4/groups/:id/epics/:epic_iid/epics/:child_epic_id', TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const parent = await loadByIid(request);
    requireTreeAdmin(parent);
    const child = await loadEpicById(db, request.viewer, idParam(request.params.child_epic_id, 'EPIC_NOT_FOUND'));
    if (!child.abilities.adminEpic) throw new AppError('FORBIDDEN');
    const problem = await parentProblem(db, child.epic, parent.epic, new Map([[child.group.id, child.group], [parent.group.id, parent.group]]));
    if (problem) throw new AppError('CONFLICT', problem);
    const updated = await setEpicParent(db, app.live, user, child.epic, parent.epic);
    return reply.code(201).send(await epicJson(updated, child.group, child.author));
  });

  app.delete<{ Params: { id: string; epic_iid: string; child_epic_id: string } }>('/api/v4/groups/:id/epics/:epic_iid/epics/:child_epic_id', TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const parent = await loadByIid(request);
    requireTreeAdmin(parent);
    const child = await loadEpicById(db, request.viewer, idParam(request.params.child_epic_id, 'EPIC_NOT_FOUND'));
    if (child.epic.parentId !== parent.epic.id) throw new AppError('EPIC_NOT_FOUND');
    if (!child.abilities.adminEpic) throw new AppError('FORBIDDEN');
    const updated = await setEpicParent(db, app.live, user, child.epic, null);
    return epicJson(updated, child.group, child.author);
  });

  // ---- Web (the tree's add and remove: Groups::EpicLinksController, Groups::EpicIssuesController) ----

  const webBody = z.object({ issuable_references: z.array(z.string().max(2000)).max(100, 'has too many items').default([]) }).loose();
  const webEpic = async (request: FastifyRequest) => {
    const params = request.params as Record<string, string | undefined>;
    return loadEpic(db, request.viewer, { fullPath: fullPathOf(params) }, idParam(params.iid, 'EPIC_NOT_FOUND'));
  };

  /** The tree's row of a child epic (LinkedEpicEntity). */
  const linkedEpicWeb = (child: EpicRow, group: GroupRow, parent: EpicContext) => ({
    id: child.id,
    iid: child.iid,
    title: child.title,
    state: child.state,
    confidential: child.confidential,
    reference: epicReference(child, group, child.groupId !== parent.group.id),
    path: epicWebPath(child, group),
    relation_path: `${epicWebPath(parent.epic, parent.group)}/links/${child.id}`,
  });

  const childEpicsWeb = async (viewer: Viewer, parent: EpicContext) => {
    const rows = await db
      .select({ epic: epics, group: groups })
      .from(epics)
      .innerJoin(groups, eq(groups.id, epics.groupId))
      .where(and(eq(epics.parentId, parent.epic.id), await readableEpicsCondition(viewer)))
      .orderBy(sql`${epics.relativePosition} asc nulls last`, asc(epics.id));
    return rows.map((row) => linkedEpicWeb(row.epic, row.group, parent));
  };

  const epicIssuesWeb = async (viewer: Viewer, ctx: EpicContext) => {
    const { rows } = await readableEpicIssues(db, viewer, ctx.epic.id, { offset: 0, limit: 1000 });
    return rows.map((row) => ({
      id: row.issue.id,
      iid: row.issue.iid,
      title: row.issue.title,
      state: row.issue.state,
      confidential: row.issue.confidential,
      reference: `${row.namespace.fullPath}/${row.project.path}#${row.issue.iid}`,
      path: `/${row.namespace.fullPath}/${row.project.path}/-/issues/${row.issue.iid}`,
      epic_issue_id: row.issue.id,
      relation_path: `${epicWebPath(ctx.epic, ctx.group)}/issues/${row.issue.id}`,
    }));
  };

  /** `&1`, `group&1`, `group/sub&1` or an epic URL, read in the parent's group → (group path, iid). */
  const parseEpicReference = (raw: string, contextPath: string): { fullPath: string; iid: number } | null => {
    const text = raw.trim();
    const url = /\/groups\/((?:[\w.-]+\/)*[\w.-]+)\/-\/epics\/(\d{1,10})\/?(?:[?#].*)?$/.exec(text);
    if (url) return { fullPath: url[1] as string, iid: Number(url[2]) };
    const match = /^((?:[\w.-]+\/)*[\w.-]+)?&(\d{1,10})$/.exec(text);
    return match ? { fullPath: match[1] ?? contextPath, iid: Number(match[2]) } : null;
  };
  /** `group/project#1` or an issue URL (a group has no short issue references). */
  const parseIssueRef = (raw: string): { fullPath: string; iid: number } | null => {
    const text = raw.trim();
    const url = /\/((?:[\w.-]+\/)+[\w.-]+)\/-\/issues\/(?:incident\/)?(\d{1,10})\/?(?:[?#].*)?$/.exec(text);
    if (url) return { fullPath: url[1] as string, iid: Number(url[2]) };
    const match = /^((?:[\w.-]+\/)+[\w.-]+)#(\d{1,10})$/.exec(text);
    return match ? { fullPath: match[1] as string, iid: Number(match[2]) } : null;
  };

  // The "New epic" form (Groups::EpicsController#create): `{ title, confidential }` (or under `epic`) → `{ web_url }`.
  const newEpicBody = z.object({ title: z.string({ error: 'is missing' }).max(1_000_000), confidential: boolParam() }).loose();
  app.post(groupRoute('/-/epics'), TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const group = await findGroup(db, { fullPath: fullPathOf(request.params as Record<string, string | undefined>) });
    const level = group ? await request.viewer.groupAccess(group) : 0;
    const can = group ? evaluateEpicAbilities(request.viewer.facts, group, level, { confidential: false, authorId: user.id }) : null;
    if (!group || !can?.readEpic) throw new AppError('GROUP_NOT_FOUND');
    if (!can.createEpic) throw new AppError('FORBIDDEN');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const input = parseInput(newEpicBody, typeof body.epic === 'object' && body.epic !== null ? body.epic : body);
    const result = await createEpic(db, app.live, user, group, { title: input.title.trim(), confidential: input.confidential ?? false });
    if (result.errors) return reply.code(422).send({ errors: fullMessages(result.errors) });
    return { web_url: epicWebPath(result.epic, group) };
  });

  app.post(groupRoute('/-/epics/:iid/links'), TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const parent = await webEpic(request);
    requireTreeAdmin(parent);
    const input = parseInput(webBody, request.body ?? {});
    const children: EpicContext[] = [];
    for (const raw of input.issuable_references) {
      const ref = parseEpicReference(raw, parent.group.fullPath);
      const child = ref ? await loadEpic(db, request.viewer, { fullPath: ref.fullPath }, ref.iid).catch(() => null) : null;
      if (child?.abilities.adminEpic) children.push(child);
    }
    if (!children.length) return reply.code(404).send({ message: TREE_MESSAGES.noEpic });
    // Every reference is checked before anything moves (EpicLinks::CreateService).
    for (const child of children) {
      const problem = await parentProblem(db, child.epic, parent.epic, new Map([[child.group.id, child.group], [parent.group.id, parent.group]]));
      if (problem) return reply.code(409).send({ message: problem });
    }
    for (const child of children) await setEpicParent(db, app.live, user, child.epic, parent.epic);
    return { message: null, issuables: await childEpicsWeb(request.viewer, parent) };
  });

  app.get(groupRoute('/-/epics/:iid/links'), async (request) => childEpicsWeb(request.viewer, await webEpic(request)));

  app.delete(groupRoute('/-/epics/:iid/links/:child_id'), TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const parent = await webEpic(request);
    requireTreeAdmin(parent);
    const child = await loadEpicById(db, request.viewer, idParam((request.params as Record<string, string>).child_id, 'EPIC_NOT_FOUND'));
    if (child.epic.parentId !== parent.epic.id) throw new AppError('EPIC_NOT_FOUND');
    await setEpicParent(db, app.live, user, child.epic, null);
    return { issuables: await childEpicsWeb(request.viewer, parent) };
  });

  app.post(groupRoute('/-/epics/:iid/issues'), TEXT_ROUTE, async (request, reply) => {
    const user = requireUser(request.viewer);
    const ctx = await webEpic(request);
    requireTreeAdmin(ctx);
    const input = parseInput(webBody, request.body ?? {});
    const found = [];
    for (const raw of input.issuable_references) {
      const ref = parseIssueRef(raw);
      const issueCtx = ref ? await loadIssue(db, request.viewer, { fullPath: ref.fullPath }, ref.iid).catch(() => null) : null;
      if (issueCtx) found.push(issueCtx);
    }
    if (!found.length) return reply.code(404).send({ message: TREE_MESSAGES.noIssue });
    let message: string | null = null;
    let status = 200;
    let linked = 0;
    for (const issueCtx of found) {
      const result = await linkIssueToEpic(db, app.live, user, ctx.epic, ctx.group, issueCtx);
      if (result.kind === 'ok') linked += 1;
      else if (message === null) [message, status] = [result.message, result.status];
    }
    if (linked === 0 && message !== null) return reply.code(status).send({ message });
    return { message, issuables: await epicIssuesWeb(request.viewer, ctx) };
  });

  app.get(groupRoute('/-/epics/:iid/issues'), async (request) => epicIssuesWeb(request.viewer, await webEpic(request)));

  app.delete(groupRoute('/-/epics/:iid/issues/:epic_issue_id'), TEXT_ROUTE, async (request) => {
    const user = requireUser(request.viewer);
    const ctx = await webEpic(request);
    requireTreeAdmin(ctx);
    const issueCtx = await readableIssueById(request.viewer, idParam((request.params as Record<string, string>).epic_issue_id, 'NOT_FOUND'));
    if (!issueCtx || issueCtx.issue.epicId !== ctx.epic.id) throw new AppError('NOT_FOUND');
    await unlinkIssueFromEpic(db, app.live, user, ctx.epic, ctx.group, issueCtx);
    return { issuables: await epicIssuesWeb(request.viewer, ctx) };
  });
};
