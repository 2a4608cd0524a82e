import { isApiError, restClient } from 'shared-kernel/api';

/** When the server gives no message of its own (GitLab's tree texts). */
export const ADD_ITEM_ERROR = 'Something went wrong while adding item.';

/** GitLab's add failures: not found (404) per kind, and the hierarchy depth limit. */
export const ITEM_NOT_FOUND = { Issue: 'Issue cannot be found.', Epic: 'Epic cannot be found.' } as const;
export const MAX_CHILD_EPICS = 'This epic already has the maximum number of child epics.';
/** GitLab's remove failures: the relation's path unknown (404), or anything else, per kind. */
export const REMOVE_NOT_FOUND = { Issue: 'We could not determine the path to remove the issue', Epic: 'We could not determine the path to remove the epic' } as const;
export const REMOVE_FAILED = { Issue: 'An error occurred while removing issues.', Epic: 'An error occurred while removing epics.' } as const;

function messageOf(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.messages[0] : undefined) || fallback;
}

/** The server's refusal of a too deep hierarchy ('Epic hierarchy level too deep', or our depth message). */
function tooDeep(message: string): boolean {
  return /hierarchy level too deep|exceed the maximum depth/i.test(message);
}

/**
 * "Add an existing issue/epic": `POST {epic path}/issues` or `…/links` with `issuable_references` (references
 * or URLs). Rejects with 'Issue cannot be found.' / 'Epic cannot be found.' (404), 'This epic already has the
 * maximum number of child epics.' (hierarchy too deep), else the server's message (cycle, confidential parent…).
 */
export async function addExistingItems(parent: { fullPath: string; iid: string | number }, kind: 'Epic' | 'Issue', references: string[]): Promise<void> {
  const path = `/groups/${parent.fullPath}/-/epics/${parent.iid}/${kind === 'Epic' ? 'links' : 'issues'}`;
  try {
    await restClient().post(path, { issuable_references: references });
  } catch (error) {
    const message = messageOf(error, ADD_ITEM_ERROR);
    if (isApiError(error) && error.status === 404) throw new Error(ITEM_NOT_FOUND[kind], { cause: error });
    if (kind === 'Epic' && tooDeep(message)) throw new Error(MAX_CHILD_EPICS, { cause: error });
    throw new Error(message, { cause: error });
  }
}

/** Removes a child from its parent: `DELETE` its `relationPath`. Rejects with GitLab's text for the kind. */
export async function removeItem(relationPath: string, kind: 'Epic' | 'Issue'): Promise<void> {
  try {
    await restClient().delete(relationPath);
  } catch (error) {
    throw new Error((isApiError(error) && error.status === 404 ? REMOVE_NOT_FOUND : REMOVE_FAILED)[kind], { cause: error });
  }
}

/** The add form's input as references: split on whitespace, blanks dropped, duplicates dropped (epic spec §5). */
export function referencesOf(input: string, pending: readonly string[] = []): string[] {
  const out = [...pending];
  for (const piece of input.split(/\s+/)) if (piece && !out.includes(piece)) out.push(piece);
  return out;
}
