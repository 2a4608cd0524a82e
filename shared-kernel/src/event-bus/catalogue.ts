import * as z from 'zod/mini';
import { ensureZodLocale } from '../internal/zodLocale';

ensureZodLocale();

/** Payload of `status-changed` v1: an issuable was closed, reopened or merged. */
export const statusChangedPayloadSchema = z.object({
  issuableType: z.enum(['issue', 'incident', 'epic', 'merge_request']),
  id: z.int(),
  iid: z.int(),
  fullPath: z.string().check(z.minLength(1)),
  state: z.enum(['opened', 'closed', 'reopened', 'merged']),
});

/** Payload of `note-added` v1: a note was created on a noteable. */
export const noteAddedPayloadSchema = z.object({
  noteableType: z.enum(['Issue', 'Incident', 'Epic', 'MergeRequest', 'Commit', 'Snippet', 'Design']),
  noteableId: z.int(),
  noteId: z.int(),
  discussionId: z.string().check(z.minLength(1)),
});

/** Payload of `sidebar-collapse` v1: a sidebar was collapsed or expanded. */
export const sidebarCollapsePayloadSchema = z.object({
  collapsed: z.boolean(),
  sidebar: z.enum(['left', 'right']),
});

const envelopeBase = {
  source: z.string().check(z.minLength(1)),
  at: z.iso.datetime({ offset: true }),
};

/**
 * Zod schema of every envelope in the catalogue: a discriminated union keyed by `type`. A receiver
 * validates with it, so an envelope from an older or newer remote with an unknown shape is dropped
 * instead of reaching subscribers. Unknown payload keys are stripped (additive changes stay compatible).
 */
export const eventEnvelopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status-changed'), version: z.literal(1), payload: statusChangedPayloadSchema, ...envelopeBase }),
  z.object({ type: z.literal('note-added'), version: z.literal(1), payload: noteAddedPayloadSchema, ...envelopeBase }),
  z.object({ type: z.literal('sidebar-collapse'), version: z.literal(1), payload: sidebarCollapsePayloadSchema, ...envelopeBase }),
]);

/** Any envelope of the catalogue. */
export type AnyEventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** The event types in the catalogue: `'status-changed' | 'note-added' | 'sidebar-collapse'`. */
export type EventType = AnyEventEnvelope['type'];

/** The envelope of one event type (`{ type, version, source, payload, at }`). */
export type EventEnvelope<T extends EventType = EventType> = Extract<AnyEventEnvelope, { type: T }>;

/** The payload of one event type. */
export type EventPayload<T extends EventType> = EventEnvelope<T>['payload'];

/** The current version of each event type: what `publish` stamps on the envelope. */
export const EVENT_VERSIONS: { readonly [T in EventType]: EventEnvelope<T>['version'] } = {
  'status-changed': 1,
  'note-added': 1,
  'sidebar-collapse': 1,
};

/** Every event type of the catalogue. */
export const EVENT_TYPES = Object.keys(EVENT_VERSIONS) as readonly EventType[];

/** True when `type` names an event of this catalogue. */
export function isEventType(type: unknown): type is EventType {
  return typeof type === 'string' && Object.hasOwn(EVENT_VERSIONS, type);
}
