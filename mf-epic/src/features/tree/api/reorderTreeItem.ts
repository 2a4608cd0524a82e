import { graphqlMutate } from 'shared-kernel/api';
import type { ChildItem } from './getChildItems';

/** The tree's reorder and move failures (epic spec §8): the optimistic change is reverted with these. */
export const REORDER_ERROR = 'Something went wrong while ordering item.';
export const MOVE_ERROR = 'Something went wrong while moving item.';

const EPIC_TREE_REORDER = /* GraphQL */ `
  mutation epicTreeReorder($input: EpicTreeReorderInput!) {
    epicTreeReorder(input: $input) {
      clientMutationId
      errors
    }
  }
`;

/** A child's id in the tree's ordering (`EpicTreeSortingID`): the epic's global id, or the issue's epic-issue link. */
export function treeNodeId(item: ChildItem): string {
  return item.type === 'Epic' ? item.id : item.epicIssueId;
}

export interface TreeMove {
  /** The global id of the epic the item hangs under now. */
  baseEpicId: string;
  item: ChildItem;
  /** The sibling it goes next to (none: the end of the new parent's children). */
  adjacent: ChildItem | null;
  /** Where it goes relative to `adjacent`. */
  relativePosition: 'before' | 'after';
  /** Another parent epic's global id, to move the item there. */
  newParentId?: string;
}

/**
 * The spec's `epicTreeReorder`: moves a child next to a sibling under the same parent, or under another
 * parent. Resolves with the mutation's `errors` (empty when it took effect); rejects when the request fails.
 */
export async function reorderTreeItem(move: TreeMove): Promise<string[]> {
  const moved: Record<string, unknown> = { id: treeNodeId(move.item) };
  if (move.adjacent) {
    moved['adjacentReferenceId'] = treeNodeId(move.adjacent);
    moved['relativePosition'] = move.relativePosition;
  }
  if (move.newParentId) moved['newParentId'] = move.newParentId;
  const data = await graphqlMutate<{ epicTreeReorder: { errors: string[] } | null }>(EPIC_TREE_REORDER, { input: { baseEpicId: move.baseEpicId, moved } });
  return data.epicTreeReorder?.errors ?? ['epicTreeReorder returned nothing'];
}
