// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, type Poller } from './createPoller';
import { PollStatusError, type PollResponse } from './pollResponse';

function reply(status: number, pollInterval?: number | string, data: unknown = { n: 1 }): PollResponse<unknown> {
  return { status, headers: pollInterval === undefined ? {} : { 'Poll-Interval': String(pollInterval) }, data };
}

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let poller: Poller | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  poller?.stop();
  vi.useRealTimers();
  setVisibility('visible');
});

function setup(responses: Array<PollResponse<unknown> | Error>, options: { initialDelayMs?: number; pauseWhenHidden?: boolean } = {}) {
  const queue = [...responses];
  const request = vi.fn(async (signal: AbortSignal) => {
    void signal;
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (!('data' in next)) throw next;
    return next;
  });
  const onData = vi.fn();
  const onError = vi.fn();
  poller = createPoller({ request, onData, onError, ...options });
  return { request, onData, onError, poller };
}

describe('createPoller', () => {
  it('waits initialDelayMs, then re-polls at the Poll-Interval header', async () => {
    const { request, onData, poller } = setup([reply(200, 3000)], { initialDelayMs: 2000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(1999);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledWith({ n: 1 }, expect.objectContaining({ status: 200 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6000);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('reads the header case-insensitively and from Fetch Headers', async () => {
    const { request, poller } = setup([{ status: 200, headers: new Headers({ 'poll-interval': '1000' }), data: null }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['-1', reply(200, -1)],
    ['0', reply(200, 0)],
    ['no header', reply(200)],
  ])('stops when the interval is %s', async (_, response) => {
    const { request, onData, poller } = setup([response]);
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledTimes(1);
  });

  it('polls again after 304 Not Modified (a success status)', async () => {
    const { request } = setup([reply(304, 1000)]);
    poller!.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('stops on a non-success status and reports it', async () => {
    const { request, onData, onError, poller } = setup([reply(200, 1000), reply(500, 1000)]);
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(PollStatusError));
  });

  it('sends other errors to onError and stops', async () => {
    const failure = Object.assign(new Error('Boom'), { status: 500 });
    const { request, onError, poller } = setup([failure]);
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it.each([
    ['axios CanceledError', Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' })],
    ['DOM AbortError', new DOMException('aborted', 'AbortError')],
    ['status 0 flagged aborted', Object.assign(new Error('aborted'), { status: 0, aborted: true })],
  ])('ignores an aborted request (%s)', async (_, error) => {
    const { onError, onData, poller } = setup([error as Error]);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).not.toHaveBeenCalled();
    expect(onData).not.toHaveBeenCalled();
  });

  it('restart polls again after the server said stop, honouring initialDelayMs', async () => {
    const { request, poller } = setup([reply(200, -1)]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    poller.restart({ initialDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('stop cancels the pending poll and aborts the request in flight', async () => {
    let seen: AbortSignal | undefined;
    const onData = vi.fn();
    poller = createPoller({ request: (signal) => ((seen = signal), new Promise(() => {})), onData });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    expect(seen?.aborted).toBe(true);
    expect(poller.started).toBe(false);
  });

  it('pause suspends polling and resume picks it up again', async () => {
    const { request, poller } = setup([reply(200, 1000)]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.pause();
    await vi.advanceTimersByTimeAsync(5000);
    expect(request).toHaveBeenCalledTimes(1);
    poller.resume({ delayMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('stops while the tab is hidden and restarts at once when visible', async () => {
    const { request, poller } = setup([reply(200, 1000)], { pauseWhenHidden: true, initialDelayMs: 2000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('ignores visibility once stopped, and without pauseWhenHidden', async () => {
    const { request, poller } = setup([reply(200, 1000)]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenCalledTimes(2);
    poller.stop();
    const hiddenAware = setup([reply(200, 1000)], { pauseWhenHidden: true });
    hiddenAware.poller.start();
    hiddenAware.poller.stop();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(5000);
    expect(hiddenAware.request).not.toHaveBeenCalled();
  });

  it('fetchOnce asks at once outside the loop, folds asks made meanwhile into one more, and stops with stop()', async () => {
    let release: (() => void) | undefined;
    const request = vi.fn(
      (signal: AbortSignal) =>
        new Promise<PollResponse<unknown>>((resolve, reject) => {
          release = () => resolve(reply(200, undefined, { n: request.mock.calls.length }));
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const onData = vi.fn();
    poller = createPoller({ request, onData, initialDelayMs: 60_000 });
    poller.fetchOnce();
    expect(request).not.toHaveBeenCalled();
    poller.start();
    poller.pause();
    poller.fetchOnce();
    poller.fetchOnce();
    poller.fetchOnce();
    expect(request).toHaveBeenCalledTimes(1);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(onData).toHaveBeenCalledWith({ n: 1 }, expect.anything());
    // The three asks made while the first ran became one more request.
    expect(request).toHaveBeenCalledTimes(2);
    poller.stop();
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(onData).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('fetchOnce ignores failures and answers other than a 200 with data', async () => {
    const { onData, onError, poller: p } = setup([new Error('down')]);
    p.start();
    p.pause();
    p.fetchOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(onData).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
