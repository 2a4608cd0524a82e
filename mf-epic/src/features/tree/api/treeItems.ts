import { isApiError, restClient } from 'shared-kernel/api';

/** When the server gives no message of its own (GitLab's tree texts). */
export const ADD_ITEM_ERROR = 'Something went wrong while adding item.';
export const REMOVE_ITEM_ERROR = 'Something went wrong while removing item.';

function messageOf(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.messages[0] : undefined) || fallback;
}

/**
 * "Add an existing issue/epic": `POST {epic path}/issues` or `…/links` with `issuable_references` (references
 * or URLs). Rejects with the server's message (404: none found; 409: hierarchy too deep, cycle, confidential
 * parent), or a default.
 */
export async function addExistingItems(parent: { fullPath: string; iid: string | number }, kind: 'Epic' | 'Issue', references: string[]): Promise<void> {
  const path = `/groups/${parent.fullPath}/-/epics/${parent.iid}/${kind === 'Epic' ? 'links' : 'issues'}`;
  try {
    await restClient().post(path, { issuable_references: references });
  } catch (error) {
    throw new Error(messageOf(error, ADD_ITEM_ERROR), { cause: error });
  }
}

/** Removes a child from its parent: `DELETE` its `relationPath`. */
export async function removeItem(relationPath: string): Promise<void> {
  try {
    await restClient().delete(relationPath);
  } catch (error) {
    throw new Error(messageOf(error, REMOVE_ITEM_ERROR), { cause: error });
  }
}

/** The add form's input as references: split on whitespace, blanks dropped, duplicates dropped (epic spec §5). */
export function referencesOf(input: string, pending: readonly string[] = []): string[] {
  const out = [...pending];
  for (const piece of input.split(/\s+/)) if (piece && !out.includes(piece)) out.push(piece);
  return out;
}
