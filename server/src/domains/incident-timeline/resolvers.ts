import { AppError } from '../../errors.ts';
import { connection, connectionPage, gid, parseGid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';
import { type IssueNoteable } from '../notes/noteables.ts';
import { readableIssueNoteable } from '../issues/noteable.ts';
import { findNote } from '../notes/queries.ts';
import { usersById } from '../users/queries.ts';
import { canReadNote } from '../notes/rules.ts';
import type { IncidentTimelineEventRow } from './tables.ts';
import { canAdminTimelineEvents, promoteNoteToTimelineEvent, timelineEventsOf } from './service.ts';

/**
 * GitLab 16.2's `timelineEventPromoteFromNote` ("Add comment to incident timeline") and the
 * `TimelineEventType` it answers (without `timelineEventTags`: no tags here yet).
 */
export const incidentTimelineTypeDefs = /* GraphQL */ `
  """A global id of a timeline event: gid://gitlab/IncidentManagement::TimelineEvent/1."""
  scalar IncidentManagementTimelineEventID

  type TimelineEventType {
    action: String!
    author: UserCore
    createdAt: Time!
    editable: Boolean!
    id: IncidentManagementTimelineEventID!
    incident: Issue!
    note: String
    noteHtml: String
    occurredAt: Time!
    promotedFromNote: Note
    updatedAt: Time!
    updatedByUser: UserCore
  }

  type TimelineEventTypeEdge {
    cursor: String!
    node: TimelineEventType
  }

  type TimelineEventTypeConnection {
    edges: [TimelineEventTypeEdge]
    nodes: [TimelineEventType]
    pageInfo: PageInfo!
  }

  # A global id of an issue: gid://gitlab/Issue/1.
  scalar IssueID

  extend type Project {
    incidentManagementTimelineEvents(incidentId: IssueID!, after: String, before: String, first: Int, last: Int): TimelineEventTypeConnection
  }

  input TimelineEventPromoteFromNoteInput {
    clientMutationId: String
    noteId: NoteID!
  }

  type TimelineEventPromoteFromNotePayload {
    clientMutationId: String
    errors: [String!]!
    timelineEvent: TimelineEventType
  }

  extend type Mutation {
    timelineEventPromoteFromNote(input: TimelineEventPromoteFromNoteInput!): TimelineEventPromoteFromNotePayload
  }
`;

/** GitLab raises this (a top-level error, not a payload error) for a note on anything but an incident. */
export const NOTE_NOT_ON_INCIDENT = 'Note does not belong to an incident';

interface TimelineEventParent {
  event: IncidentTimelineEventRow;
  incident: IssueNoteable;
}

const noteIdOf = (value: unknown): number | undefined => {
  const match = typeof value === 'string' ? /^gid:\/\/gitlab\/Note\/(\d{1,10})$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
};

const userById = async (context: GraphQLContext, id: number | null) => (id === null ? null : ((await usersById(context.db, [id])).get(id) ?? null));

export const incidentTimelineResolvers = {
  Project: {
    /** An incident's timeline, oldest first, for readers of the incident (empty otherwise); `first`/`after` page it. */
    incidentManagementTimelineEvents: async (parent: { project: { id: number } }, args: ConnectionArgs & { incidentId: string }, context: GraphQLContext) => {
      const issueId = parseGid(args.incidentId, 'Issue');
      let incident: IssueNoteable | null = null;
      if (issueId !== undefined && issueId <= 2_147_483_647) {
        try {
          incident = await readableIssueNoteable(context.db, context.viewer, { id: parent.project.id }, { id: issueId }, context.config.externalUrl);
        } catch (error) {
          if (!(error instanceof AppError && error.status < 500)) throw error;
        }
      }
      const rows = incident && incident.issue.issueType === 'incident' ? await timelineEventsOf(context.db, incident.id) : [];
      const { offset, limit } = connectionPage(args);
      const page = incident ? rows.slice(offset, offset + limit).map((event): TimelineEventParent => ({ event, incident })) : [];
      return connection(page, offset, rows.length);
    },
  },
  Mutation: {
    timelineEventPromoteFromNote: async (_: unknown, args: { input: { clientMutationId?: string | null; noteId: string } }, context: GraphQLContext) => {
      const user = context.viewer.user;
      if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
      const noteId = noteIdOf(args.input.noteId);
      const note = noteId === undefined ? undefined : await findNote(context.db, noteId);
      if (!note || note.noteableType !== 'Issue' || note.projectId === null) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
      let incident: IssueNoteable;
      try {
        incident = await readableIssueNoteable(context.db, context.viewer, { id: note.projectId }, { id: note.noteableId }, context.config.externalUrl);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
        throw error;
      }
      if (!canReadNote(incident.access, note)) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
      if (incident.issue.issueType !== 'incident') throw new AppError('NOT_FOUND', NOTE_NOT_ON_INCIDENT);
      if (!canAdminTimelineEvents(incident.access)) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
      const author = (await usersById(context.db, [note.authorId])).get(note.authorId);
      if (!author) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
      const result = await promoteNoteToTimelineEvent(context.db, context.live, user, incident, note, author);
      const base = { clientMutationId: args.input.clientMutationId ?? null };
      if ('errors' in result) return { ...base, errors: result.errors, timelineEvent: null };
      return { ...base, errors: [], timelineEvent: { event: result.event, incident } satisfies TimelineEventParent };
    },
  },
  TimelineEventType: {
    id: ({ event }: TimelineEventParent) => gid('IncidentManagement::TimelineEvent', event.id),
    action: ({ event }: TimelineEventParent) => event.action,
    author: ({ event }: TimelineEventParent, _: unknown, context: GraphQLContext) => userById(context, event.authorId),
    updatedByUser: ({ event }: TimelineEventParent, _: unknown, context: GraphQLContext) => userById(context, event.updatedByUserId),
    createdAt: ({ event }: TimelineEventParent) => event.createdAt.toISOString(),
    updatedAt: ({ event }: TimelineEventParent) => event.updatedAt.toISOString(),
    occurredAt: ({ event }: TimelineEventParent) => event.occurredAt.toISOString(),
    editable: ({ event }: TimelineEventParent) => event.editable,
    note: ({ event }: TimelineEventParent) => event.note,
    noteHtml: ({ event }: TimelineEventParent) => event.noteHtml,
    incident: async ({ incident }: TimelineEventParent, _: unknown, context: GraphQLContext) => {
      const author = await userById(context, incident.issue.authorId);
      return { issue: incident.issue, project: incident.project, namespace: incident.namespace, author };
    },
    promotedFromNote: async ({ event, incident }: TimelineEventParent, _: unknown, context: GraphQLContext) => {
      if (event.promotedFromNoteId === null) return null;
      const note = await findNote(context.db, event.promotedFromNoteId);
      return note && canReadNote(incident.access, note) ? { note, noteable: incident } : null;
    },
  },
};
