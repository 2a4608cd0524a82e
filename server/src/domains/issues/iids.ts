import { AppError } from '../../errors.ts';

/** `:iid` of a web route: digits, optionally `.json` (`/-/issues/5.json`); anything else is a missing issue. */
export function webIid(raw: string | undefined, allowJson: boolean): number {
  const match = raw ? (allowJson ? /^(\d{1,10})(?:\.json)?$/ : /^(\d{1,10})$/).exec(raw) : null;
  if (!match) throw new AppError('ISSUE_NOT_FOUND');
  return Number(match[1]);
}

/** `:issue_iid` of a REST route. */
export function apiIid(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw new AppError('ISSUE_NOT_FOUND');
  return Number(raw);
}
