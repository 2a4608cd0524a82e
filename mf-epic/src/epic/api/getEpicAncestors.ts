import { graphqlQuery } from 'shared-kernel/api';
import type { EpicRef } from '../types';

const EPIC_ANCESTORS = /* GraphQL */ `
  query epicAncestors($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        hasParent
        parent { id }
        ancestors {
          nodes { id title state webUrl reference(full: true) }
        }
      }
    }
  }
`;

export interface EpicAncestor {
  id: string;
  title: string;
  state: 'opened' | 'closed';
  webUrl: string;
  reference: string;
}

export interface EpicAncestry {
  /** Root first; the server lists only the ancestors the reader may read. */
  ancestors: EpicAncestor[];
  /** The epic has a parent the reader may not read. */
  parentHidden: boolean;
}

interface AncestorsNode {
  id: string;
  hasParent: boolean;
  parent: { id: string } | null;
  ancestors: { nodes: (EpicAncestor | null)[] } | null;
}

/** The sidebar's ancestors (GitLab's `ancestors`, root first). Rejects when the epic cannot be read. */
export async function getEpicAncestors({ groupPath, iid }: EpicRef): Promise<EpicAncestry> {
  const data = await graphqlQuery<{ group: { epic: AncestorsNode | null } | null }>(EPIC_ANCESTORS, { fullPath: groupPath, iid: String(iid) });
  const node = data.group?.epic;
  if (!node) throw new Error('The epic cannot be read');
  const ancestors = (node.ancestors?.nodes ?? []).filter((ancestor): ancestor is EpicAncestor => ancestor !== null);
  return { ancestors, parentHidden: node.hasParent && node.parent === null };
}
