import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath, parseInput } from '../../lib/params.ts';
import type { Live } from '../../plugins/live.ts';
import { canAwardOnIssue } from '../issues/kind.ts';
import { loadIssue, type IssueContext } from '../issues/service.ts';
import { issueRef } from '../issues/live.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { epicRef, loadEpic } from '../epics/service.ts';
import { type Noteable } from '../notes/noteables.ts';
import { readableIssueNoteable } from '../issues/noteable.ts';
import { readableEpicNoteable } from '../epics/noteable.ts';
import { canAwardEmoji } from '../notes/rules.ts';
import { publishNoteEvent, readableNote } from '../notes/service.ts';
import { notes } from '../notes/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { addAwardEmoji, awardsPage, deleteAward, findAward, type Awardable } from './queries.ts';
import { INVALID_EMOJI_NAME, isValidEmojiName } from './rules.ts';
import { awardEmojiJson } from './serializers.ts';

const CACHED = { config: { readCache: true } };
const nameBody = z.object({ name: z.string({ error: 'is missing' }).min(1, 'is missing') }).loose();

type Params = Record<string, string | undefined>;

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

/** What an award route acts on: the awardable, whether the viewer may award it, and whom to tell. */
interface Target {
  awardable: Awardable;
  canAward: boolean;
  publish(live: Live, name: string): Promise<void>;
}

function issueTarget(db: Db, ctx: IssueContext, viewer: Viewer): Target {
  return {
    awardable: { type: 'Issue', id: ctx.issue.id },
    canAward: canAwardOnIssue(ctx, viewer),
    publish: (live, name) => publishIssuableEvents({ db, live }, { type: 'touched', issuable: issueRef(ctx.issue), reason: 'award_emoji', award: name }),
  };
}

/** Ids are PostgreSQL integers: anything else names nothing. */
const MAX_ID = 2_147_483_647;
const idParam = (raw: string | undefined, code: 'ISSUE_NOT_FOUND' | 'EPIC_NOT_FOUND' | 'NOTE_NOT_FOUND' | 'NOT_FOUND'): number => {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID) throw new AppError(code);
  return Number(raw);
};

/** Award emoji on issues, epics and their notes: GitLab's toggle_award_emoji web route and lib/api/award_emoji.rb. */
export const awardRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const db: Db = app.db;

  const apiIssue = (request: FastifyRequest) => {
    const params = request.params as Params;
    return loadIssue(db, request.viewer, idOrPath(params.id ?? ''), idParam(params.issue_iid, 'ISSUE_NOT_FOUND'));
  };

  /** An epic's awards (`/groups/:id/epics/:epic_iid/award_emoji`, by iid as GitLab's award API names it). */
  const apiEpicTarget = async (request: FastifyRequest): Promise<Target> => {
    const params = request.params as Params;
    const ctx = await loadEpic(db, request.viewer, idOrPath(params.id ?? ''), idParam(params.epic_iid, 'EPIC_NOT_FOUND'));
    return {
      awardable: { type: 'Epic', id: ctx.epic.id },
      canAward: ctx.abilities.awardEmoji,
      publish: (live, name) => publishIssuableEvents({ db, live }, { type: 'touched', issuable: epicRef(ctx.epic, ctx.group), reason: 'award_emoji', award: name }),
    };
  };

  const apiNoteTarget = async (request: FastifyRequest): Promise<Target> => {
    const params = request.params as Params;
    const noteable: Noteable =
      params.epic_iid !== undefined
        ? await readableEpicNoteable(db, request.viewer, idOrPath(params.id ?? ''), { iid: idParam(params.epic_iid, 'EPIC_NOT_FOUND') }, base)
        : await readableIssueNoteable(db, request.viewer, idOrPath(params.id ?? ''), { iid: idParam(params.issue_iid, 'ISSUE_NOT_FOUND') }, base);
    const note = await readableNote(db, noteable, idParam(params.note_id, 'NOTE_NOT_FOUND'));
    return {
      awardable: { type: 'Note', id: note.id },
      canAward: !note.system && canAwardEmoji(noteable.access, note),
      publish: async () => {
        // The notes poll (X-Last-Fetched-At) picks the note up again with its new awards.
        await db.update(notes).set({ updatedAt: sql`now()` }).where(eq(notes.id, note.id));
        await publishNoteEvent(app.live, noteable, 'updated', note);
      },
    };
  };

  // ---- REST v4 ----
  const restRoutes = (prefix: string, resolve: (request: FastifyRequest) => Promise<Target>) => {
    app.get(`${prefix}/award_emoji`, CACHED, async (request, reply) => {
      const target = await resolve(request);
      const page = parsePage(request.query);
      const { rows, total } = await awardsPage(db, target.awardable, { limit: page.perPage, offset: page.offset });
      setPaginationHeaders(request, reply, page, total);
      return rows.map((row) => awardEmojiJson(base, row));
    });

    app.get(`${prefix}/award_emoji/:award_id`, CACHED, async (request) => {
      const target = await resolve(request);
      const found = await findAward(db, target.awardable, idParam((request.params as Params).award_id, 'NOT_FOUND'));
      if (!found) throw new AppError('NOT_FOUND', '404 Award Emoji Not Found');
      return awardEmojiJson(base, found);
    });

    app.post(`${prefix}/award_emoji`, async (request, reply: FastifyReply) => {
      const user = requireUser(request.viewer);
      const target = await resolve(request);
      const { name } = parseInput(nameBody, request.body);
      if (!target.canAward) throw new AppError('FORBIDDEN');
      // GitLab answers AddService's validation errors with not_found!("Award Emoji #{message}").
      if (!isValidEmojiName(name)) throw new AppError('NOT_FOUND', `404 Award Emoji Name ${INVALID_EMOJI_NAME} Not Found`);
      const created = await addAwardEmoji(db, target.awardable, name, user.id);
      if (!created) throw new AppError('NOT_FOUND', '404 Award Emoji Name has already been taken Not Found');
      await target.publish(app.live, name);
      return reply.code(201).send(awardEmojiJson(base, { award: created, user }));
    });

    app.delete(`${prefix}/award_emoji/:award_id`, async (request, reply) => {
      const user = requireUser(request.viewer);
      const target = await resolve(request);
      const found = await findAward(db, target.awardable, idParam((request.params as Params).award_id, 'NOT_FOUND'));
      if (!found) throw new AppError('NOT_FOUND', '404 Award Emoji Not Found');
      // GitLab: `unauthorized! unless award.user == current_user || admin`.
      if (found.award.userId !== user.id && !user.isAdmin) throw new AppError('UNAUTHORIZED');
      await deleteAward(db, found.award.id);
      await target.publish(app.live, found.award.name);
      return reply.code(204).send();
    });
  };

  restRoutes('/api/v4/projects/:id/issues/:issue_iid', async (request) => issueTarget(db, await apiIssue(request), request.viewer));
  restRoutes('/api/v4/projects/:id/issues/:issue_iid/notes/:note_id', apiNoteTarget);
  restRoutes('/api/v4/groups/:id/epics/:epic_iid', apiEpicTarget);
  restRoutes('/api/v4/groups/:id/epics/:epic_iid/notes/:note_id', apiNoteTarget);
};
