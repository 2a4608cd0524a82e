import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { insertDescriptionVersion } from '../description-versions/service.ts';
import type { UserRow } from '../users/tables.ts';
import { publishIssuableEvents, type ActivityEntry, type IssuableChange, type IssuableDelta, type IssuableRef } from './events.ts';
import { issuableValidationErrors } from './rules.ts';

/** What every issuable's update takes (Issuable::BaseService's common params). */
export interface IssuableChanges {
  /** A GraphQL `title: null` is a blank title. */
  title?: string | null | undefined;
  description?: string | null | undefined;
  lockVersion?: number | undefined;
  stateEvent?: 'close' | 'reopen' | undefined;
  confidential?: boolean | undefined;
  discussionLocked?: boolean | undefined;
}

/** The columns every issuable row has. */
export interface IssuableRowBase {
  id: number;
  title: string;
  description: string | null;
  state: string;
  confidential: boolean;
  lockVersion: number;
  authorId: number;
  createdAt: Date;
  discussionLocked?: boolean;
}

/** The columns the shared part sets (the kind's table has them under these names). */
export type IssuableSet = Record<string, unknown>;

/** Which shared parameters this user may set (GitLab's filter_params drops the others silently). */
export interface IssuableUpdatePermissions {
  close: boolean;
  reopen: boolean;
  confidential: boolean;
  /** Kinds without a discussion lock leave it false. */
  discussionLock: boolean;
}

/** What a kind adds to the shared update: its noun, its rules, its extra fields and its table. */
export interface IssuableUpdateSpec<Row extends IssuableRowBase> {
  /** `issue`, `epic`: the confidentiality and lock notes name it. */
  noun: string;
  owner: { type: 'Issue' | 'Epic' | 'MergeRequest'; id: number };
  row: Row;
  user: UserRow;
  can: IssuableUpdatePermissions;
  /** The kind's validation errors beyond title and description (epic: colour). */
  validate?: () => Record<string, string[]>;
  /** The history lines of a description change (issue: toggled tasks are told one by one). */
  descriptionActivity?: (before: string, after: string) => ActivityEntry[];
  /** Fields set right after title and description (issue: its type), in the history's order. */
  textExtras?: (set: IssuableSet, activity: ActivityEntry[]) => void;
  /**
   * The kind's other fields (issue: labels, assignees, milestone…; epic: colour, labels): adds to the
   * set and the history; `relations` when rows besides the issuable's change; `delta` what they change
   * (added and removed assignees and labels, the milestone); errors refuse the update.
   */
  extras?: (set: IssuableSet, activity: ActivityEntry[]) => Promise<{ errors?: Record<string, string[]>; relations?: boolean; delta?: IssuableDelta }>;
  /** The row update, only where `lock_version` is still `expected`; `undefined` when it moved meanwhile. */
  write: (tx: Db, set: IssuableSet, expected: number, now: Date) => Promise<Row | undefined>;
  /** The kind's related rows (labels, assignees), in the same transaction. */
  writeRelations?: (tx: Db, now: Date) => Promise<void>;
  /** The event's ref and live change names of what this update set. */
  event: (saved: Row, set: IssuableSet) => { issuable: IssuableRef; changes: readonly IssuableChange[] };
}

export type IssuableUpdateResult<Row> = { kind: 'ok'; row: Row } | { kind: 'conflict' } | { kind: 'invalid'; errors: Record<string, string[]> };

/** Thrown inside the update transaction when the lock_version moved meanwhile (rolls everything back). */
class StaleLockVersion extends Error {}

/**
 * Issuable::UpdateService's shared part, for every kind: title and description (validated, with
 * `lock_version`), state events, confidentiality, discussion lock and the kind's extras; one
 * transaction for the row, its relations and the description version; after the commit one `updated`
 * event carrying the history lines (activity writes the system notes, live publishes). Nothing to save:
 * like ActiveRecord, no write and no lock check. A stale `lockVersion` is a conflict.
 */
