/**
 * Checks every request's parameters before a handler sees them (plugins/input.ts): strings with a NUL
 * byte (PostgreSQL refuses 0x00 in text, so it was a 500; GitLab's HandleNullBytes middleware answers
 * 400) and JSON nested deeper than GitLab's JSON validation allows.
 */

/** GitLab's `Gitlab::Middleware::JsonValidation` default depth. */
export const MAX_PARAMETER_DEPTH = 32;

export const NULL_BYTE_MESSAGE = '400 Bad request - parameters contain a null byte';
export const TOO_DEEP_MESSAGE = `400 Bad request - parameters nested too deeply (the limit is ${MAX_PARAMETER_DEPTH} levels)`;

/** The refusal message for `value` (parsed params, query or body), or null when it is acceptable. */
export function parameterProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return NULL_BYTE_MESSAGE;
    } else if (current !== null && typeof current === 'object') {
      // Uploaded files and streams are not parameters.
      if (Buffer.isBuffer(current) || ArrayBuffer.isView(current) || typeof (current as { pipe?: unknown }).pipe === 'function') continue;
      if (depth >= MAX_PARAMETER_DEPTH) return TOO_DEEP_MESSAGE;
      if (Array.isArray(current)) {
        for (const item of current) stack.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(current)) {
          if (key.includes('\0')) return NULL_BYTE_MESSAGE;
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/** A GraphQL string literal may spell NUL as an escape (`"\u0000"`, `"\u{0}"`). */
export function graphqlSourceHasNullByte(source: string): boolean {
  return source.includes('\0') || /\\u(?:0000|\{0+\})/i.test(source);
}
