import { graphqlQuery } from 'shared-kernel/api';
import type { IssueUser } from 'issuable-ui/react';
import type { EpicRef } from '../types';

const EPIC_DETAILS = /* GraphQL */ `
  query epicDetails($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        participants {
          nodes {
            id
            name
            username
            avatarUrl
            webUrl
          }
        }
      }
    }
  }
`;

interface ParticipantNode {
  id: string;
  name: string;
  username: string;
  avatarUrl: string | null;
  webUrl: string;
}

/** The spec's `epicDetails` query: the epic's participants, as users. */
export async function getEpicParticipants({ groupPath, iid }: EpicRef): Promise<IssueUser[]> {
  const data = await graphqlQuery<{ group: { epic: { participants: { nodes: (ParticipantNode | null)[] } | null } | null } | null }>(EPIC_DETAILS, {
    fullPath: groupPath,
    iid: String(iid),
  });
  const nodes = data.group?.epic?.participants?.nodes ?? [];
  return nodes
    .filter((node): node is ParticipantNode => node !== null)
    .map((node) => ({ id: Number(node.id.split('/').pop()), name: node.name, username: node.username, avatar_url: node.avatarUrl, web_url: node.webUrl }));
}
