import { isApiError, restClient } from 'shared-kernel/api';

/** The spec's failure of epic creation when the server gives no message of its own. */
export const EPIC_CREATE_ERROR = 'Error creating epic';

/** `POST /api/v4/groups/:id/epics` `{ title, confidential }`; resolves with the new epic's `web_url`. */
export async function createEpic(groupPath: string, input: { title: string; confidential: boolean }): Promise<string> {
  try {
    const { data } = await restClient().post<{ web_url: string }>(`/api/v4/groups/${encodeURIComponent(groupPath)}/epics`, input);
    return data.web_url;
  } catch (error) {
    const message = isApiError(error) ? error.messages[0] : undefined;
    throw new Error(message || EPIC_CREATE_ERROR, { cause: error });
  }
}
