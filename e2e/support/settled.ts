import type { Page, Request } from '@playwright/test';

interface Traffic {
  pending: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

function track(page: Page): Traffic {
  let state = traffic.get(page);
  if (state) return state;
  const created: Traffic = { pending: new Set(), lastChange: Date.now() };
  const counts = (request: Request) => request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
  page.on('request', (request) => {
    if (!counts(request)) return;
    created.pending.add(request);
    created.lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (created.pending.delete(request)) created.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, created);
  state = created;
  return state;
}

/**
 * Waits until the page's own data requests (fetch/XHR) have been quiet for `quietMs`: a save's reload
 * and the reads that live events cause. Unlike `waitForLoadState('networkidle')`, which resolves at once
 * once the page has been idle after loading, this waits each time. Start tracking early with
 * {@link watchRequests} (right after `goto`) so requests already under way are counted.
 */
export async function settled(page: Page, quietMs = 300, timeoutMs = 10_000): Promise<void> {
  const state = track(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.pending.size === 0 && Date.now() - state.lastChange >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`requests still pending after ${timeoutMs} ms: ${[...state.pending].map((request) => request.url()).join(', ')}`);
}

/** Starts counting the page's data requests (for {@link settled}). */
export function watchRequests(page: Page): void {
  track(page);
}
