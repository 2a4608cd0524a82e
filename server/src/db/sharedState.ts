import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * The read cache's generation shared by every API process on one database (plugins/readCache.ts):
 * each write advances it before its answer is sent; a process whose cached entries predate the
 * current value empties its cache before serving a read.
 */
export const readCacheGeneration = pgSequence('read_cache_generation');
