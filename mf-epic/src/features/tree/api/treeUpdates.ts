import { subscribeGraphql } from 'shared-kernel/live';

/**
 * The tree's live updates (`epicTreeUpdated`, our extension: GitLab 16.2's tree is not live; see
 * docs/graphql-extensions.md). Each event names the level whose children another user changed (the
 * page's epic or an epic below it) and the epics above that level, so the page reads those levels
 * (their rows' counts) again. The server sends only events about what this reader may see.
 */
const EPIC_TREE_UPDATED = /* GraphQL */ `
  subscription epicTreeUpdated($epicId: EpicID!) {
    epicTreeUpdated(epicId: $epicId) {
      id
      ancestors {
        nodes {
          id
        }
      }
    }
  }
`;

interface TreeUpdatedData {
  epicTreeUpdated?: { id?: string; ancestors?: { nodes?: ({ id?: string } | null)[] | null } | null } | null;
}

/** A level that changed (its epic's global id) and the epics above it, the root first. */
export interface TreeLevelUpdate {
  levelGid: string;
  ancestorGids: string[];
}

/**
 * Calls `onUpdate` for every change of a level of the tree of epic `epicGid`, and `onDeleted` when the
 * epic itself was deleted (the event's epic is null); returns the unsubscribe.
 */
export function subscribeToTreeUpdates(epicGid: string, onUpdate: (update: TreeLevelUpdate) => void, onError: (error: unknown) => void, onDeleted: () => void = () => {}): () => void {
  return subscribeGraphql<TreeUpdatedData>(EPIC_TREE_UPDATED, { epicId: epicGid }, {
    next: (data) => {
      const level = data.epicTreeUpdated;
      if (level === null) {
        onDeleted();
        return;
      }
      if (!level?.id) return;
      const ancestorGids = (level.ancestors?.nodes ?? []).flatMap((node) => (node?.id ? [node.id] : []));
      onUpdate({ levelGid: level.id, ancestorGids });
    },
    error: onError,
  });
}
