import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';

/** The live (LISTEN/NOTIFY) channel on which processes sharing a database announce a bump. */
export const READ_CACHE_CHANNEL = 'read-cache';

export interface ReadCacheOptions {
  /** Largest number of entries (responses and auth lookups together); least recently used go first. */
  maxEntries: number;
  /** Backstop: an entry older than this is never served, invalidated or not. */
  ttlMs: number;
  /** The clock (tests move it). */
  now: () => number;
}

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { maxEntries: 1000, ttlMs: 30_000, now: Date.now };

/**
 * A cached 200 answer: the body already encoded (a hit writes these bytes as they are; encoding a
 * 200 KB string again on every hit cost more than the rest of the request) and the headers the
 * handler set.
 */
export interface CachedResponse {
  body: Buffer;
  headers: Record<string, string | string[]>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * An LRU map whose entries all belong to one generation: `bump()` empties it and moves to the next
 * generation, and `set(key, value, generation)` drops values computed under an older generation (a
 * read that overlapped a write must not repopulate the cache with what it read before the write).
 */
export class GenerationCache {
  private readonly entries = new Map<string, Entry>();
  private current = 0;

  constructor(private readonly options: ReadCacheOptions) {}

  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /** Stores unless the cache was bumped since `generation` was read; returns whether it stored. */
  set(key: string, value: unknown, generation: number): boolean {
    if (generation !== this.current || this.options.maxEntries <= 0) return false;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.options.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return true;
  }

  bump(): void {
    this.current += 1;
    this.entries.clear();
  }
}

export interface ReadCache {
  /** Generation-scoped storage, shared by response entries and auth lookups. */
  readonly store: GenerationCache;
  /** Empties this process's cache and tells every other process on the database to do the same. */
  invalidate(): void;
  /**
   * The same, resolving once every process's next read is sure to miss (PostgreSQL: the shared
   * generation has advanced). A write's answer waits for it: read-your-writes through any process.
   */
  invalidateShared(): Promise<void>;
  /** Empties this process's cache only (what a NOTIFY from another process does). */
  clearLocal(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyRequest {
    /** Cache generation when the request arrived; anything it read may be stored under it only. */
    readCacheGeneration: number;
    /** True when the request presented credentials that did not authenticate: nothing is cached for it. */
    authFailed: boolean;
    /** Set while a miss on a cached route runs: the key to store under and headers already present. */
    readCacheMiss: { key: string; before: Record<string, unknown> } | null;
  }
  interface FastifyContextConfig {
    /** Opt a GET route into the read cache (see plugins/readCache.ts, docs/server.md). */
    readCache?: boolean;
    /**
     * `false` for writes that change nothing a cached GET route answers (frequent items, uploads): they
     * leave the cache alone instead of emptying it for everybody.
     */
    invalidatesReadCache?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Rejections that happen before a handler writes anything; every other write answer bumps. */
function wroteNothing(status: number): boolean {
  return status >= 400 && status < 500 && status !== 409;
}

/** Headers that belong to one response (or to the connection) and are never replayed. */
const NEVER_STORED = new Set(['content-length', 'x-request-id', 'date', 'connection', 'transfer-encoding', 'keep-alive']);

/** Who is asking, as far as a response can differ: user id, auth method and token scopes. */
export function viewerKey(request: FastifyRequest): string {
  const user = request.viewer.user;
  if (!user) return 'anonymous';
  if (request.authMethod === 'token') return `token:${user.id}:${request.tokenScopes.join(',')}`;
  return `${request.authMethod}:${user.id}`;
}

function responseKey(request: FastifyRequest): string {
  return `response\n${viewerKey(request)}\n${request.url}`;
}

/**
 * In-process read cache for opted-in GET routes (`config: { readCache: true }`) and for the auth
 * lookups (plugins/auth.ts). Any write empties it (here and, over LISTEN/NOTIFY, in every other
 * process on the same database); a TTL bounds staleness nobody announced.
 */
export const readCachePlugin = fp<Partial<ReadCacheOptions>>(
  async (app, options) => {
    const settings: ReadCacheOptions = { ...READ_CACHE_DEFAULTS, ...options };
    const store = new GenerationCache(settings);
    const origin = randomUUID();

    let publishing = false;
    let again = false;
    const publish = () => {
      if (publishing) {
        // The running NOTIFY may predate the latest write's commit: send one more afterwards.
        again = true;
        return;
      }
      publishing = true;
      app.live
        .publish(READ_CACHE_CHANNEL, { origin })
        .catch((error: unknown) => app.log.error({ err: error }, 'read cache invalidation could not be published'))
        .finally(() => {
          publishing = false;
          if (again) {
            again = false;
            publish();
          }
        });
    };

    // Several processes on one PostgreSQL database share a generation (db/sharedState.ts): NOTIFY alone
    // arrives after the writer's answer, so a client reading through another process right after it
    // could get that process's stale entry. Each write advances the sequence before it answers; each
    // read compares it with the value this process last saw and empties the cache when it moved.
    const shared = app.database.driver === 'pg';
    let seenShared: string | undefined;
    const advanceShared = async () => {
      if (shared) await app.db.execute(sql`SELECT nextval('read_cache_generation')`);
    };
    const catchUpShared = async () => {
      if (!shared) return;
      const result = await app.db.execute<{ last_value: string | number }>(sql`SELECT last_value FROM read_cache_generation`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { last_value: string | number }[] }).rows) as { last_value: string | number }[];
      const current = String(rows[0]?.last_value ?? '');
      if (current !== seenShared) {
        if (seenShared !== undefined) store.bump();
        seenShared = current;
      }
    };

    const readCache: ReadCache = {
      store,
      invalidate() {
        store.bump();
        publish();
        if (shared) advanceShared().catch((error: unknown) => app.log.error({ err: error }, 'read cache generation could not be advanced'));
      },
      async invalidateShared() {
        store.bump();
        publish();
        await advanceShared();
      },
      clearLocal() {
        store.bump();
      },
    };
    app.decorate('readCache', readCache);

    const unsubscribe = app.live.subscribe(READ_CACHE_CHANNEL, (payload) => {
      if (payload.origin === origin) return;
      store.bump();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
    });

    app.decorateRequest('readCacheGeneration', 0);
    app.decorateRequest('authFailed', false);
    app.decorateRequest('readCacheMiss', null);

    // Registered before auth: the generation is read before any lookup of this request.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) await catchUpShared();
      request.readCacheGeneration = store.generation;
    });

