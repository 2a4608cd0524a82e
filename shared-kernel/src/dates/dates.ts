const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MS_PER_DAY = 86_400_000;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (d) => pad(d.getFullYear(), 4),
  mmmm: (d) => MONTHS[d.getMonth()]!,
  mmm: (d) => MONTHS[d.getMonth()]!.slice(0, 3),
  mm: (d) => pad(d.getMonth() + 1),
  m: (d) => String(d.getMonth() + 1),
  dd: (d) => pad(d.getDate()),
  d: (d) => String(d.getDate()),
};

/** The date masks the spec uses; any mask built from the same tokens works. */
export type DateMask = 'mmmm d' | 'yyyy-mm-dd' | 'mmm d, yyyy' | (string & {});

/**
 * Formats a date in local time with a `dateformat`-style mask. Tokens: `yyyy`, `mmmm` (December),
 * `mmm` (Dec), `mm` (zero-padded month), `m`, `dd` (zero-padded day), `d`. `'mmmm d'` → `'December 10'`;
 * `'yyyy-mm-dd'` → `'2026-12-10'`.
 */
export function formatDate(date: Date, mask: DateMask = 'yyyy-mm-dd'): string {
  return mask.replace(/yyyy|mmmm|mmm|mm|m|dd|d/g, (token) => TOKENS[token]!(date));
}

/**
 * Parses `YYYY-MM-DD` as a local calendar date (midnight local time, no time-zone shift), or returns
 * `null` for anything else (including impossible dates such as `2026-02-30`).
 */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function calendarDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `from` to `to` in local time (positive when `to` is later); daylight-saving safe. */
export function differenceInDays(from: Date, to: Date): number {
  return Math.round((calendarDay(to) - calendarDay(from)) / MS_PER_DAY);
}

/** True when `date` falls on a calendar day before `now`'s (the date picker marks those days past). */
export function isPast(date: Date, now: Date = new Date()): boolean {
  return differenceInDays(date, now) > 0;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * MS_PER_DAY],
  ['month', 30 * MS_PER_DAY],
  ['week', 7 * MS_PER_DAY],
  ['day', MS_PER_DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** How long ago (or ahead) `date` is, in words: `'just now'`, `'5 minutes ago'`, `'3 days ago'`, `'in 2 weeks'`. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(Math.abs(elapsed) / size);
    if (amount >= 1) return relative.format(elapsed >= 0 ? -amount : amount, unit);
  }
  return 'just now';
}
