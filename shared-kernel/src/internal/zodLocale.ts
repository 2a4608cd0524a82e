import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * `zod/mini` registers no locale, so every issue would read "Invalid input". Classic zod registers
 * English on first use; this does the same (only when no locale is set yet, so a page's own
 * `z.config(z.locales.xx())` still wins), keeping messages such as "Too small: expected string to
 * have >=1 characters" readable. Call it at the top of every module that builds schemas.
 *
 * @internal
 */
export function ensureZodLocale(): void {
  if (!z.config().localeError) z.config(en());
}
