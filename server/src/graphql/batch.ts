import type { GraphQLContext } from './context.ts';

/**
 * Per-operation batching of a lookup (DataLoader's idea, no dependency): every key asked for while a list
 * resolves (an epic's 100 issues' labels) is loaded by one `loadMany` call, once per operation. graphql-js
 * calls the field resolvers of a list's items in one synchronous pass, so the batch is sent after the
 * promise jobs of that turn.
 */
interface Batcher<K, V> {
  loaded: Map<K, Promise<V>>;
  waiting: Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }> | null;
}

const batchers = new WeakMap<GraphQLContext, Map<string, Batcher<unknown, unknown>>>();

/**
 * The value of `key` from `loadMany` (named `name` within the operation); `fallback` is what a key the
 * answer lacks gets (`undefined` rejects).
 */
export function batchLoad<K, V>(context: GraphQLContext, name: string, loadMany: (keys: K[]) => Promise<Map<K, V>>, key: K, fallback?: () => V): Promise<V> {
  let byName = batchers.get(context);
  if (!byName) {
    byName = new Map();
    batchers.set(context, byName);
  }
  let batcher = byName.get(name) as Batcher<K, V> | undefined;
  if (!batcher) {
    batcher = { loaded: new Map(), waiting: null };
    byName.set(name, batcher as Batcher<unknown, unknown>);
  }
  const known = batcher.loaded.get(key);
  if (known) return known;
  const current = batcher;
  const found = new Promise<V>((resolve, reject) => {
    if (!current.waiting) {
      const waiting = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }>();
      current.waiting = waiting;
      void Promise.resolve().then(() =>
        process.nextTick(() => {
          if (current.waiting === waiting) current.waiting = null;
          loadMany([...waiting.keys()]).then(
            (values) => {
              for (const [k, settle] of waiting) {
                if (values.has(k)) settle.resolve(values.get(k) as V);
                else if (fallback) settle.resolve(fallback());
                else settle.reject(new Error(`${name}: nothing loaded for ${String(k)}`));
              }
            },
            (error: unknown) => {
              for (const settle of waiting.values()) settle.reject(error);
            },
          );
        }),
      );
    }
    current.waiting.set(key, { resolve, reject });
  });
  current.loaded.set(key, found);
  return found;
}

/** Drops what an operation has loaded (a subscription resolves each event again with fresh data). */
export function forgetBatches(context: GraphQLContext): void {
  batchers.delete(context);
}
