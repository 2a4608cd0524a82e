import { graphqlQuery } from 'shared-kernel/api';
import type { EpicRef } from '../../../epic/types';

const EPIC_VIEWER_STATE = /* GraphQL */ `
  query epicViewerState($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        userPermissions {
          adminEpic
          createEpic
        }
        currentUserTodos(state: pending, first: 1) {
          nodes {
            id
          }
        }
      }
    }
  }
`;

/** What the viewer may do on the epic beyond the page JSON's flags, and their pending to-do on it. */
export interface EpicViewerState {
  epicGid: string;
  canCreateEpic: boolean;
  canAdminEpic: boolean;
  /** The global id of the viewer's pending to-do on the epic, or null. */
  pendingTodoId: string | null;
}

interface Answer {
  group: {
    epic: {
      id: string;
      userPermissions: { adminEpic: boolean; createEpic: boolean };
      currentUserTodos: { nodes: ({ id: string } | null)[] };
    } | null;
  } | null;
}

export async function getEpicViewerState({ groupPath, iid }: EpicRef): Promise<EpicViewerState | null> {
  const data = await graphqlQuery<Answer>(EPIC_VIEWER_STATE, { fullPath: groupPath, iid: String(iid) });
  const epic = data.group?.epic;
  if (!epic) return null;
  return {
    epicGid: epic.id,
    canCreateEpic: epic.userPermissions.createEpic,
    canAdminEpic: epic.userPermissions.adminEpic,
    pendingTodoId: epic.currentUserTodos.nodes.find((node) => node !== null)?.id ?? null,
  };
}
