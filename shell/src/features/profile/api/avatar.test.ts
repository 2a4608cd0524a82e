import { describe, expect, it } from 'vitest';
import { avatarTooBigMessage, MAX_AVATAR_BYTES } from './avatar';

describe('the avatar size check before uploading', () => {
  it('lets 200 KiB through and refuses more with GitLab’s message in MiB', () => {
    expect(avatarTooBigMessage(MAX_AVATAR_BYTES)).toBeNull();
    expect(avatarTooBigMessage(MAX_AVATAR_BYTES + 1)).toBe('File is too big (0.20MiB). Max filesize: 200KiB.');
    expect(avatarTooBigMessage(3 * 1024 * 1024)).toBe('File is too big (3.00MiB). Max filesize: 200KiB.');
  });
});
