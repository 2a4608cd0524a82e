/**
 * The one catalogue of error codes. REST answers `{ "message": ... }` with the status below;
 * GraphQL sends the same code as `extensions.code`.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: '400 Bad request' },
  VALIDATION_FAILED: { status: 400, message: '400 Bad request' },
  UNAUTHORIZED: { status: 401, message: '401 Unauthorized' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid login or password.' },
  FORBIDDEN: { status: 403, message: '403 Forbidden' },
  NOT_FOUND: { status: 404, message: '404 Not Found' },
  USER_NOT_FOUND: { status: 404, message: '404 User Not Found' },
  GROUP_NOT_FOUND: { status: 404, message: '404 Group Not Found' },
  PROJECT_NOT_FOUND: { status: 404, message: '404 Project Not Found' },
  NAMESPACE_NOT_FOUND: { status: 404, message: '404 Namespace Not Found' },
  ISSUE_NOT_FOUND: { status: 404, message: '404 Issue Not Found' },
  EPIC_NOT_FOUND: { status: 404, message: '404 Epic Not Found' },
  MERGE_REQUEST_NOT_FOUND: { status: 404, message: '404 Merge Request Not Found' },
  NOTE_NOT_FOUND: { status: 404, message: '404 Note Not Found' },
  DISCUSSION_NOT_FOUND: { status: 404, message: '404 Discussion Not Found' },
  BRANCH_NOT_FOUND: { status: 404, message: '404 Branch Not Found' },
  COMMIT_NOT_FOUND: { status: 404, message: '404 Commit Not Found' },
  FILE_NOT_FOUND: { status: 404, message: '404 File Not Found' },
  TREE_NOT_FOUND: { status: 404, message: '404 Tree Not Found' },
  METHOD_NOT_ALLOWED: { status: 405, message: '405 Method Not Allowed' },
  NOT_ACCEPTABLE: { status: 406, message: '406 Not Acceptable' },
  CONFLICT: { status: 409, message: '409 Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '413 Request Entity Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '415 Unsupported Media Type' },
  CSRF_INVALID: { status: 422, message: "Can't verify CSRF token authenticity." },
  UNPROCESSABLE: { status: 422, message: '422 Unprocessable Entity' },
  RATE_LIMITED: { status: 429, message: 'Retry later' },
  INTERNAL: { status: 500, message: '500 Internal Server Error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** GitLab sends either a string or a map of field → messages. */
export type ErrorMessage = string | Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly body: ErrorMessage;

  constructor(code: ErrorCode, message?: ErrorMessage) {
    const body = message ?? ERRORS[code].message;
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.body = body;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Maps an HTTP status (from fastify or a plugin) to the catalogue. */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERRORS) as ErrorCode[]).find((code) => ERRORS[code].status === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
