import { isAbortError } from './isAbortError';
import { POLL_SUCCESS_STATUSES, PollStatusError, readPollInterval, type PollResponse } from './pollResponse';

/** Options of {@link createPoller}. */
export interface PollerOptions<T> {
  /** Makes one request; must honour `signal` (the poller aborts a request it no longer wants). */
  request: (signal: AbortSignal) => Promise<PollResponse<T>>;
  /** Called with each successful response's data. */
  onData: (data: T, response: PollResponse<T>) => void;
  /** Called with a failed request's error (never for an aborted one) or a {@link PollStatusError}. */
  onError?: (error: unknown) => void;
  /** Delay before the first request after `start()` (the issue page uses 2000). Default 0. */
  initialDelayMs?: number;
  /** Stop while the tab is hidden and restart (with a request at once) when it is visible again. */
  pauseWhenHidden?: boolean;
}

/** A running poll loop; see {@link createPoller}. */
export interface Poller {
  /** Starts polling: the first request after `initialDelayMs`. No-op when already started. */
  start(): void;
  /** Stops polling and aborts a request in flight. */
  stop(): void;
  /** Stops, then polls again after `initialDelayMs` (default 0), even after the server said stop. */
  restart(options?: { initialDelayMs?: number }): void;
  /** Suspends polling (e.g. during a task-list update) without forgetting that it was started. */
  pause(): void;
  /** Ends a `pause()`: polls again after `delayMs` (default 0) if still started. */
  resume(options?: { delayMs?: number }): void;
  /**
   * One request now, outside the loop (a live event asked for fresh data), while started or paused:
   * a 200 with data goes to `onData`, anything else is ignored like a failed poll. Asks made while it
   * runs are folded into one more request; the loop's schedule is left as it is. `stop()` aborts it.
   */
  fetchOnce(): void;
  /** True between `start()` and `stop()` (also while paused or hidden). */
  readonly started: boolean;
}

function documentHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Polls with the reference system's rules: after each response, poll again after the `Poll-Interval`
 * header's milliseconds only when it is > 0 and the status is a success; `-1`, no header or a
 * non-success status ends the loop; an aborted request is ignored; other errors go to `onError`
 * (and end the loop until `restart()` or the tab becomes visible again).
 */
export function createPoller<T>(options: PollerOptions<T>): Poller {
  const { request, onData, onError = () => {}, initialDelayMs = 0, pauseWhenHidden = false } = options;
  let started = false;
  let paused = false;
  let hidden = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const active = (): boolean => started && !paused && !hidden;

  // fetchOnce: one on-demand request at a time, later asks folded into one more.
  let onDemand: AbortController | undefined;
  let askedAgain = false;
  async function fetchOnDemand(): Promise<void> {
    if (onDemand) {
      askedAgain = true;
      return;
    }
    do {
      askedAgain = false;
      const current = new AbortController();
      onDemand = current;
      try {
        const response = await request(current.signal);
        if (!current.signal.aborted && response.status === 200 && response.data != null) onData(response.data, response);
      } catch {
        // Like a failed poll: the next event, reconnect or poll asks again.
      } finally {
        if (onDemand === current) onDemand = undefined;
      }
    } while (askedAgain && started);
  }

  function halt(): void {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  function schedule(delayMs: number): void {
    halt();
    if (!active()) return;
    timer = setTimeout(() => void poll(), Math.max(0, delayMs));
  }

  async function poll(): Promise<void> {
    timer = undefined;
    const current = new AbortController();
    controller = current;
    let response: PollResponse<T>;
    try {
      response = await request(current.signal);
    } catch (error) {
      if (controller === current) controller = undefined;
      if (!current.signal.aborted && !isAbortError(error)) onError(error);
      return;
    }
    if (controller !== current || current.signal.aborted) return;
    controller = undefined;
    if (response.status === 0) return;
    if (!POLL_SUCCESS_STATUSES.has(response.status)) {
      onError(new PollStatusError(response));
      return;
    }
    const interval = readPollInterval(response.headers);
    if (interval > 0 && active()) timer = setTimeout(() => void poll(), interval);
    onData(response.data, response);
  }

  function onVisibilityChange(): void {
    hidden = documentHidden();
    if (hidden) halt();
    else schedule(0);
  }

  function listenToVisibility(listen: boolean): void {
    if (!pauseWhenHidden || typeof document === 'undefined') return;
    if (listen) document.addEventListener('visibilitychange', onVisibilityChange);
    else document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    start() {
      if (started) return;
      started = true;
      hidden = pauseWhenHidden && documentHidden();
      listenToVisibility(true);
      schedule(initialDelayMs);
    },
    stop() {
      if (started) listenToVisibility(false);
      started = false;
      halt();
      onDemand?.abort();
      onDemand = undefined;
      askedAgain = false;
    },
    restart(restartOptions = {}) {
      if (!started) {
        started = true;
        hidden = pauseWhenHidden && documentHidden();
        listenToVisibility(true);
      }
      schedule(restartOptions.initialDelayMs ?? 0);
    },
    pause() {
      paused = true;
      halt();
    },
    resume(resumeOptions = {}) {
      if (!paused) return;
      paused = false;
      schedule(resumeOptions.delayMs ?? 0);
    },
    fetchOnce() {
      if (started) void fetchOnDemand();
    },
    get started() {
      return started;
    },
  };
}
