import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A canned reply of {@link fakeAdapter}. */
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

/**
 * Test double for axios's transport: answers each request with `reply(config)` and rejects non-2xx
 * replies the way axios's own adapters do. Used only by unit tests.
 */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => FakeReply): FakeAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data = null, headers = {} } = reply(config);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: new AxiosHeaders(headers), config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  return { adapter, requests };
}
