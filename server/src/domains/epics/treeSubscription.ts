import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { forgetBatches } from '../../graphql/batch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { currentViewer, filteredEvents, type LivePayload } from '../../graphql/liveEvents.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { confidentialAssigneesOf } from '../issues/assignees.ts';
import { findIssueByIid } from '../issues/queries.ts';
import { canReadIssue } from '../issues/rules.ts';
import { issues } from '../issues/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { canReadEpic } from './rules.ts';
import { epics, type EpicRow } from './tables.ts';
import { epicTreeChannel } from './treeLive.ts';
import { forgetTreeCache } from './treeResolvers.ts';

/**
 * `epicTreeUpdated`: the epic page's tree hears another user's changes (an extension: GitLab 16.2 has no
 * subscription on an epic's children; docs/graphql-extensions.md). It names the page's epic; each event
 * sends the epic whose children changed (that epic or one below it), so the page reads that level again.
 */
export const epicTreeSubscriptionTypeDefs = /* GraphQL */ `
  extend type Subscription {
    """Triggered when a child of the epic or of one of its descendant epics is added, removed, moved or changed as the tree shows it. Sends the epic whose children changed; null when the epic itself was deleted."""
    epicTreeUpdated(epicId: EpicID!): Epic
  }
`;

interface EpicParent {
  epic: EpicRow;
  group: GroupRow;
}

/** The epic as `viewer` may read it now (the Epic type's parent), or null. */
async function readableEpic(context: GraphQLContext, viewer: Viewer, epicId: number): Promise<EpicParent | null> {
  const [epic] = await context.db.select().from(epics).where(eq(epics.id, epicId));
  const [group] = epic ? await findGroupsByIds(context.db, [epic.groupId]) : [];
  if (!epic || !group) return null;
  return canReadEpic(viewer.facts, group, await viewer.groupAccess(group), epic) ? { epic, group } : null;
}

/**
 * Whether `viewer` may read the child an event names, by the child's own read rule. After a flip of its
 * confidentiality, also who could read it the other way (they saw the row, which must now go away).
 */
async function childVisible(context: GraphQLContext, viewer: Viewer, type: unknown, id: number, confidentialChanged: boolean): Promise<boolean> {
  if (type === 'Epic') {
    const [epic] = await context.db.select().from(epics).where(eq(epics.id, id));
    const [group] = epic ? await findGroupsByIds(context.db, [epic.groupId]) : [];
    if (!epic || !group) return false;
    const level = await viewer.groupAccess(group);
    return canReadEpic(viewer.facts, group, level, epic) || (confidentialChanged && canReadEpic(viewer.facts, group, level, { confidential: !epic.confidential }));
  }
  if (type !== 'Issue') return false;
  const [row] = await context.db.select({ projectId: issues.projectId, iid: issues.iid }).from(issues).where(eq(issues.id, id));
  const found = row ? await findProject(context.db, { id: row.projectId }) : null;
  if (!row || !found) return false;
  const level = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, level)) return false;
  const withAuthor = await findIssueByIid(context.db, found.project.id, row.iid);
  if (!withAuthor) return false;
  const { issue } = withAuthor;
  const assignees = await confidentialAssigneesOf(context.db, { id: issue.id, confidential: true });
  return canReadIssue(viewer.facts, issue, level, assignees) || (confidentialChanged && canReadIssue(viewer.facts, { ...issue, confidential: !issue.confidential }, level, assignees));
}

/**
 * The level an event names, for this subscriber: sent only when they may read the page's epic, the level
 * and every epic between them (the tree shows the level to them), and the child (the event would
 * otherwise tell that a child they may not see changed). An event naming no child (a deleted one) tells
 * only that the level changed: every reader of the level hears it. Null drops the event.
 */
async function levelFor(context: GraphQLContext, viewer: Viewer, rootId: number, payload: LivePayload): Promise<EpicParent | null> {
  const levelId = Number(payload.level_id);
  const unnamed = payload.child_type === null && payload.child_id === null;
  const childId = Number(payload.child_id);
  if (!Number.isSafeInteger(levelId) || (!unnamed && !Number.isSafeInteger(childId))) return null;
  const root = await readableEpic(context, viewer, rootId);
  if (!root) return null;
  let level: EpicParent | null = root;
  if (levelId !== rootId) {
    level = await readableEpic(context, viewer, levelId);
    // Up from the level to the page's epic, each epic readable (the tree would not show the level otherwise).
    let parentId = level?.epic.parentId ?? null;
    const seen = new Set<number>([levelId]);
    while (level && parentId !== rootId) {
      if (parentId === null || seen.has(parentId)) return null;
      seen.add(parentId);
      const above = await readableEpic(context, viewer, parentId);
      if (!above) return null;
      parentId = above.epic.parentId;
    }
  }
  if (!level) return null;
  if (unnamed) return level;
  return (await childVisible(context, viewer, payload.child_type, childId, payload.confidential_changed === true)) ? level : null;
}

const EPIC_GID = /^gid:\/\/gitlab\/Epic\/(\d{1,10})$/;

export const epicTreeSubscriptionResolvers = {
  Subscription: {
    epicTreeUpdated: {
      /** Access is checked when subscribing (NOT_FOUND) and for every event with the user and memberships read afresh. */
      subscribe: async (_: unknown, args: { epicId?: unknown }, context: GraphQLContext) => {
        const match = typeof args.epicId === 'string' ? EPIC_GID.exec(args.epicId) : null;
        const rootId = match ? Number(match[1]) : 0;
        // The page's epic as last read: once it is deleted, its last state decides who is told.
        let known = rootId ? await readableEpic(context, context.viewer, rootId) : null;
        if (!known) throw new AppError('NOT_FOUND');
        return filteredEvents(context.live.iterate(epicTreeChannel(rootId)), async (payload) => {
          const viewer = await currentViewer(context);
          if (!viewer) return null;
          // The operation's context lives as long as the subscription: field resolvers must see this
          // event's viewer and data, not what an earlier event memoised.
          context.viewer = viewer;
          context.user = viewer.user;
          forgetBatches(context);
          forgetTreeCache(context);
          if (payload.epic_deleted === true) {
            if (Number(payload.level_id) !== rootId || !known) return null;
            // Told to who could read the epic as it last was (the group's visibility, their membership now).
            const { epic, group } = known;
            known = null;
            return canReadEpic(viewer.facts, group, await viewer.groupAccess(group), epic) ? { level: null } : null;
          }
          const level = await levelFor(context, viewer, rootId, payload);
          const root = level?.epic.id === rootId ? level : await readableEpic(context, viewer, rootId);
          if (root) known = root;
          return level ? { level } : null;
        });
      },
      resolve: (payload: { level: EpicParent | null }) => payload.level,
    },
  },
};
