import { describe, expect, it } from 'vitest';
import type { RepositoryEventContext } from './events.ts';
import { branchOfRef, publishRepositoryEvents, subscribeToRepositoryEvents, unsubscribeFromRepositoryEvents, ZERO_SHA, type RepositoryEvent } from './events.ts';

// Subscribers get every pushed event in registration order; one that throws neither fails the push nor
// stops the others, and a name registered again replaces its handler.

const context = { db: {}, live: {}, dataDir: '/nowhere' } as unknown as RepositoryEventContext;
const event: RepositoryEvent = { type: 'pushed', projectId: 1, userId: 2, ref: 'refs/heads/main', before: ZERO_SHA, after: 'a'.repeat(40) };

describe('repository events', () => {
  it('delivers in order, isolates a failing subscriber and replaces by name', async () => {
    const seen: string[] = [];
    const errors: string[] = [];
    subscribeToRepositoryEvents('events-test-a', async () => {
      seen.push('a-old');
    });
    subscribeToRepositoryEvents('events-test-a', async (e) => {
      seen.push(`a:${e.ref}`);
    });
    subscribeToRepositoryEvents('events-test-b', async () => {
      throw new Error('boom');
    });
    subscribeToRepositoryEvents('events-test-c', async (e) => {
      seen.push(`c:${e.after.slice(0, 3)}`);
    });
    try {
      // Only this test's subscribers: the app's own (kinds.ts) may be registered too when files share modules.
      await publishRepositoryEvents(context, [event], (error, name) => name.startsWith('events-test-') && errors.push(`${name}:${(error as Error).message}`));
      expect(seen).toEqual(['a:refs/heads/main', 'c:aaa']);
      expect(errors).toEqual(['events-test-b:boom']);
    } finally {
      for (const name of ['events-test-a', 'events-test-b', 'events-test-c']) unsubscribeFromRepositoryEvents(name);
    }
    await publishRepositoryEvents(context, [event]);
    expect(seen).toHaveLength(2);
  });

  it('tells branches from other refs', () => {
    expect(branchOfRef('refs/heads/feature/x')).toBe('feature/x');
    expect(branchOfRef('refs/tags/v1')).toBeNull();
  });
});
