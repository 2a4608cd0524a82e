import { isRecord } from '../internal/isRecord';

const CODES_BY_STATUS: Readonly<Record<number, string>> = {
  0: 'NETWORK_ERROR',
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** The stable code for an HTTP status without a code in its body (`404` → `'NOT_FOUND'`, `418` → `'HTTP_418'`). */
export function codeForStatus(status: number): string {
  return CODES_BY_STATUS[status] ?? `HTTP_${status}`;
}

/** Flattens `{ path: ['has already been taken'] }` (possibly nested) into `['path has already been taken']`. */
function flattenFieldMessages(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix} ${value}` : value];
  if (Array.isArray(value)) return value.flatMap((item) => flattenFieldMessages(item, prefix));
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flattenFieldMessages(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/**
 * The human-readable messages in an error body, in GitLab's shapes: `message` (a string, or an object
 * of field → messages), `errors` (an array or a string) or `error`.
 */
export function messagesFromBody(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() && !body.trimStart().startsWith('<') ? [body.trim()] : [];
  if (!isRecord(body)) return [];
  const { message, errors, error } = body;
  if (typeof message === 'string') return [message];
  if (isRecord(message)) return flattenFieldMessages(message, '');
  if (Array.isArray(errors)) return errors.flatMap((item) => flattenFieldMessages(item, ''));
  if (typeof errors === 'string') return [errors];
  if (isRecord(errors)) return flattenFieldMessages(errors, '');
  if (typeof error === 'string') return [error];
  return [];
}

/** Options of the {@link ApiError} constructor. */
export interface ApiErrorInit {
  status: number;
  code?: string;
  messages: string[];
  data?: unknown;
  cause?: unknown;
}

/** A failed API call, as every kernel client reports it. */
export class ApiError extends Error {
  /** HTTP status; `0` when no response arrived (network failure, CORS, timeout). */
  readonly status: number;
  /** Stable code: the body's `code`, or one derived from the status (`'NOT_FOUND'`, `'NETWORK_ERROR'`, …). */
  readonly code: string;
  /** Every message found in the body; `message` is these joined by a space. */
  readonly messages: string[];
  /** The response body as received. */
  readonly data: unknown;

  constructor({ status, code, messages, data, cause }: ApiErrorInit) {
    super(messages.join(' ') || `Request failed (${code ?? codeForStatus(status)})`, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code ?? codeForStatus(status);
    this.messages = messages;
    this.data = data;
  }

  /** Builds the error for a response with an error status and a body in GitLab's shapes. */
  static fromResponse(status: number, body: unknown, cause?: unknown): ApiError {
    const code = isRecord(body) && typeof body['code'] === 'string' ? body['code'] : undefined;
    return new ApiError({ status, code, messages: messagesFromBody(body), data: body, cause });
  }
}

/** True for an {@link ApiError}, including one built by another copy of the kernel. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error && 'code' in error);
}
