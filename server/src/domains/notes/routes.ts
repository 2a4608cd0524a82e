import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { TEXT_BODY_LIMIT } from '../../lib/bodyLimit.ts';
import { boolParam, parseBool, parseInput } from '../../lib/params.ts';
import { type Noteable } from './noteables.ts';
import { readableIssueNoteable } from '../issues/noteable.ts';
import { readableMergeRequestNoteable } from '../merge-requests/noteable.ts';
import { createDiffNote, parsePosition } from '../merge-requests/diffNotes.ts';
import { readableEpicNoteable } from '../epics/noteable.ts';
import { decodeCursor, deletedNoteIdsSince, discussionPage, encodeCursor, findNote, notesOfDiscussions, notesUpdatedSince, pollWatermarkMicros, savedNotesFilter, saveNotesFilter } from './queries.ts';
import { canReadInternalNotes, clampPerPage, fullMessages, NOTES_FILTERS, NOTES_POLL_INTERVAL_MS, toSentence, type NotesFilter } from './rules.ts';
import { discussionJson, groupDiscussions, noteJson } from './serializers.ts';
import { buildContext, createNote, type CreateNoteResult, deleteNote, readableNote, setDiscussionResolved, toggleNoteAward, updateNote } from './service.ts';
import type { NoteRow } from './tables.ts';
import { fullPathOf, groupRoute, projectRoute } from '../../lib/namespacePaths.ts';


type Params = Record<string, string | undefined>;

const positiveInt = (raw: string | undefined, code: 'ISSUE_NOT_FOUND' | 'EPIC_NOT_FOUND' | 'MERGE_REQUEST_NOT_FOUND' | 'NOTE_NOT_FOUND'): number => {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw new AppError(code);
  return Number(raw);
};

function notesFilterParam(raw: unknown): NotesFilter | undefined {
  return typeof raw === 'string' && /^[012]$/.test(raw) ? (Number(raw) as NotesFilter) : undefined;
}

const noteObject = z
  .object({
    note: z.string({ error: "can't be blank" }).default(''),
    internal: boolParam(),
    confidential: boolParam(),
    type: z.enum(['DiscussionNote', 'DiffNote', '']).nullable().optional(),
    /** A DiffNote's position, as JSON text (GitLab's client sends it so). */
    position: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    noteable_type: z.string().optional(),
    noteable_id: z.union([z.string(), z.number()]).optional(),
  })
  .loose();

const createBody = z
  .object({
    note: noteObject,
    in_reply_to_discussion_id: z.string().optional(),
    return_discussion: boolParam(),
    target_type: z.string().optional(),
    target_id: z.union([z.string(), z.number()]).optional(),
  })
  .loose();

const updateBody = z.object({ note: z.object({ note: z.string().default('') }).loose() }).loose();
const awardBody = z.object({ name: z.string({ error: 'is missing' }).min(1, 'is missing') }).loose();

