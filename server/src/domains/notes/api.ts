import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TEXT_ROUTE } from '../../lib/bodyLimit.ts';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { boolParam, idNumber, idOrPath, parseInput } from '../../lib/params.ts';
import { type Noteable } from './noteables.ts';
import { readableIssueNoteable } from '../issues/noteable.ts';
import { readableEpicNoteable } from '../epics/noteable.ts';
import { createDiffNote, parsePosition, positionParam } from '../merge-requests/diffNotes.ts';
import { readableMergeRequestNoteable } from '../merge-requests/noteable.ts';
import { notesOfDiscussion, notesOfNoteable, notesPage } from './queries.ts';
import { canReadInternalNotes, NOTES_FILTERS } from './rules.ts';
import { apiDiscussionJson, apiNoteJson, groupDiscussions } from './serializers.ts';
import { buildContext, createNote, deleteNote, DISCUSSION_ID, readableNote, updateNote, type CreateNoteResult } from './service.ts';
import type { NoteRow } from './tables.ts';

/** An issue's routes name it by iid; an epic's by id (GitLab's `/groups/:id/epics/:epic_id/notes`). */
type NoteableParams = { id: string; issue_iid?: string; merge_request_iid?: string; epic_id?: string; note_id?: string; discussion_id?: string };
type NoteableRequest = FastifyRequest<{ Params: NoteableParams }>;

/** The noteables of the REST notes and discussions routes. */
const PREFIXES = ['/api/v4/projects/:id/issues/:issue_iid', '/api/v4/projects/:id/merge_requests/:merge_request_iid', '/api/v4/groups/:id/epics/:epic_id'] as const;

const ACTIVITY_FILTERS = { all_notes: NOTES_FILTERS.ALL, only_comments: NOTES_FILTERS.ONLY_COMMENTS, only_activity: NOTES_FILTERS.ONLY_ACTIVITY } as const;

