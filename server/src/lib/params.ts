import { z } from 'zod';
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

/** The largest value of PostgreSQL's `integer` columns (every id and iid). */
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * A numeric id or iid from a path, query or GraphQL argument: the number when it is an integer that
 * PostgreSQL's integer columns can hold, else 0, which names no row, so the caller answers its 404 (as
 * GitLab does for `/projects/<400 digits>` or `issue(iid: "99999999999")`) instead of a database error.
 */
export function idNumber(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return 0;
  const value = Number(text);
  return value <= PG_INTEGER_MAX ? value : 0;
}

/**
 * A route `:id` that is either a numeric id or a URL-encoded full path. The router has decoded the
 * parameter once (`gitlab-org%2Fplatform` → `gitlab-org/platform`); decoding it again would change a
 * name holding `%` and fail on `%25` → `%`.
 */
export function idOrPath(raw: string): { id: number } | { fullPath: string } {
  if (/^\d+$/.test(raw)) return { id: idNumber(raw) };
  return { fullPath: raw };
}

const TRUE_VALUES = new Set(['true', '1', 't', 'yes', 'y', 'on']);
const FALSE_VALUES = new Set(['false', '0', 'f', 'no', 'n', 'off']);

/**
 * GitLab's Boolean parameters (Grape's coercion, ActiveModel's casting): `true/false`, `1/0`, `t/f`,
 * `yes/no`, `y/n`, `on/off` in any case, JSON booleans and the numbers 1 and 0. `undefined`, `null` and
 * `''` are absent. Anything else is answered unchanged, so the `z.boolean()` after it rejects it (400 `is
 * invalid`); use `boolParam()` in zod schemas and `parseBool(value, name)` elsewhere.
 */
export const bool = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (TRUE_VALUES.has(lower)) return true;
    if (FALSE_VALUES.has(lower)) return false;
  }
  return value;
};

/** An optional Boolean parameter: 400 `{ message: { name: ['is invalid'] } }` for anything GitLab would not read. */
export const boolParam = () => z.preprocess(bool, z.boolean({ error: 'is invalid' }).optional());

/** The same rule outside a zod schema: the Boolean, `undefined` when absent, 400 `name is invalid` otherwise. */
export function parseBool(value: unknown, name: string): boolean | undefined {
  const parsed = bool(value);
  if (parsed === undefined || typeof parsed === 'boolean') return parsed;
  throw new AppError('VALIDATION_FAILED', { [name]: ['is invalid'] });
}
