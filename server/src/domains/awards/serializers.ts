import { userBasicJson } from '../users/serializers.ts';
import type { AwardWithAuthor } from './queries.ts';

/** GitLab's Entities::AwardEmoji. */
export function awardEmojiJson(base: string, { award, user }: AwardWithAuthor) {
  return {
    id: award.id,
    name: award.name,
    user: userBasicJson(base, user),
    created_at: award.createdAt.toISOString(),
    updated_at: award.updatedAt.toISOString(),
    awardable_id: award.awardableId,
    awardable_type: award.awardableType,
    url: null,
  };
}
