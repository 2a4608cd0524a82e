import { eq } from 'drizzle-orm';
import { Viewer } from '../domains/memberships/viewer.ts';
import { users } from '../domains/users/tables.ts';
import type { GraphQLContext } from './context.ts';

/** What a live channel delivers (`app.live.iterate`): the published payload. */
export type LivePayload = Record<string, unknown>;

/**
 * The subscriber as of now, for the access check of each event: their user re-read (a blocked or
 * deleted user gets nothing more), memberships fresh. Null when they may read nothing any more.
 */
export async function currentViewer(context: GraphQLContext): Promise<Viewer | null> {
  const signedIn = context.viewer.user;
  if (!signedIn) return new Viewer(context.db, null);
  const [user] = await context.db.select().from(users).where(eq(users.id, signedIn.id));
  return user && user.state === 'active' ? new Viewer(context.db, user) : null;
}

/**
 * A subscription's events: passes on those `accept` turns into a value (null drops one, e.g. an event
 * this subscriber may not see); `return()` releases the live channel at once.
 */
export function filteredEvents<T>(source: AsyncIterableIterator<LivePayload>, accept: (payload: LivePayload) => Promise<T | null>): AsyncIterableIterator<T> {
  const done = async (): Promise<IteratorResult<T>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      for (;;) {
        const item = await source.next();
        if (item.done) return { value: undefined, done: true };
        const value = await accept(item.value);
        if (value !== null) return { value, done: false };
      }
    },
    return: done,
    async throw(error: unknown) {
      await done();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
