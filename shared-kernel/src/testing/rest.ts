import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished, vi } from 'vitest';
import { restClient } from 'shared-kernel/api';

/** A canned reply: status, JSON body and response headers. */
export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** What {@link fakeAdapter} saw. */
export interface FakeAdapter {
  adapter: AxiosAdapter;
  requests: InternalAxiosRequestConfig[];
}

function respond(config: InternalAxiosRequestConfig, { status, data = null, headers = {} }: FakeReply): AxiosResponse {
  const response: AxiosResponse = { status, statusText: String(status), data, headers: new AxiosHeaders(headers), config };
  if (status >= 200 && status < 300) return response;
  // What axios's own adapters reject with; the kernel's interceptor turns it into an ApiError.
  throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
}

/**
 * Test double for axios's transport: answers each request with `reply(config)` and rejects non-2xx
 * replies the way axios's own adapters do. Install it yourself (`restClient().defaults.adapter = fake.adapter`);
 * {@link fakeRestApi} does that for the current test.
 */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => FakeReply): FakeAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return respond(config, reply(config));
  };
  return { adapter, requests };
}

/** What a route of {@link fakeRestApi} sees: the request path (no query), its params and the whole config. */
export interface FakeRequest {
  path: string;
  params: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

/**
 * Replaces the transport of the page's REST client (`restClient()`) for the current test with
 * `reply(request)` (which may be async), recording the full URLs requested; restored when the test
 * finishes. Non-2xx replies reject like axios's adapters; a request aborted meanwhile rejects as a
 * cancellation.
 */
export function fakeRestApi(reply: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {
  const urls: string[] = [];
  const defaults = restClient().defaults;
  const original = defaults.adapter;
  const adapter = vi.fn(async (config: InternalAxiosRequestConfig) => {
    const path = config.url ?? '';
    urls.push(`${config.baseURL ?? ''}${path}`);
    const answer = await reply({ path, params: (config.params ?? {}) as Record<string, unknown>, config });
    if (config.signal?.aborted) throw Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' });
    return respond(config, answer);
  });
  defaults.adapter = adapter as AxiosAdapter;
  onTestFinished(() => {
    defaults.adapter = original;
  });
  return { adapter, urls };
}
