import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

/** The one PostgreSQL NOTIFY channel every process listens on; app channels travel inside the payload. */
export const LIVE_PG_CHANNEL = 'platform_live';

export type LiveHandler = (payload: Record<string, unknown>) => void;

export interface Live {
  /** Sends to every subscriber of `channel` in every process connected to the database. */
  publish(channel: string, payload: Record<string, unknown>): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: LiveHandler): () => void;
  /** The same as an async iterator (for GraphQL subscriptions); ends when the consumer returns. */
  iterate(channel: string): AsyncIterableIterator<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/** Fan-out over LISTEN/NOTIFY: one database listener per process, in-memory dispatch by app channel. */
export async function createLive(database: Database, onError: (error: unknown) => void = () => undefined): Promise<Live & { close(): Promise<void> }> {
  const handlers = new Map<string, Set<LiveHandler>>();

  const unlisten = await database.listen(LIVE_PG_CHANNEL, (raw) => {
    let message: { channel?: unknown; payload?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch (error) {
      onError(error);
      return;
    }
    if (typeof message.channel !== 'string') return;
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler((message.payload ?? {}) as Record<string, unknown>);
      } catch (error) {
        onError(error);
      }
    }
  });

  const subscribe = (channel: string, handler: LiveHandler) => {
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
    };
  };

  const iterate = (channel: string): AsyncIterableIterator<Record<string, unknown>> => {
    const queue: Record<string, unknown>[] = [];
    let waiting: ((result: IteratorResult<Record<string, unknown>>) => void) | undefined;
    let done = false;
    const unsubscribe = subscribe(channel, (payload) => {
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value: payload, done: false });
      } else {
        queue.push(payload);
      }
    });
    const finish = async (): Promise<IteratorResult<Record<string, unknown>>> => {
      done = true;
      unsubscribe();
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
      return { value: undefined, done: true };
    };
    return {
      next() {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const queued = queue.shift();
        if (queued) return Promise.resolve({ value: queued, done: false });
        return new Promise((resolve) => {
          waiting = resolve;
        });
      },
      return: finish,
      throw: async (error: unknown) => {
        await finish();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  };

  return {
    async publish(channel, payload) {
      await database.notify(LIVE_PG_CHANNEL, JSON.stringify({ channel, payload }));
    },
    subscribe,
    iterate,
    async close() {
      handlers.clear();
      await unlisten();
    },
  };
}

export const livePlugin = fp(
  async (app) => {
    const live = await createLive(app.database, (error) => app.log.error({ err: error }, 'live update handler failed'));
    app.decorate('live', { publish: live.publish, subscribe: live.subscribe, iterate: live.iterate });
    // Before the database closes (onClose hooks run in reverse registration order).
    app.addHook('onClose', async () => {
      await live.close();
    });
  },
  { name: 'live', dependencies: ['db'] },
);

/**
 * A Live whose publishes wait for `flush()`: for work inside a database transaction, so subscribers (who
 * re-read what an event names) are told only after the commit, and nothing is told after a rollback
 * (`discard()`). Subscribing goes to the real channel.
 */
export function deferredLive(live: Live): { live: Live; flush(): Promise<void>; discard(): void } {
  let pending: [string, Record<string, unknown>][] = [];
  return {
    live: {
      publish: async (channel, payload) => {
        pending.push([channel, payload]);
      },
      subscribe: (channel, handler) => live.subscribe(channel, handler),
      iterate: (channel) => live.iterate(channel),
    },
    async flush() {
      const events = pending;
      pending = [];
      for (const [channel, payload] of events) await live.publish(channel, payload);
    },
    discard() {
      pending = [];
    },
  };
}
