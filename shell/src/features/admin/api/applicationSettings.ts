import { restClient } from 'shared-kernel/api';

/** The instance settings this platform has (GitLab's ApplicationSetting entity, in part). */
export interface ApplicationSettings {
  id: number;
  signup_enabled: boolean;
  updated_at: string | null;
}

export const APPLICATION_SETTINGS_PATH = '/api/v4/application/settings';

/** `GET /api/v4/application/settings` (administrators; 403 for others). */
export async function getApplicationSettings(signal?: AbortSignal): Promise<ApplicationSettings> {
  const { data } = await restClient().get<ApplicationSettings>(APPLICATION_SETTINGS_PATH, { signal });
  return data;
}

/** `PUT /api/v4/application/settings`: the changed settings; resolves with all of them. */
export async function updateApplicationSettings(changes: Partial<Pick<ApplicationSettings, 'signup_enabled'>>): Promise<ApplicationSettings> {
  const { data } = await restClient().put<ApplicationSettings>(APPLICATION_SETTINGS_PATH, changes);
  return data;
}