/** Web JSON routes of the notes app (cookie session + CSRF), at GitLab's paths. */
export const noteWebRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;

  const issueByIid = (request: FastifyRequest) => {
    const params = request.params as Params;
    return readableIssueNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { iid: positiveInt(params.iid, 'ISSUE_NOT_FOUND') }, base);
  };

  /** The merge request of a `/:project/-/merge_requests/:iid/…` route. */
  const mergeRequestByIid = (request: FastifyRequest) => {
    const params = request.params as Params;
    return readableMergeRequestNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { iid: positiveInt(params.iid, 'MERGE_REQUEST_NOT_FOUND') }, base);
  };

  /** The epic of a `/groups/:group/-/epics/:iid/…` route. */
  const epicByIid = (request: FastifyRequest) => {
    const params = request.params as Params;
    return readableEpicNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { iid: positiveInt(params.iid, 'EPIC_NOT_FOUND') }, base);
  };

  /** A note of a readable noteable: a hidden noteable answers 404 like a missing note. */
  const noteOf = async (request: FastifyRequest, load: () => Promise<Noteable>): Promise<{ noteable: Noteable; note: NoteRow }> => {
    const id = positiveInt((request.params as Params).id, 'NOTE_NOT_FOUND');
    let noteable: Noteable;
    try {
      noteable = await load();
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new AppError('NOTE_NOT_FOUND');
      throw error;
    }
    return { noteable, note: await readableNote(app.db, noteable, id) };
  };

  /** The note of a `/:fullPath/notes/:id` route and its issue (404 if either is hidden). */
  const issueNote = async (request: FastifyRequest): Promise<{ noteable: Noteable; note: NoteRow }> => {
    const params = request.params as Params;
    const row = await findNote(app.db, positiveInt(params.id, 'NOTE_NOT_FOUND'));
    if (!row || (row.noteableType !== 'Issue' && row.noteableType !== 'MergeRequest')) throw new AppError('NOTE_NOT_FOUND');
    // Notes of merge requests share the project's `/notes/:id` routes with issues'.
    if (row.noteableType === 'MergeRequest') return noteOf(request, () => readableMergeRequestNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { id: row.noteableId }, base));
    return noteOf(request, () => readableIssueNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { id: row.noteableId }, base));
  };

  /** The note of a `/groups/:group/-/epics/:iid/notes/:id` route and its epic. */
  const epicNote = (request: FastifyRequest) => noteOf(request, () => epicByIid(request));

  /**
   * GitLab's notes_filter: the `notes_filter` parameter, remembered per noteable type for signed-in
   * users unless `persist_filter=false`; without the parameter, the remembered one (or 0).
   */
  const notesFilterFor = async (request: FastifyRequest, noteable: Noteable): Promise<NotesFilter> => {
    const query = request.query as Record<string, unknown>;
    const given = notesFilterParam(query.notes_filter);
    const user = request.viewer.user;
    if (given !== undefined) {
      if (user && parseBool(query.persist_filter, 'persist_filter') !== false && (await savedNotesFilter(app.db, user.id, noteable.type)) !== given) {
        await saveNotesFilter(app.db, user.id, noteable.type, given);
        // discussions.json is served from the read cache: a changed preference must empty it, or a
        // cached answer for another filter would skip remembering that filter.
        app.readCache.invalidate();
      }
      return given;
    }
    return user ? savedNotesFilter(app.db, user.id, noteable.type) : NOTES_FILTERS.ALL;
  };

  const renderDiscussions = async (noteable: Noteable, rows: NoteRow[], order?: string[]) => {
    const context = await buildContext(app.db, base, noteable, rows, app.config.dataDir);
    return groupDiscussions(rows, order).map((thread) => discussionJson(context, thread));
  };

  type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const register = (pattern: (suffix: string) => string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix: string, handler: Handler, options: { readCache?: boolean } = {}) => {
    // Writes may carry a note of 1,000,000 characters (lib/bodyLimit.ts).
    const bodyLimit = method === 'POST' || method === 'PUT' ? { bodyLimit: TEXT_BODY_LIMIT } : {};
    app.route({ method, url: pattern(suffix), handler, config: { readCache: options.readCache ?? false }, ...bodyLimit });
  };
  const routes = register(projectRoute);
  /** Epic notes: GitLab's `/groups/:group/-/epics/:iid/…` paths (group paths of any depth). */
  const epicRoutes = register(groupRoute);

  // DiscussionEntity list, keyset-paginated: per_page (≤ 100), cursor, X-Next-Page-Cursor. Served
  // from the viewer-scoped read cache (any write empties it), so a page full of readers costs one
  // render per change, not one per request.
  const listDiscussions = (load: (request: FastifyRequest) => Promise<Noteable>): Handler => async (request, reply) => {
    const noteable = await load(request);
    const query = request.query as Record<string, unknown>;
    const visibility = { includeInternal: canReadInternalNotes(noteable.access), filter: await notesFilterFor(request, noteable) };
    const cursor = decodeCursor(query.cursor);
    if (query.cursor !== undefined && query.cursor !== '' && !cursor) throw new AppError('VALIDATION_FAILED', { cursor: ['is invalid'] });
    const page = await discussionPage(app.db, noteable, visibility, { perPage: clampPerPage(query.per_page), cursor });
    if (page.next) reply.header('x-next-page-cursor', encodeCursor(page.next));
    const rows = await notesOfDiscussions(app.db, noteable, page.discussionIds, { includeInternal: visibility.includeInternal });
    return renderDiscussions(noteable, rows, page.discussionIds);
  };
  routes('GET', '/-/issues/:iid/discussions.json', listDiscussions(issueByIid), { readCache: true });
  routes('GET', '/-/merge_requests/:iid/discussions.json', listDiscussions(mergeRequestByIid), { readCache: true });
  epicRoutes('GET', '/-/epics/:iid/discussions.json', listDiscussions(epicByIid), { readCache: true });

  // Polling: notes changed (and ids of notes deleted) since X-Last-Fetched-At (µs since the epoch), Poll-Interval 6000.
  const pollNotes = (load: (request: FastifyRequest) => Promise<Noteable>): Handler => async (request, reply) => {
    const noteable = await load(request);
    const header = request.headers['x-last-fetched-at'];
    reply.header('poll-interval', String(NOTES_POLL_INTERVAL_MS));
    if (typeof header !== 'string' || !/^\d{1,19}$/.test(header.trim())) {
      throw new AppError('BAD_REQUEST', 'X-Last-Fetched-At header is required');
    }
    const fetchedAt = await pollWatermarkMicros(app.db);
    // notes_filter (our extension): the filter the page shows; without it, the one the user chose last.
    const given = notesFilterParam((request.query as Record<string, unknown>).notes_filter);
    const filter = given ?? (request.viewer.user ? await savedNotesFilter(app.db, request.viewer.user.id, noteable.type) : NOTES_FILTERS.ALL);
    const since = BigInt(header.trim());
    const includeInternal = canReadInternalNotes(noteable.access);
    const [rows, deletedIds] = await Promise.all([
      notesUpdatedSince(app.db, noteable, { includeInternal, filter }, since),
      deletedNoteIdsSince(app.db, noteable, includeInternal, since),
    ]);
    const context = await buildContext(app.db, base, noteable, rows, app.config.dataDir);
    // deleted_note_ids is our extension of GitLab's { notes, last_fetched_at } (docs/server.md).
    return { notes: rows.map((row) => noteJson(context, row)), deleted_note_ids: deletedIds, last_fetched_at: Number(fetchedAt) };
  };
  routes(
    'GET',
    '/noteable/issue/:id/notes',
    pollNotes((request) => {
      const params = request.params as Params;
      return readableIssueNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { id: positiveInt(params.id, 'ISSUE_NOT_FOUND') }, base);
    }),
  );
  routes(
    'GET',
    '/noteable/merge_request/:id/notes',
    pollNotes((request) => {
      const params = request.params as Params;
      return readableMergeRequestNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { id: positiveInt(params.id, 'MERGE_REQUEST_NOT_FOUND') }, base);
    }),
  );
  epicRoutes('GET', '/-/epics/:iid/notes', pollNotes(epicByIid));

  type CreateBody = z.infer<typeof createBody>;
  const createNoteHandler = (load: (request: FastifyRequest, body: CreateBody) => Promise<Noteable>): Handler => async (request, reply) => {
    const body = parseInput(createBody, request.body);
    const noteable = await load(request, body);
    const internal = body.note.internal ?? body.note.confidential;
    // A new diff thread: the position is checked against the merge request's diffs (diffNotes.ts).
    const diffThread = noteable.type === 'MergeRequest' && body.note.type === 'DiffNote' && body.note.position !== undefined && !body.in_reply_to_discussion_id;
    let result: CreateNoteResult;
    if (diffThread) {
      const parsed = parsePosition(body.note.position);
      result = 'errors' in parsed
        ? { errors: parsed.errors, commandsChanges: {}, commandNames: [] }
        : await createDiffNote(app.db, app.live, app.config.dataDir, request.viewer.user, noteable, { note: body.note.note, internal, position: parsed.position });
    } else {
      result = await createNote(app.db, app.live, request.viewer.user, noteable, {
        note: body.note.note,
        internal,
        type: body.note.type === 'DiscussionNote' ? 'DiscussionNote' : null,
        inReplyToDiscussionId: body.in_reply_to_discussion_id,
      });
    }
    if (result.errors) return reply.code(422).send({ errors: toSentence(fullMessages(result.errors)) });
    const commands = { commands_changes: result.commandsChanges, command_names: result.commandNames };
    if (!result.note) {
      return { ...commands, valid: false, errors: { commands_only: [result.commandsOnlyMessage ?? ''], command_names: result.commandNames } };
    }
    if (body.return_discussion) {
      const thread = await notesOfDiscussions(app.db, noteable, [result.note.discussionId], { includeInternal: canReadInternalNotes(noteable.access) });
      const [discussion] = await renderDiscussions(noteable, thread);
      return { ...commands, valid: true, discussion };
    }
    const context = await buildContext(app.db, base, noteable, [result.note], app.config.dataDir);
    return { ...commands, valid: true, ...noteJson(context, result.note) };
  };
  routes(
    'POST',
    '/notes',
    createNoteHandler((request, body) => {
      const query = request.query as Record<string, unknown>;
      const targetType = String(query.target_type ?? body.target_type ?? body.note.noteable_type ?? '').toLowerCase();
      const targetId = String(query.target_id ?? body.target_id ?? body.note.noteable_id ?? '');
      const params = request.params as Params;
      if (targetType === 'merge_request' || targetType === 'mergerequest') {
        return readableMergeRequestNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { id: positiveInt(targetId, 'MERGE_REQUEST_NOT_FOUND') }, base);
      }
      if (targetType !== 'issue') throw new AppError('NOT_FOUND');
      return readableIssueNoteable(app.db, request.viewer, { fullPath: fullPathOf(params) }, { id: positiveInt(targetId, 'ISSUE_NOT_FOUND') }, base);
    }),
  );
  // The epic is the path's; GitLab's client also sends `target_type=epic&target_id=<id>`, which adds nothing.
  epicRoutes('POST', '/-/epics/:iid/notes', createNoteHandler((request) => epicByIid(request)));

  const updateNoteHandler = (load: (request: FastifyRequest) => Promise<{ noteable: Noteable; note: NoteRow }>): Handler => async (request, reply) => {
    const { noteable, note } = await load(request);
    const body = parseInput(updateBody, request.body);
    const result = await updateNote(app.db, app.live, request.viewer.user, noteable, note, body.note.note);
    if ('errors' in result) return reply.code(422).send({ errors: toSentence(fullMessages(result.errors)) });
    const context = await buildContext(app.db, base, noteable, [result.note], app.config.dataDir);
    return { valid: true, ...noteJson(context, result.note) };
  };
  routes('PUT', '/notes/:id', updateNoteHandler(issueNote));
  epicRoutes('PUT', '/-/epics/:iid/notes/:id', updateNoteHandler(epicNote));

  const deleteNoteHandler = (load: (request: FastifyRequest) => Promise<{ noteable: Noteable; note: NoteRow }>): Handler => async (request, reply) => {
    const { noteable, note } = await load(request);
    await deleteNote(app.db, app.live, request.viewer.user, noteable, note);
    return reply.code(200).send({});
  };
  routes('DELETE', '/notes/:id', deleteNoteHandler(issueNote));
  epicRoutes('DELETE', '/-/epics/:iid/notes/:id', deleteNoteHandler(epicNote));

  const awardNoteHandler = (load: (request: FastifyRequest) => Promise<{ noteable: Noteable; note: NoteRow }>): Handler => async (request) => {
    const { noteable, note } = await load(request);
    const body = parseInput(awardBody, request.body);
    return { ok: await toggleNoteAward(app.db, app.live, request.viewer.user, noteable, note, body.name) };
  };
  routes('POST', '/notes/:id/toggle_award_emoji', awardNoteHandler(issueNote));
  epicRoutes('POST', '/-/epics/:iid/notes/:id/toggle_award_emoji', awardNoteHandler(epicNote));

  const resolve = (resolved: boolean, load: (request: FastifyRequest) => Promise<Noteable> = issueByIid) => async (request: FastifyRequest) => {
    const noteable = await load(request);
    const params = request.params as Params;
    const rows = await setDiscussionResolved(app.db, app.live, request.viewer.user, noteable, params.discussion_id ?? '', resolved);
    const [discussion] = await renderDiscussions(noteable, rows);
    return discussion;
  };
  routes('POST', '/-/issues/:iid/discussions/:discussion_id/resolve', resolve(true));
  routes('PUT', '/-/issues/:iid/discussions/:discussion_id/resolve', resolve(true));
  routes('DELETE', '/-/issues/:iid/discussions/:discussion_id/resolve', resolve(false));
  routes('POST', '/-/merge_requests/:iid/discussions/:discussion_id/resolve', resolve(true, mergeRequestByIid));
  routes('PUT', '/-/merge_requests/:iid/discussions/:discussion_id/resolve', resolve(true, mergeRequestByIid));
  routes('DELETE', '/-/merge_requests/:iid/discussions/:discussion_id/resolve', resolve(false, mergeRequestByIid));
};
