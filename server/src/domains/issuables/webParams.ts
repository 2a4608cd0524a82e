import { z } from 'zod';
import { boolParam } from '../../lib/params.ts';

const stateEventParam = z.enum(['close', 'reopen']);

/**
 * The fields every kind's web update takes (GitLab's IssuableBaseService params): title, description,
 * `lock_version`, `state_event`, confidentiality.
 */
const sharedFields = {
  title: z.string().optional(),
  description: z.string().nullable().optional(),
  lock_version: z.coerce.number().int().optional(),
  state_event: stateEventParam.optional(),
  confidential: boolParam(),
};

/**
 * A kind's web form/XHR update body: `{ <key>: { title, description, lock_version, state_event,
 * confidential, …extra } }`, unknown fields ignored, plus the bare `{ state_event }` the notes app's
 * close/reopen button sends to the noteable's `state_event_path`.
 */
export function issuableWebUpdateBody<K extends string, S extends z.ZodRawShape>(key: K, extra: S) {
  return z
    .object({
      [key]: z
        .object({ ...sharedFields, ...extra })
        .loose()
        .default({} as never),
      state_event: stateEventParam.optional(),
    } as { [P in K]: z.ZodDefault<z.ZodObject<typeof sharedFields & S, z.core.$loose>> } & { state_event: z.ZodOptional<typeof stateEventParam> })
    .loose();
}
