import { graphqlQuery } from 'shared-kernel/api';
import type { EpicRef } from '../types';

const EPIC_COLOR = /* GraphQL */ `
  query issuableColor($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      epic(iid: $iid) { id color textColor }
    }
  }
`;

/** The spec's "query issuable colour": the epic's colour (`#1068bf`). Rejects when the epic cannot be read. */
export async function getEpicColor({ groupPath, iid }: EpicRef): Promise<string> {
  const data = await graphqlQuery<{ group: { epic: { id: string; color: string | null } | null } | null }>(EPIC_COLOR, { fullPath: groupPath, iid: String(iid) });
  const color = data.group?.epic?.color;
  if (!color) throw new Error('The epic has no colour to show');
  return color;
}
