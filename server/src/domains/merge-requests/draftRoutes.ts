import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_BODY_LIMIT } from '../../lib/bodyLimit.ts';
import { fullPathOf, projectRoute } from '../../lib/namespacePaths.ts';
import { boolParam, idNumber, idOrPath, parseInput } from '../../lib/params.ts';
import { fullMessages, toSentence } from '../notes/rules.ts';
import { positionParam } from './diffNotes.ts';
import { apiDraftJson, createDraft, deleteDrafts, draftOf, draftsOf, publishDrafts, updateDraft, webDraftsJson, type DraftResult, type PublishResult } from './drafts.ts';
import { readableMergeRequestNoteable } from './noteable.ts';
import { approvalsOf, approveMergeRequest } from './approvals.ts';
import { loadMergeRequest } from './service.ts';

/** GitLab's answer when the approval of a submitted review fails (DraftsController#publish). */
const APPROVE_FAILED = 'An error occurred while approving, please try again.';

type Params = Record<string, string | undefined>;

/** Grape's `render_validation_error!`: 400 with the attributes' messages. */
function restErrors(errors: Record<string, string[]>): never {
  throw new AppError('BAD_REQUEST', errors);
}

const commitId = z.preprocess((v) => (v === 'undefined' || v === '' ? null : v), z.string().max(64).nullable()).optional();

const restCreateBody = z
  .object({
    note: z.string({ error: 'is missing' }),
    in_reply_to_discussion_id: z.string().max(100).optional(),
    commit_id: commitId,
    resolve_discussion: boolParam(),
  })
  .loose();

const restUpdateBody = z.object({ note: z.string().optional() }).loose();

const webDraft = z
  .object({
    note: z.string().default(''),
    position: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable().optional(),
    resolve_discussion: boolParam(),
    line_code: z.string().nullable().optional(),
    commit_id: commitId,
    internal: boolParam(),
  })
  .loose();

const webCreateBody = z.object({ draft_note: webDraft, in_reply_to_discussion_id: z.string().max(100).nullable().optional() }).loose();
const webUpdateBody = z.object({ draft_note: webDraft.partial() }).loose();
const webPublishBody = z
  .object({
    note: z.string().nullable().optional(),
    ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(1000).optional(),
    reviewer_state: z.string().optional(),
    approve: boolParam(),
  })
  .loose();

/**
 * Draft notes: REST (GitLab's lib/api/draft_notes.rb) and the web routes of GitLab's batch comments
 * (Projects::MergeRequests::DraftsController). Only the signed-in author ever reads or changes a draft.
 */
