import * as z from 'zod/mini';
import { isRecord } from '../internal/isRecord';
import { eventEnvelopeSchema, isEventType, type AnyEventEnvelope } from './catalogue';

function deepFreeze<T>(value: T): T {
  if (isRecord(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Validates an envelope that arrived on the bus (from any copy of the kernel or from the DOM).
 * Invalid envelopes are reported with `console.warn` and dropped; an envelope of a type this copy
 * does not know (a newer remote's event) is dropped silently. Never throws.
 *
 * @internal
 */
export function validateReceived(raw: unknown, origin: string): AnyEventEnvelope | null {
  const result = eventEnvelopeSchema.safeParse(raw);
  if (result.success) return deepFreeze(result.data);
  const type = isRecord(raw) ? raw['type'] : undefined;
  if (typeof type === 'string' && !isEventType(type)) return null;
  console.warn(`[shared-kernel/event-bus] dropped an invalid envelope from ${origin}:\n${z.prettifyError(result.error)}`, raw);
  return null;
}

/** Thrown by `publish` when the payload does not match the event catalogue. */
export class InvalidEventError extends Error {
  /** The event type that was being published. */
  readonly type: string;

  constructor(type: string, details: string) {
    super(`Invalid "${type}" event: ${details}`);
    this.name = 'InvalidEventError';
    this.type = type;
  }
}

/**
 * Validates an envelope about to be published and freezes it.
 *
 * @internal
 * @throws InvalidEventError when the envelope does not match the catalogue.
 */
export function validateForPublish(candidate: { type: string; [key: string]: unknown }): AnyEventEnvelope {
  const result = eventEnvelopeSchema.safeParse(candidate);
  if (!result.success) throw new InvalidEventError(candidate.type, z.prettifyError(result.error));
  return deepFreeze(result.data);
}
