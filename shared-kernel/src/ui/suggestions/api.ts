import { isApiError, restClient } from 'shared-kernel/api';
import type { Suggestion } from './types';

/** `PUT /api/v4/suggestions/:id/apply` (optional `commit_message`). */
export async function applySuggestion(id: number, commitMessage?: string): Promise<void> {
  await restClient().put(`/api/v4/suggestions/${id}/apply`, commitMessage ? { commit_message: commitMessage } : {});
}

/** `PUT /api/v4/suggestions/batch_apply` with `ids` (optional `commit_message`). */
export async function applySuggestionBatch(ids: readonly number[], commitMessage?: string): Promise<void> {
  await restClient().put('/api/v4/suggestions/batch_apply', commitMessage ? { ids, commit_message: commitMessage } : { ids });
}

/** The server's message of a failed apply, else GitLab's fallback text. */
export function applyErrorMessage(error: unknown, fallback: string): string {
  // GitLab shows the server's message when it sent one (a refusal), its own text otherwise.
  return isApiError(error) && error.messages.length > 0 ? error.messages.join(' ') : fallback;
}

export type { Suggestion };
