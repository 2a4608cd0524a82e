import { peekGlobalSlot } from '../internal/globalSlot';

/** Slot of the page's session store; the store writes it, the clients only read the token. @internal */
export const SESSION_SLOT = Symbol.for('shared-kernel.session.v1');

/** @internal The part of the session store the clients read. */
export interface CsrfSource {
  getSnapshot(): { csrfToken: string | null };
}

/**
 * The CSRF token to send with state-changing requests: the session's token, else the page's
 * `<meta name="csrf-token">` (server-rendered pages), else none.
 */
export function getCsrfToken(): string | null {
  const fromSession = peekGlobalSlot<CsrfSource>(SESSION_SLOT)?.getSnapshot().csrfToken;
  if (fromSession) return fromSession;
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}
