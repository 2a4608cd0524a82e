import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';
import type { LinkedItem, LinkType } from '../linkTypes';

/** `POST {issue path}/links` with `{ issuable_references, link_type }` (GitLab's related issues form); resolves with the new list when the answer has it. */
export async function addLinkedItems(ref: IssueRef, references: string[], linkType: LinkType): Promise<LinkedItem[] | null> {
  const { data } = await restClient().post<{ issuables?: LinkedItem[] }>(`${issuePath(ref)}/links`, { issuable_references: references, link_type: linkType });
  return Array.isArray(data?.issuables) ? data.issuables : null;
}
