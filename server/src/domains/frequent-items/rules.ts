/** A visit counts again only after this long (reference values: 15 minutes; the spec's "once per day" is older). */
export const FREQUENT_ITEM_TIMEOUT_MINUTES = 15;
/** At most this many items per user and type; the least frequent, then the oldest, are evicted. */
export const FREQUENT_ITEMS_MAX = 20;
/** Lists show items visited at least this often (GitLab's ELIGIBLE_FREQUENCY). */
export const FREQUENT_ITEMS_ELIGIBLE_FREQUENCY = 3;

export interface RankedItem {
  frequency: number;
  lastAccessedOn: Date;
}

/** Most frequent first, then the most recently visited (GitLab's getTopFrequentItems order). */
export function byFrequency(a: RankedItem, b: RankedItem): number {
  return b.frequency - a.frequency || b.lastAccessedOn.getTime() - a.lastAccessedOn.getTime();
}