const listQuery = z.object({
  order_by: z.enum(['created_at', 'updated_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  activity_filter: z.enum(['all_notes', 'only_comments', 'only_activity']).default('all_notes'),
});

const createBody = z.object({
  body: z.string({ error: 'is missing' }),
  internal: boolParam(),
  confidential: boolParam(),
});

const updateBody = z.object({ body: z.string().optional(), confidential: boolParam() });

/** Grape's `bad_request!("Note #{note.errors.messages}")`: Ruby's Hash#inspect of the messages. */
function noteErrorMessage(errors: Record<string, string[]>): string {
  const inspect = Object.entries(errors)
    .map(([key, messages]) => `:${key}=>[${messages.map((m) => JSON.stringify(m)).join(', ')}]`)
    .join(', ');
  return `400 Bad request - Note {${inspect}}`;
}

/** REST v4 notes and discussions of issues and epics (GitLab's lib/api/notes.rb and discussions.rb). */
export const noteApiRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const noteableOf = (request: NoteableRequest): Promise<Noteable> => {
    const { issue_iid: iid, epic_id: epicId, merge_request_iid: mrIid } = request.params;
    if (mrIid !== undefined) {
      if (!/^\d{1,10}$/.test(mrIid)) throw new AppError('MERGE_REQUEST_NOT_FOUND');
      return readableMergeRequestNoteable(app.db, request.viewer, idOrPath(request.params.id), { iid: idNumber(mrIid) }, base);
    }
    if (epicId !== undefined) {
      if (!idNumber(epicId)) throw new AppError('EPIC_NOT_FOUND');
      return readableEpicNoteable(app.db, request.viewer, idOrPath(request.params.id), { id: idNumber(epicId) }, base);
    }
    if (!iid || !/^\d{1,10}$/.test(iid)) throw new AppError('ISSUE_NOT_FOUND');
    return readableIssueNoteable(app.db, request.viewer, idOrPath(request.params.id), { iid: idNumber(iid) }, base);
  };

  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix: string, handler: (request: NoteableRequest, reply: FastifyReply) => Promise<unknown>) => {
    for (const prefix of PREFIXES) app.route<{ Params: NoteableParams }>({ method, url: `${prefix}${suffix}`, handler });
  };
  /** A route whose body carries a note: the larger body limit, so the length rule answers (lib/bodyLimit.ts). */
  const textRoute = (method: 'POST' | 'PUT', suffix: string, handler: (request: NoteableRequest, reply: FastifyReply) => Promise<unknown>) => {
    for (const prefix of PREFIXES) app.route<{ Params: NoteableParams }>({ method, url: `${prefix}${suffix}`, handler, ...TEXT_ROUTE });
  };

  const noteId = (raw: string | undefined) => {
    const id = idNumber(raw);
    if (!id) throw new AppError('NOTE_NOT_FOUND');
    return id;
  };

  const present = async (noteable: Noteable, note: NoteRow) => apiNoteJson(await buildContext(app.db, base, noteable, [note], app.config.dataDir), note);

  /** 201 with the note, 202 for commands only, 400 with GitLab's message for invalid notes. */
  const answerCreated = async (reply: FastifyReply, noteable: Noteable, result: CreateNoteResult, asDiscussion: boolean) => {
    if (result.errors) throw new AppError('BAD_REQUEST', noteErrorMessage(result.errors));
    if (!result.note) {
      return reply.code(202).send({ commands_changes: result.commandsChanges, summary: [result.commandsOnlyMessage ?? ''] });
    }
    if (asDiscussion) {
      const thread = await notesOfDiscussion(app.db, noteable, result.note.discussionId, canReadInternalNotes(noteable.access));
      return reply.code(201).send(apiDiscussionJson(await buildContext(app.db, base, noteable, thread, app.config.dataDir), thread));
    }
    const json = await present(noteable, result.note);
    return reply.code(201).send({ ...json, commands_changes: result.commandsChanges });
  };

  route('GET', '/notes', async (request, reply) => {
    const noteable = await noteableOf(request);
    const query = parseInput(listQuery, request.query);
    const page = parsePage(request.query);
    const { rows, total } = await notesPage(
      app.db,
      noteable,
      { includeInternal: canReadInternalNotes(noteable.access), filter: ACTIVITY_FILTERS[query.activity_filter] },
      { orderBy: query.order_by, sort: query.sort, limit: page.perPage, offset: page.offset },
    );
    setPaginationHeaders(request, reply, page, total);
    const context = await buildContext(app.db, base, noteable, rows, app.config.dataDir);
    return rows.map((row) => apiNoteJson(context, row));
  });

  route('GET', '/notes/:note_id', async (request) => {
    const noteable = await noteableOf(request);
    return present(noteable, await readableNote(app.db, noteable, noteId(request.params.note_id)));
  });

  textRoute('POST', '/notes', async (request, reply) => {
    const noteable = await noteableOf(request);
    const body = parseInput(createBody, request.body);
    const result = await createNote(app.db, app.live, request.viewer.user, noteable, { note: body.body, internal: body.internal ?? body.confidential });
    return answerCreated(reply, noteable, result, false);
  });

  textRoute('PUT', '/notes/:note_id', async (request) => {
    const noteable = await noteableOf(request);
    const note = await readableNote(app.db, noteable, noteId(request.params.note_id));
    const body = parseInput(updateBody, request.body);
    if (body.body === undefined) throw new AppError('BAD_REQUEST', '400 Bad request - body is missing');
    const result = await updateNote(app.db, app.live, request.viewer.user, noteable, note, body.body);
    if ('errors' in result) throw new AppError('BAD_REQUEST', noteErrorMessage(result.errors));
    return present(noteable, result.note);
  });

  route('DELETE', '/notes/:note_id', async (request, reply) => {
    const noteable = await noteableOf(request);
    const note = await readableNote(app.db, noteable, noteId(request.params.note_id));
    await deleteNote(app.db, app.live, request.viewer.user, noteable, note);
    return reply.code(204).send();
  });

  route('GET', '/discussions', async (request, reply) => {
    const noteable = await noteableOf(request);
    const page = parsePage(request.query);
    const rows = await notesOfNoteable(app.db, noteable, { includeInternal: canReadInternalNotes(noteable.access) });
    const threads = groupDiscussions(rows);
    const slice = threads.slice(page.offset, page.offset + page.perPage);
    setPaginationHeaders(request, reply, page, threads.length);
    const context = await buildContext(app.db, base, noteable, slice.flat(), app.config.dataDir);
    return slice.map((thread) => apiDiscussionJson(context, thread));
  });

  const discussionOf = async (noteable: Noteable, raw: string | undefined): Promise<NoteRow[]> => {
    const thread = raw && DISCUSSION_ID.test(raw) ? await notesOfDiscussion(app.db, noteable, raw, canReadInternalNotes(noteable.access)) : [];
    if (thread.length === 0) throw new AppError('DISCUSSION_NOT_FOUND');
    return thread;
  };

  route('GET', '/discussions/:discussion_id', async (request) => {
    const noteable = await noteableOf(request);
    const thread = await discussionOf(noteable, request.params.discussion_id);
    return apiDiscussionJson(await buildContext(app.db, base, noteable, thread, app.config.dataDir), thread);
  });

  textRoute('POST', '/discussions', async (request, reply) => {
    const noteable = await noteableOf(request);
    const body = parseInput(createBody, request.body);
    const internal = body.internal ?? body.confidential;
    const position = noteable.type === 'MergeRequest' ? positionParam(request.body as Record<string, unknown>) : undefined;
    if (noteable.type === 'MergeRequest' && position !== undefined) {
      // A diff thread (GitLab's `position[...]` parameters), checked against the merge request's diffs.
      const parsed = parsePosition(position);
      if ('errors' in parsed) throw new AppError('BAD_REQUEST', noteErrorMessage(parsed.errors));
      const result = await createDiffNote(app.db, app.live, app.config.dataDir, request.viewer.user, noteable, { note: body.body, internal, position: parsed.position });
      return answerCreated(reply, noteable, result, true);
    }
    const result = await createNote(app.db, app.live, request.viewer.user, noteable, { note: body.body, internal, type: 'DiscussionNote' });
    return answerCreated(reply, noteable, result, true);
  });

  /** A note addressed through its discussion (404 when it belongs to another one). */
  const discussionNote = async (request: NoteableRequest) => {
    const noteable = await noteableOf(request);
    const note = await readableNote(app.db, noteable, noteId(request.params.note_id));
    if (note.discussionId !== request.params.discussion_id) throw new AppError('NOTE_NOT_FOUND');
    return { noteable, note };
  };

  textRoute('PUT', '/discussions/:discussion_id/notes/:note_id', async (request) => {
    const { noteable, note } = await discussionNote(request);
    const body = parseInput(updateBody, request.body);
    if (body.body === undefined) throw new AppError('BAD_REQUEST', '400 Bad request - body is missing');
    const result = await updateNote(app.db, app.live, request.viewer.user, noteable, note, body.body);
    if ('errors' in result) throw new AppError('BAD_REQUEST', noteErrorMessage(result.errors));
    return present(noteable, result.note);
  });

  route('DELETE', '/discussions/:discussion_id/notes/:note_id', async (request, reply) => {
    const { noteable, note } = await discussionNote(request);
    await deleteNote(app.db, app.live, request.viewer.user, noteable, note);
    return reply.code(204).send();
  });

  textRoute('POST', '/discussions/:discussion_id/notes', async (request, reply) => {
    const noteable = await noteableOf(request);
    const thread = await discussionOf(noteable, request.params.discussion_id);
    if ((thread[0] as NoteRow).system) throw new AppError('BAD_REQUEST', '400 Bad request - Discussion can not be replied to.');
    const body = parseInput(createBody, request.body);
    const result = await createNote(app.db, app.live, request.viewer.user, noteable, { note: body.body, inReplyToDiscussionId: request.params.discussion_id });
    return answerCreated(reply, noteable, result, false);
  });
};