export const draftNoteRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;

  const restNoteable = (request: FastifyRequest) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    const params = request.params as Params;
    const iid = params.merge_request_iid ?? '';
    if (!/^\d{1,10}$/.test(iid)) throw new AppError('MERGE_REQUEST_NOT_FOUND');
    return readableMergeRequestNoteable(app.db, request.viewer, idOrPath(params.id ?? ''), { iid: idNumber(iid) }, base);
  };
  const draftId = (request: FastifyRequest) => {
    const raw = (request.params as Params).draft_note_id ?? (request.params as Params).draft_id ?? '';
    if (!/^\d{1,10}$/.test(raw)) throw new AppError('NOT_FOUND', '404 Draft Note Not Found');
    return Number(raw);
  };
  const restDraft = (result: DraftResult) => ('errors' in result ? restErrors(result.errors) : apiDraftJson(result.draft));
  const restPublished = (reply: FastifyReply, result: PublishResult) => {
    if (!result.ok) restErrors(result.errors);
    return reply.code(204).send();
  };

  const API = '/api/v4/projects/:id/merge_requests/:merge_request_iid/draft_notes';
  const text = { bodyLimit: TEXT_BODY_LIMIT };

  app.get(API, async (request) => {
    const noteable = await restNoteable(request);
    return (await draftsOf(app.db, noteable, request.viewer.user)).map(apiDraftJson);
  });
  app.get(`${API}/:draft_note_id`, async (request) => {
    const noteable = await restNoteable(request);
    return apiDraftJson(await draftOf(app.db, noteable, request.viewer.user, draftId(request)));
  });
  app.post(API, text, async (request, reply) => {
    const noteable = await restNoteable(request);
    const body = parseInput(restCreateBody, request.body);
    const result = await createDraft(app.db, dataDir, request.viewer.user, noteable, {
      note: body.note,
      position: positionParam(request.body as Record<string, unknown>),
      inReplyToDiscussionId: body.in_reply_to_discussion_id || undefined,
      resolveDiscussion: body.resolve_discussion,
      commitId: body.commit_id,
    });
    const json = restDraft(result);
    return reply.code(201).send(json);
  });
  app.put(`${API}/:draft_note_id`, text, async (request) => {
    const noteable = await restNoteable(request);
    const body = parseInput(restUpdateBody, request.body);
    const draft = await draftOf(app.db, noteable, request.viewer.user, draftId(request));
    if (!body.note?.trim()) throw new AppError('BAD_REQUEST', '400 Bad request - Missing params to modify');
    return restDraft(await updateDraft(app.db, dataDir, request.viewer.user, noteable, draft, { note: body.note, position: positionParam(request.body as Record<string, unknown>) }));
  });
  app.delete(`${API}/:draft_note_id`, async (request, reply) => {
    const noteable = await restNoteable(request);
    const draft = await draftOf(app.db, noteable, request.viewer.user, draftId(request));
    await deleteDrafts(app.db, request.viewer.user, noteable, draft);
    return reply.code(204).send();
  });
  app.put(`${API}/:draft_note_id/publish`, async (request, reply) => {
    const noteable = await restNoteable(request);
    const draft = await draftOf(app.db, noteable, request.viewer.user, draftId(request));
    return restPublished(reply, await publishDrafts(app.db, app.live, dataDir, request.viewer.user, noteable, { ids: [draft.id] }));
  });
  app.post(`${API}/bulk_publish`, async (request, reply) => {
    const noteable = await restNoteable(request);
    return restPublished(reply, await publishDrafts(app.db, app.live, dataDir, request.viewer.user, noteable));
  });

  // ---- web (`/:project/-/merge_requests/:iid/drafts…`) ----

  const webNoteable = (request: FastifyRequest) => {
    const params = request.params as Params;
    const iid = params.iid ?? '';
    if (!/^\d{1,10}$/.test(iid)) throw new AppError('MERGE_REQUEST_NOT_FOUND');
    return readableMergeRequestNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { iid: Number(iid) }, base);
  };
  const webErrors = (reply: FastifyReply, errors: Record<string, string[]>) => reply.code(422).send({ errors: toSentence(fullMessages(errors)) });
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    app.route({ method, url: projectRoute(`/-/merge_requests/:iid/drafts${suffix}`), handler, config: { readCache: false }, ...(method === 'POST' || method === 'PUT' ? text : {}) });

  const webDraftAnswer = async (reply: FastifyReply, request: FastifyRequest, noteable: Awaited<ReturnType<typeof webNoteable>>, result: DraftResult) => {
    if ('errors' in result) return webErrors(reply, result.errors);
    const [json] = await webDraftsJson(app.db, base, noteable, request.viewer.user!, [result.draft]);
    return json;
  };

  route('GET', '', async (request) => {
    const noteable = await webNoteable(request);
    const user = request.viewer.user;
    if (!user) return [];
    return webDraftsJson(app.db, base, noteable, user, await draftsOf(app.db, noteable, user));
  });
  route('POST', '', async (request, reply) => {
    const noteable = await webNoteable(request);
    const body = parseInput(webCreateBody, request.body);
    const result = await createDraft(app.db, dataDir, request.viewer.user, noteable, {
      note: body.draft_note.note,
      position: body.draft_note.position ?? undefined,
      inReplyToDiscussionId: body.in_reply_to_discussion_id || undefined,
      resolveDiscussion: body.draft_note.resolve_discussion,
      commitId: body.draft_note.commit_id,
      internal: body.draft_note.internal,
    });
    return webDraftAnswer(reply, request, noteable, result);
  });
  route('PUT', '/:draft_id', async (request, reply) => {
    const noteable = await webNoteable(request);
    const body = parseInput(webUpdateBody, request.body);
    const draft = await draftOf(app.db, noteable, request.viewer.user, draftId(request));
    const result = await updateDraft(app.db, dataDir, request.viewer.user, noteable, draft, {
      note: body.draft_note.note,
      position: body.draft_note.position ?? undefined,
      resolveDiscussion: body.draft_note.resolve_discussion,
    });
    return webDraftAnswer(reply, request, noteable, result);
  });
  route('DELETE', '/discard', async (request, reply) => {
    const noteable = await webNoteable(request);
    await deleteDrafts(app.db, request.viewer.user, noteable);
    return reply.code(200).send({});
  });
  route('DELETE', '/:draft_id', async (request, reply) => {
    const noteable = await webNoteable(request);
    const draft = await draftOf(app.db, noteable, request.viewer.user, draftId(request));
    await deleteDrafts(app.db, request.viewer.user, noteable, draft);
    return reply.code(200).send({});
  });
  route('POST', '/publish', async (request, reply) => {
    const noteable = await webNoteable(request);
    const body = parseInput(webPublishBody, request.body);
    const result = await publishDrafts(app.db, app.live, dataDir, request.viewer.user, noteable, { ids: body.ids, note: body.note ?? undefined });
    if (!result.ok) return webErrors(reply, result.errors);
    // DraftsController#publish: `approve` approves in the same submit, unless the user already approved.
    if (body.approve === true) {
      const ctx = await loadMergeRequest(app.db, request.viewer, { id: noteable.mergeRequest.projectId }, noteable.mergeRequest.iid);
      const approvals = await approvalsOf(app.db, ctx.mr.id);
      if (!approvals.some((a) => a.user.id === request.viewer.user!.id) && !(await approveMergeRequest(app.db, app.live, request.viewer.user!, ctx))) {
        return reply.code(500).send({ message: APPROVE_FAILED });
      }
    }
    return reply.code(200).send({});
  });
  route('POST', '/:draft_id/publish', async (request, reply) => {
    const noteable = await webNoteable(request);
    const draft = await draftOf(app.db, noteable, request.viewer.user, draftId(request));
    const result = await publishDrafts(app.db, app.live, dataDir, request.viewer.user, noteable, { ids: [draft.id] });
    if (!result.ok) return webErrors(reply, result.errors);
    return reply.code(200).send({});
  });
};
