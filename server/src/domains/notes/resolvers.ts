import { and, count, eq } from 'drizzle-orm';
import { gid, type GraphQLContext } from '../../graphql/context.ts';
import { AppError } from '../../errors.ts';
import { currentViewer, filteredEvents } from '../../graphql/liveEvents.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import { type Noteable } from './noteables.ts';
import { noteableProvider } from './providers.ts';
import { findNote, notesOfDiscussion } from './queries.ts';
import { usersById } from '../users/queries.ts';
import { noteHtmlFor } from './render.ts';
import { canAdminNote, canAwardEmoji, canCreateNote, canReadInternalNotes, canReadNote, canResolveNote } from './rules.ts';
import { notesChannel } from './service.ts';
import { notes, type NoteRow } from './tables.ts';

/**
 * Live notes over graphql-ws: GitLab 16.2's `workItemNoteCreated`, `workItemNoteUpdated` and
 * `workItemNoteDeleted(noteableId)`, fed by the notes channel (LISTEN/NOTIFY, ids only). Every event is
 * re-checked for every subscriber with a fresh reading of their user and memberships, so an internal
 * note, a note on an issue that became confidential, or anything after the subscriber lost access,
 * never reaches them.
 */
export const noteTypeDefs = /* GraphQL */ `
  """A global id of a note: gid://gitlab/Note/1."""
  scalar NoteID
  """A global id of a noteable: gid://gitlab/Issue/1, gid://gitlab/WorkItem/1 or gid://gitlab/Epic/1."""
  scalar NoteableID
  """A global id of a discussion: gid://gitlab/Discussion/<40 hex>."""
  scalar DiscussionID

  type NotePermissions {
    adminNote: Boolean!
    awardEmoji: Boolean!
    createNote: Boolean!
    readNote: Boolean!
    repositionNote: Boolean!
    resolveNote: Boolean!
  }

  type Discussion {
    id: DiscussionID!
    replyId: DiscussionID!
    createdAt: Time!
    resolvable: Boolean!
    resolved: Boolean!
    resolvedAt: Time
    resolvedBy: UserCore
  }

  type Note {
    id: NoteID!
    body: String!
    bodyHtml: String
    author: UserCore!
    createdAt: Time!
    updatedAt: Time!
    internal: Boolean
    confidential: Boolean
    system: Boolean!
    systemNoteIconName: String
    resolvable: Boolean!
    resolved: Boolean!
    resolvedAt: Time
    resolvedBy: UserCore
    lastEditedAt: Time
    lastEditedBy: UserCore
    discussion: Discussion
    position: DiffPosition
    url: String
    userPermissions: NotePermissions!
  }

  enum DiffPositionType {
    image
    text
  }

  type DiffPosition {
    diffRefs: DiffRefs!
    filePath: String!
    height: Int
    newLine: Int
    newPath: String
    oldLine: Int
    oldPath: String
    positionType: DiffPositionType!
    width: Int
    x: Int
    y: Int
  }

  type DeletedNote {
    id: NoteID!
    discussionId: DiscussionID
    lastDiscussionNote: Boolean
  }

  extend type Subscription {
    workItemNoteCreated(noteableId: NoteableID): Note
    workItemNoteUpdated(noteableId: NoteableID): Note
    workItemNoteDeleted(noteableId: NoteableID): DeletedNote
  }
`;

/** What a Note resolver receives: the row and the noteable as the subscriber sees it. */
export interface NoteParent {
  note: NoteRow;
  noteable: Noteable;
}

interface DeletedNoteParent {
  id: number;
  discussionId: string;
  lastDiscussionNote: boolean;
}

/** A subscription's noteable: an issue (`Issue` or `WorkItem` gid) or an epic (`Epic` gid). */
export function noteableRef(value: unknown): { type: 'Issue' | 'Epic' | 'MergeRequest'; id: number } | undefined {
  const match = typeof value === 'string' ? /^gid:\/\/gitlab\/(Issue|WorkItem|Epic|MergeRequest)\/(\d{1,10})$/.exec(value) : null;
  if (!match || Number(match[2]) > 2_147_483_647) return undefined;
  return { type: match[1] === 'Epic' || match[1] === 'MergeRequest' ? match[1] : 'Issue', id: Number(match[2]) };
}

