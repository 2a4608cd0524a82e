/** Linked issue types (notes-area spec §9): relates to, blocks, is blocked by. */
export type LinkType = 'relates_to' | 'blocks' | 'is_blocked_by';

export const LINK_TYPES: readonly LinkType[] = ['relates_to', 'blocks', 'is_blocked_by'];

export const LINK_TYPE_LABELS: Readonly<Record<LinkType, string>> = {
  relates_to: 'relates to',
  blocks: 'blocks',
  is_blocked_by: 'is blocked by',
};

/** A linked issue as `GET {issue path}/links` lists it (GitLab's LinkedProjectIssueEntity). */
export interface LinkedItem {
  id: number;
  iid: number;
  title: string;
  state: 'opened' | 'closed';
  reference: string;
  path: string;
  relation_path: string | null;
  link_type: LinkType;
  confidential?: boolean;
}

/** Spec §5: Add is disabled while both the input and the pending references are empty, or while submitting. */
export function canSubmitLinks({ input, pending, submitting }: { input: string; pending: readonly string[]; submitting: boolean }): boolean {
  return !submitting && (input.trim().length > 0 || pending.length > 0);
}

export const LINKS_FETCH_ERROR = 'An error occurred while fetching linked items.';
export const LINKS_ADD_ERROR = 'Something went wrong while adding linked items. Please try again.';
export const LINK_REMOVE_ERROR = 'An error occurred while removing the linked item.';