    // A write empties the cache before its answer is sent, not after: a client that reads right after
    // the answer (a sidebar's save, then its reload) must never get what was cached before the write.
    const invalidatesOnWrite = (request: FastifyRequest, reply: FastifyReply) =>
      !SAFE_METHODS.has(request.method) && !wroteNothing(reply.statusCode) && request.routeOptions.config?.invalidatesReadCache !== false;
    const invalidatedBeforeSending = new WeakSet<FastifyRequest>();
    app.addHook('onSend', async (request, reply, payload) => {
      if (invalidatesOnWrite(request, reply)) {
        invalidatedBeforeSending.add(request);
        await readCache.invalidateShared();
      }
      return payload;
    });
    // Replies that never went through onSend (hijacked ones) still empty it once they are over.
    app.addHook('onResponse', async (request, reply) => {
      if (!invalidatedBeforeSending.has(request) && invalidatesOnWrite(request, reply)) readCache.invalidate();
    });

    const serveOrMark: preValidationHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' || request.authFailed) return;
      const key = responseKey(request);
      const hit = store.get<CachedResponse>(key);
      if (hit) {
        reply.code(200).headers(hit.headers);
        return reply.send(hit.body);
      }
      request.readCacheMiss = { key, before: reply.getHeaders() };
      return undefined;
    };

    const storeOnSend: onSendHookHandler = async (request, reply, payload) => {
      const miss = request.readCacheMiss;
      if (!miss) return payload;
      request.readCacheMiss = null;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const body = Buffer.from(payload);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (name === 'set-cookie') return payload; // A response that touches the session is personal.
        if (value === undefined || NEVER_STORED.has(name) || miss.before[name] === value) continue;
        headers[name] = Array.isArray(value) ? [...value] : String(value);
      }
      store.set(miss.key, { body, headers } satisfies CachedResponse, request.readCacheGeneration);
      // The same bytes go out now, so the miss does not encode the string twice.
      return body;
    };

    const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

    app.addHook('onRoute', (route) => {
      if (!route.config?.readCache) return;
      const methods = asArray(route.method);
      if (!methods.includes('GET')) return;
      route.preValidation = [...asArray(route.preValidation), serveOrMark];
      route.onSend = [...asArray(route.onSend), storeOnSend];
    });
  },
  { name: 'read-cache', dependencies: ['db', 'live'] },
);