/** The noteable as this viewer may read it now (its kind's provider decides), or null (hidden, gone, confidential for them). */
async function noteableFor(context: GraphQLContext, viewer: Viewer, ref: { type: 'Issue' | 'Epic' | 'MergeRequest'; id: number }): Promise<Noteable | null> {
  const provider = noteableProvider(ref.type);
  if (!provider) return null;
  try {
    return await provider.readableById(context.db, viewer, ref.id, context.config.externalUrl);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}


type Kind = 'created' | 'updated' | 'deleted';
const EVENTS: Record<Kind, string[]> = { created: ['created'], updated: ['updated', 'resolved', 'unresolved'], deleted: ['deleted'] };

function subscription(kind: Kind) {
  return {
    subscribe: async (_: unknown, args: { noteableId?: string | null }, context: GraphQLContext) => {
      const ref = noteableRef(args.noteableId);
      if (ref === undefined || !(await noteableFor(context, context.viewer, ref))) throw new AppError('NOT_FOUND');
      return filteredEvents(context.live.iterate(notesChannel(ref.type, ref.id)), async (payload) => {
        if (!EVENTS[kind].includes(String(payload.event)) || typeof payload.note_id !== 'number') return null;
        const viewer = await currentViewer(context);
        const noteable = viewer && (await noteableFor(context, viewer, ref));
        if (!noteable) return null;
        if (kind === 'deleted') {
          if (payload.internal === true && !canReadInternalNotes(noteable.access)) return null;
          const discussionId = String(payload.discussion_id ?? '');
          const [left] = await context.db
            .select({ n: count() })
            .from(notes)
            .where(and(eq(notes.noteableType, ref.type), eq(notes.noteableId, ref.id), eq(notes.discussionId, discussionId)));
          return { deleted: { id: payload.note_id, discussionId, lastDiscussionNote: (left?.n ?? 0) === 0 } };
        }
        const note = await findNote(context.db, payload.note_id);
        if (!note || note.noteableType !== ref.type || note.noteableId !== ref.id || !canReadNote(noteable.access, note) || noteable.hiddenNoteIds.includes(note.id)) return null;
        return { note: { note, noteable } };
      });
    },
    resolve: (payload: { note?: NoteParent; deleted?: DeletedNoteParent }) => payload.note ?? payload.deleted ?? null,
  };
}

/**
 * Types::Notes::DiffPositionType of a DiffNote's position (null for other notes). GitLab 16.2's
 * DiffPositionType enum knows `text` and `image` only: a whole-file position has none (null).
 */
export function diffPositionGraphql(raw: unknown) {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const type = p.position_type ?? 'text';
  if (type !== 'text' && type !== 'image') return null;
  const int = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    diffRefs: { baseSha: str(p.base_sha), startSha: str(p.start_sha) ?? '', headSha: str(p.head_sha) ?? '' },
    filePath: str(p.new_path) || str(p.old_path) || '',
    oldPath: str(p.old_path),
    newPath: str(p.new_path),
    positionType: type,
    oldLine: type === 'text' ? int(p.old_line) : null,
    newLine: type === 'text' ? int(p.new_line) : null,
    x: type === 'image' ? int(p.x) : null,
    y: type === 'image' ? int(p.y) : null,
    width: type === 'image' ? int(p.width) : null,
    height: type === 'image' ? int(p.height) : null,
  };
}

const user = async (context: GraphQLContext, id: number | null): Promise<UserRow | null> => (id === null ? null : ((await usersById(context.db, [id])).get(id) ?? null));
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** Discussion ids are 40 hex characters, not numbers. */
const discussionGid = (id: string) => `gid://gitlab/Discussion/${id}`;

export const noteResolvers = {
  Note: {
    id: ({ note }: NoteParent) => gid('Note', note.id),
    body: ({ note }: NoteParent) => note.note,
    bodyHtml: async ({ note, noteable }: NoteParent, _: unknown, context: GraphQLContext) => (await noteHtmlFor(context.db, noteable.viewer, [note], noteable.knownProjects)).get(note.id) ?? '',
    author: ({ note }: NoteParent, _: unknown, context: GraphQLContext) => user(context, note.authorId),
    createdAt: ({ note }: NoteParent) => note.createdAt.toISOString(),
    updatedAt: ({ note }: NoteParent) => note.updatedAt.toISOString(),
    internal: ({ note }: NoteParent) => note.internal,
    confidential: ({ note }: NoteParent) => note.internal,
    system: ({ note }: NoteParent) => note.system,
    systemNoteIconName: ({ note }: NoteParent) => note.systemNoteIconName,
    resolvable: ({ note }: NoteParent) => note.resolvable,
    resolved: ({ note }: NoteParent) => note.resolvable && note.resolvedAt !== null,
    resolvedAt: ({ note }: NoteParent) => iso(note.resolvedAt),
    resolvedBy: ({ note }: NoteParent, _: unknown, context: GraphQLContext) => user(context, note.resolvedById),
    lastEditedAt: ({ note }: NoteParent) => iso(note.lastEditedAt),
    lastEditedBy: ({ note }: NoteParent, _: unknown, context: GraphQLContext) => user(context, note.lastEditedById),
    url: ({ note, noteable }: NoteParent) => `${noteable.webUrl}#note_${note.id}`,
    position: ({ note }: NoteParent) => diffPositionGraphql(note.position),
    discussion: async ({ note, noteable }: NoteParent, _: unknown, context: GraphQLContext) => {
      const thread = await notesOfDiscussion(context.db, noteable, note.discussionId, canReadInternalNotes(noteable.access));
      const resolvable = thread.filter((n) => n.resolvable);
      const resolved = resolvable.length > 0 && resolvable.every((n) => n.resolvedAt !== null);
      const last = resolved ? resolvable.reduce((a, b) => ((a.resolvedAt?.getTime() ?? 0) >= (b.resolvedAt?.getTime() ?? 0) ? a : b)) : undefined;
      return {
        id: discussionGid(note.discussionId),
        replyId: discussionGid(note.discussionId),
        createdAt: (thread[0] ?? note).createdAt.toISOString(),
        resolvable: resolvable.length > 0,
        resolved,
        resolvedAt: iso(last?.resolvedAt ?? null),
        resolvedBy: last ? await user(context, last.resolvedById) : null,
      };
    },
    userPermissions: ({ note, noteable }: NoteParent) => ({
      adminNote: canAdminNote(noteable.access, note),
      awardEmoji: !note.system && canAwardEmoji(noteable.access, note),
      createNote: canCreateNote(noteable.access),
      readNote: true,
      repositionNote: canAdminNote(noteable.access, note),
      resolveNote: canResolveNote(noteable.access, note),
    }),
  },
  DeletedNote: {
    id: (deleted: DeletedNoteParent) => gid('Note', deleted.id),
    discussionId: (deleted: DeletedNoteParent) => discussionGid(deleted.discussionId),
    lastDiscussionNote: (deleted: DeletedNoteParent) => deleted.lastDiscussionNote,
  },
  Subscription: {
    workItemNoteCreated: subscription('created'),
    workItemNoteUpdated: subscription('updated'),
    workItemNoteDeleted: subscription('deleted'),
  },
};
