import { graphqlQuery } from 'shared-kernel/api';
import { groupPathOf, type IssueRef } from '../../../lib/types';
import { PICKER_PAGE_SIZE } from './pickerPage';

export const GROUP_EPICS = /* GraphQL */ `
  query issueEpics($fullPath: ID!, $title: String, $state: EpicState, $first: Int) {
    group(fullPath: $fullPath) {
      epics(search: $title, state: $state, includeAncestorGroups: true, includeDescendantGroups: false, first: $first) {
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
export async function getGroupEpics(ref: IssueRef, title = ''): Promise<GroupEpic[]> {
  const data = await graphqlQuery<{ group: { epics: { nodes: (GroupEpic | null)[] } | null } | null }>(GROUP_EPICS, {
    fullPath: groupPathOf(ref),
    state: 'opened',
    first: PICKER_PAGE_SIZE,
    ...(title.trim() ? { title: title.trim() } : {}),
  });
  return (data.group?.epics?.nodes ?? []).filter((node): node is GroupEpic => node !== null);
}