export async function updateIssuable<Row extends IssuableRowBase>(db: Db, live: Live, input: IssuableChanges, spec: IssuableUpdateSpec<Row>): Promise<IssuableUpdateResult<Row>> {
  const { row, user, can, noun } = spec;
  const errors = { ...issuableValidationErrors({ title: input.title === null ? '' : input.title, description: input.description }), ...spec.validate?.() };
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const set: IssuableSet = {};
  const activity: ActivityEntry[] = [];
  const now = new Date();
  if (input.stateEvent === 'close' && row.state !== 'closed' && can.close) {
    Object.assign(set, { state: 'closed', closedAt: now, closedById: user.id });
    activity.push({ body: 'closed', icon: 'issue-close', action: 'closed' });
  }
  if (input.stateEvent === 'reopen' && row.state === 'closed' && can.reopen) {
    Object.assign(set, { state: 'opened', closedAt: null, closedById: null });
    activity.push({ body: 'reopened', icon: 'reopen', action: 'opened' });
  }
  if (typeof input.title === 'string' && input.title !== row.title) {
    set.title = input.title;
    activity.push({ body: `changed title from **${row.title}** to **${input.title}**`, icon: 'pencil', action: 'title' });
  }
  const descriptionChanged = input.description !== undefined && (input.description ?? '') !== (row.description ?? '');
  if (descriptionChanged) {
    set.description = input.description ?? null;
    const told = spec.descriptionActivity?.(row.description ?? '', input.description ?? '') ?? [];
    activity.push(...(told.length ? told : [{ body: 'changed the description', icon: 'pencil', action: 'description' }]));
  }
  if (set.title !== undefined || set.description !== undefined) Object.assign(set, { lastEditedAt: now, lastEditedById: user.id });
  spec.textExtras?.(set, activity);
  if (input.confidential !== undefined && input.confidential !== row.confidential && can.confidential) {
    set.confidential = input.confidential;
    activity.push(
      input.confidential
        ? { body: `made the ${noun} confidential`, icon: 'eye-slash', action: 'confidential' }
        : { body: `made the ${noun} visible to everyone`, icon: 'eye', action: 'visible' },
    );
  }
  if (input.discussionLocked !== undefined && input.discussionLocked !== row.discussionLocked && can.discussionLock) {
    set.discussionLocked = input.discussionLocked;
    activity.push(
      input.discussionLocked
        ? { body: `locked the discussion in this ${noun}`, icon: 'lock', action: 'locked' }
        : { body: `unlocked the discussion in this ${noun}`, icon: 'lock-open', action: 'unlocked' },
    );
  }
  const extra = (await spec.extras?.(set, activity)) ?? {};
  if (extra.errors && Object.keys(extra.errors).length > 0) return { kind: 'invalid', errors: extra.errors };

  if (Object.keys(set).length === 0 && !extra.relations) return { kind: 'ok', row };
  if (input.lockVersion !== undefined && input.lockVersion !== row.lockVersion) return { kind: 'conflict' };

  let saved: { row: Row; descriptionVersionId: number | null };
  try {
    saved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const updated = await spec.write(tx, set, input.lockVersion ?? row.lockVersion, now);
      // Someone else saved between our read and this write.
      if (!updated) throw new StaleLockVersion();
      await spec.writeRelations?.(tx, now);
      const descriptionVersionId = activity.some((entry) => entry.action === 'description') ? await insertDescriptionVersion(tx, spec.owner, user.id, input.description ?? null, row) : null;
      return { row: updated, descriptionVersionId };
    });
  } catch (error) {
    if (error instanceof StaleLockVersion) return { kind: 'conflict' };
    throw error;
  }
  const delta: IssuableDelta = { ...extra.delta };
  if (typeof set.state === 'string') delta.state = { from: row.state, to: set.state };
  // Committed: the activity (system notes), to-dos and live subscribers take it from here.
  await publishIssuableEvents(
    { db, live },
    { type: 'updated', ...spec.event(saved.row, set), actor: user, at: now, delta, activity, descriptionVersionId: saved.descriptionVersionId },
  );
  return { kind: 'ok', row: saved.row };
}
