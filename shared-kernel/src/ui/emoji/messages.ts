/** Shown (and passed to `onError`) when the emoji categories cannot be loaded (issue-page spec §8). */
export const EMOJI_CATEGORIES_LOAD_ERROR_MESSAGE = 'We encountered an error while adding the remaining categories';
