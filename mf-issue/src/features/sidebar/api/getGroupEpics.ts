import { graphqlQuery } from '../../../lib/graphql';
import { groupPathOf, type IssueRef } from '../../../lib/types';

export const GROUP_EPICS = `
  query issueEpics($fullPath: ID!, $title: String, $state: EpicState) {
    group(fullPath: $fullPath) {
      epics(search: $title, state: $state, includeAncestorGroups: true, includeDescendantGroups: false, first: 50) {
        nodes { id iid title webUrl reference(full: true) }
      }
    }
  }
`;

/** An epic as the parent-epic picker lists it. */
export interface GroupEpic {
  id: string;
  iid: string;
  title: string;
  webUrl: string;
  reference: string;
}

/** The open epics of the project's group and its ancestors the viewer may read. */
export async function getGroupEpics(ref: IssueRef): Promise<GroupEpic[]> {
  const data = await graphqlQuery<{ group: { epics: { nodes: (GroupEpic | null)[] } | null } | null }>(GROUP_EPICS, {
    fullPath: groupPathOf(ref),
    state: 'opened',
  });
  return (data.group?.epics?.nodes ?? []).filter((node): node is GroupEpic => node !== null);
}
