import type { FastifyInstance } from 'fastify';
import { isSubscribed, setSubscription, userNotesCount, votesOfOne } from '../issuables/queries.ts';
import { z } from 'zod';
import { parseInput } from '../../lib/params.ts';
import type { IssuableKind, LoadedIssuable } from '../issuables/kind.ts';
import { issuableWebUpdateBody } from '../issuables/webParams.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { IssueTextRenderer } from '../references/render.ts';
import { usersById } from '../users/queries.ts';
import { epicParticipants, labelsOfEpic } from './queries.ts';
import { EPIC_DESTROY_CONFIRMATION_MESSAGE, EPIC_POLL_INTERVAL_MS, STALE_EPIC_MESSAGE } from './rules.ts';
import { epicRestTree, sourcingMilestones } from './tree.ts';
import { epicApiJson, epicPageJson, epicRealtimeChangesJson } from './serializers.ts';
import { destroyEpic, epicRef, loadEpic, loadEpicIn, updateEpic, type EpicContext } from './service.ts';

/** A readable epic as the shared issuable routes see it. */
export interface LoadedEpic extends LoadedIssuable {
  context: EpicContext;
}

export function loadedEpic(context: EpicContext): LoadedEpic {
  const { epic, group, abilities } = context;
  return {
    owner: { type: 'Epic', id: epic.id },
    iid: epic.iid,
    fullPath: group.fullPath,
    abilities: { update: abilities.updateEpic, destroy: abilities.destroyEpic, admin: abilities.adminEpic, awardEmoji: abilities.awardEmoji },
    context,
  };
}

const idList = z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(z.coerce.number().int().positive()).optional());

/** The web form/XHR body: `{ epic: { …the shared fields, color, label_ids, add_label_ids, remove_label_ids } }`. */
const webUpdateBody = issuableWebUpdateBody('epic', {
  color: z.string().optional(),
  label_ids: idList,
  add_label_ids: idList,
  remove_label_ids: idList,
});

/**
 * The epic kind (registered in domains/kinds.ts): group-level, `/groups/:group/-/epics/:iid`, its page
 * JSON, colour and group labels on top of the shared fields, REST `GET /api/v4/groups/:id/epics/:epic_iid`.
 */
export const epicKind: IssuableKind<LoadedEpic> = {
  name: 'Epic',
  noun: 'epic',
  namespace: 'group',
  segment: 'epics',
  rest: { segment: 'epics', iidParam: 'epic_iid' },
  notFound: 'EPIC_NOT_FOUND',
  staleMessage: STALE_EPIC_MESSAGE,
  destroyConfirmationMessage: EPIC_DESTROY_CONFIRMATION_MESSAGE,
  pollInterval: EPIC_POLL_INTERVAL_MS,
  load: async (db, viewer, group, iid) => loadedEpic(await loadEpic(db, viewer, group, iid)),
  reload: async (db, viewer, loaded) => loadedEpic(await loadEpicIn(db, viewer, loaded.context.group, loaded.iid)),
  ref: ({ context: ctx }) => epicRef(ctx.epic, ctx.group),
  isSubscribed: (db, userId, { context: ctx }) => isSubscribed(db, userId, { type: 'Epic', id: ctx.epic.id, authorId: ctx.epic.authorId }),
  setSubscription: (db, userId, { context: ctx }, subscribed) => setSubscription(db, userId, { type: 'Epic', id: ctx.epic.id, projectId: null }, subscribed),
  async updateShared(db, live, user, { context: ctx }, changes) {
    const result = await updateEpic(db, live, user, ctx, changes);
    return result.kind === 'ok' ? { kind: 'ok', row: result.epic } : result;
  },
  // GitLab 16.2: epicSetSubscription; confidentiality goes through updateEpic, epics have no discussion lock.
  graphql: { parentArg: 'groupPath', iidType: 'ID', payloadField: 'epic', payload: (loaded) => loaded.context, mutations: [] },
  handlers(app: FastifyInstance) {
    const base = app.config.externalUrl;
    const renderer = new IssueTextRenderer(app.db, () => app.readCache.store.generation);
    return {
      async pageJson(viewer: Viewer, { context: ctx }: LoadedEpic) {
        const { epic, group } = ctx;
        const includeInternal = canReadInternalNotes({ viewer: viewer.facts, accessLevel: ctx.accessLevel, noteableAuthorId: epic.authorId, discussionLocked: false, archived: false });
        const [html, labels, participants, people, subscribed, votes, notesCount, sourcing] = await Promise.all([
          renderer.renderInGroup(viewer, group.fullPath, epic),
          labelsOfEpic(app.db, epic.id),
          epicParticipants(app.db, epic, includeInternal),
          usersById(app.db, [epic.updatedById, epic.lastEditedById, epic.closedById]),
          isSubscribed(app.db, viewer.user?.id ?? null, { type: 'Epic', id: epic.id, authorId: epic.authorId }),
          votesOfOne(app.db, { type: 'Epic', id: epic.id }),
          userNotesCount(app.db, { type: 'Epic', id: epic.id }, includeInternal),
          sourcingMilestones(app.db, epic.id),
        ]);
        const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
        return epicPageJson(base, epic, group, {
          author: ctx.author,
          html,
          labels,
          participants,
          people: { updatedBy: person(epic.updatedById), lastEditedBy: person(epic.lastEditedById), closedBy: person(epic.closedById) },
          subscribed,
          votes,
          userNotesCount: notesCount,
          abilities: ctx.abilities,
          signedIn: viewer.signedIn,
          sourcing,
        });
      },
      async realtimeChanges(viewer, { context: ctx }) {
        const [people, html] = await Promise.all([usersById(app.db, [ctx.epic.lastEditedById]), renderer.renderInGroup(viewer, ctx.group.fullPath, ctx.epic)]);
        return epicRealtimeChangesJson(ctx.epic, html, ctx.epic.lastEditedById === null ? null : (people.get(ctx.epic.lastEditedById) ?? null));
      },
      async update(user, { context: ctx }, body) {
        const { epic: input, state_event: bareStateEvent } = parseInput(webUpdateBody, body);
        const result = await updateEpic(app.db, app.live, user, ctx, {
          title: input.title,
          description: input.description,
          lockVersion: input.lock_version,
          stateEvent: input.state_event ?? bareStateEvent,
          confidential: input.confidential,
          color: input.color,
          labelIds: input.label_ids,
          addLabelIds: input.add_label_ids,
          removeLabelIds: input.remove_label_ids,
        });
        return result.kind === 'ok' ? { kind: 'ok', row: result.epic } : result;
      },
      destroy: ({ context: ctx }) => destroyEpic(app.db, app.live, ctx.epic, ctx.group, app.config),
      canAward: (_viewer, loaded) => loaded.abilities.awardEmoji,
      async restJson(_viewer, { context: ctx }) {
        const [labels, votes] = await Promise.all([labelsOfEpic(app.db, ctx.epic.id), votesOfOne(app.db, { type: 'Epic', id: ctx.epic.id })]);
        return epicApiJson(base, ctx.epic, ctx.group, ctx.author, labels, votes, await epicRestTree(app.db, ctx.epic));
      },
    };
  },
};
