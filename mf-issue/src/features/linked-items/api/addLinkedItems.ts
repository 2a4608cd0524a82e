import { restClient } from 'shared-kernel/api';
import { issuePath, type IssueRef } from '../../../lib/types';
import type { LinkType } from '../linkTypes';

/** `POST {issue path}/links` with `{ issuable_references, link_type }` (GitLab's related issues form). */
export async function addLinkedItems(ref: IssueRef, references: string[], linkType: LinkType): Promise<void> {
  await restClient().post(`${issuePath(ref)}/links`, { issuable_references: references, link_type: linkType });
}
