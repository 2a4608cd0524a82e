/** HTTP statuses after which the poller polls again (given a positive `Poll-Interval`). */
export const POLL_SUCCESS_STATUSES: ReadonlySet<number> = new Set([200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 304]);

/** Response headers in any of the usual shapes: a Fetch `Headers`, axios headers, or a plain record. */
export type PollHeaders = { get(name: string): unknown } | Readonly<Record<string, unknown>>;

/** What a poll request resolves to (an axios response fits). */
export interface PollResponse<T> {
  status: number;
  headers: PollHeaders;
  data: T;
}

function hasGet(headers: PollHeaders): headers is { get(name: string): unknown } {
  return typeof (headers as { get?: unknown }).get === 'function';
}

function headerValue(headers: PollHeaders, name: string): unknown {
  if (hasGet(headers)) {
    const value = headers.get(name);
    if (value !== undefined && value !== null) return value;
  }
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted);
  return entry?.[1];
}

/** The `Poll-Interval` header in milliseconds (`-1` means stop), or `NaN` when absent or malformed. */
export function readPollInterval(headers: PollHeaders): number {
  const value = headerValue(headers, 'Poll-Interval');
  return typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
}

/** Thrown to `onError` when a poll request resolves with a status outside {@link POLL_SUCCESS_STATUSES}. */
export class PollStatusError extends Error {
  /** The response's HTTP status. */
  readonly status: number;
  /** The response as the request resolved it. */
  readonly response: PollResponse<unknown>;

  constructor(response: PollResponse<unknown>) {
    super(`Polling stopped: status ${response.status}`);
    this.name = 'PollStatusError';
    this.status = response.status;
    this.response = response;
  }
}
