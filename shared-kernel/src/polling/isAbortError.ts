import { isRecord } from '../internal/isRecord';

/**
 * True for a request that was aborted rather than failed: axios's `CanceledError` (`ERR_CANCELED`),
 * a DOM `AbortError`, or an error with status 0 flagged `aborted`.
 */
export function isAbortError(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const { name, code, status, aborted } = error;
  return name === 'CanceledError' || name === 'AbortError' || code === 'ERR_CANCELED' || (status === 0 && aborted === true);
}
