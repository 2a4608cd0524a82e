import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { globalSlot } from '../internal/globalSlot';
import { ApiError } from './apiError';
import { getPlatformConfig } from './config';
import { getCsrfToken } from './csrf';

const SLOT = Symbol.for('shared-kernel.rest-client.v1');
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Turns an axios failure into an {@link ApiError}; a cancellation passes through untouched. */
function toApiError(error: unknown): unknown {
  if (axios.isCancel(error) || !axios.isAxiosError(error)) return error;
  if (error.response) return ApiError.fromResponse(error.response.status, error.response.data, error);
  const code = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'TIMEOUT' : 'NETWORK_ERROR';
  return new ApiError({ status: 0, code, messages: [error.message], cause: error });
}

/** Options of {@link buildRestClient}. @internal */
export interface RestClientOptions {
  /** Transport override (tests pass an in-memory adapter). */
  adapter?: AxiosAdapter;
}

/**
 * Builds a REST client: cookies sent (`withCredentials`), base URL from the runtime config (read per
 * request, so {@link configurePlatform} applies to a client already built), `X-CSRF-Token` on every
 * state-changing request, and failures rejected as {@link ApiError}.
 *
 * @internal Pages use the one instance from {@link restClient}.
 */
export function buildRestClient(options: RestClientOptions = {}): AxiosInstance {
  const client = axios.create({
    withCredentials: true,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  client.interceptors.request.use((config) => {
    if (config.baseURL === undefined) {
      const { apiBaseUrl } = getPlatformConfig();
      if (apiBaseUrl) config.baseURL = apiBaseUrl;
    }
    if (!SAFE_METHODS.has((config.method ?? 'get').toLowerCase())) {
      const token = getCsrfToken();
      if (token) config.headers.set('X-CSRF-Token', token);
    }
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

/**
 * The page's one REST client (shared by every copy of the kernel). Errors reject as {@link ApiError};
 * an aborted request rejects with axios's `CanceledError` (see `isAbortError` in `shared-kernel/polling`).
 */
export function restClient(): AxiosInstance {
  return globalSlot(SLOT, () => buildRestClient());
}
