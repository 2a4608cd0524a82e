/** Size of the first page of `discussions.json`. */
export const DISCUSSIONS_FIRST_PAGE_SIZE = 20;

/** Largest page of `discussions.json`. */
export const DISCUSSIONS_MAX_PAGE_SIZE = 100;

/**
 * The `per_page` of the next `discussions.json` request: 20 first, then ×1.5 rounded per page
 * (20, 30, 45, 68, 102 → 100), capped at 100.
 */
export function nextDiscussionPageSize(previous?: number): number {
  if (previous === undefined) return DISCUSSIONS_FIRST_PAGE_SIZE;
  return Math.min(DISCUSSIONS_MAX_PAGE_SIZE, Math.round(previous * 1.5));
}
