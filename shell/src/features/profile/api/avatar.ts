import { restClient } from 'shared-kernel/api';

/** GitLab's Avatarable::MAXIMUM_FILE_SIZE: the server refuses larger files too. */
export const MAX_AVATAR_BYTES = 200 * 1024;

/** GitLab's profile page refusal for a file past the limit, before anything is sent. */
export function avatarTooBigMessage(size: number): string | null {
  if (size <= MAX_AVATAR_BYTES) return null;
  return `File is too big (${(size / 1024 / 1024).toFixed(2)}MiB). Max filesize: 200KiB.`;
}

/** `PUT /api/v4/user/avatar` (multipart `avatar`): the signed-in user's new avatar; resolves with its URL. */
export async function uploadAvatar(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  const { data } = await restClient().put<{ avatar_url: string | null }>('/api/v4/user/avatar', form);
  return data.avatar_url;
}

/** `DELETE /-/profile/avatar`: back to the identicon. */
export async function removeAvatar(): Promise<void> {
  await restClient().delete('/-/profile/avatar');
}
