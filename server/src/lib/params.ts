import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Parses request input with zod; failures become GitLab-style 400 `{ message: { field: [..] } }`. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'base';
    (fields[key] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION_FAILED', fields);
}

/**
 * A route `:id` that is either a numeric id or a URL-encoded full path. The router has decoded the
 * parameter once (`gitlab-org%2Fplatform` → `gitlab-org/platform`); decoding it again would change a
 * name holding `%` and fail on `%25` → `%`.
 */
export function idOrPath(raw: string): { id: number } | { fullPath: string } {
  if (/^\d+$/.test(raw)) return { id: Number(raw) };
  return { fullPath: raw };
}

export const bool = (value: unknown): boolean | undefined =>
  value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1';
