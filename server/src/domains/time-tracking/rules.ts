/**
 * GitLab's time tracking units (Gitlab::TimeTrackingFormatter): 1mo = 4w, 1w = 5d, 1d = 8h; a bare
 * number is hours. Values are seconds.
 */
const UNIT_SECONDS: Record<string, number> = {
  mo: 4 * 5 * 8 * 3600,
  w: 5 * 8 * 3600,
  d: 8 * 3600,
  h: 3600,
  m: 60,
  s: 1,
};

const UNIT_ALIASES: Record<string, string> = {
  mo: 'mo', month: 'mo', months: 'mo',
  w: 'w', wk: 'w', week: 'w', weeks: 'w',
  d: 'd', day: 'd', days: 'd',
  h: 'h', hr: 'h', hrs: 'h', hour: 'h', hours: 'h',
  m: 'm', min: 'm', mins: 'm', minute: 'm', minutes: 'm',
  s: 's', sec: 's', secs: 's', second: 's', seconds: 's',
};

/** `1w 2d 3h 30m` → seconds; `-30m` is negative; null when unparsable or zero. */
export function parseDuration(raw: string): number | null {
  let text = raw.trim().toLowerCase();
  let sign = 1;
  if (text.startsWith('-')) {
    sign = -1;
    text = text.slice(1).trim();
  }
  if (text === '') return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * UNIT_SECONDS.h!) * sign || null;
  let total = 0;
  const pattern = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
  let consumed = '';
  for (const match of text.matchAll(pattern)) {
    const unit = UNIT_ALIASES[match[2] as string];
    if (!unit) return null;
    total += Number(match[1]) * (UNIT_SECONDS[unit] as number);
    consumed += match[0];
  }
  if (consumed.replace(/\s+/g, '') !== text.replace(/\s+/g, '')) return null;
  const seconds = Math.round(total) * sign;
  return seconds === 0 ? null : seconds;
}

/** Seconds → `1w 2d 3h 30m` (GitLab's human_time_estimate); `0` → null. */
export function formatDuration(seconds: number): string | null {
  if (!seconds) return null;
  const negative = seconds < 0;
  let rest = Math.abs(seconds);
  const parts: string[] = [];
  for (const unit of ['mo', 'w', 'd', 'h', 'm'] as const) {
    const size = UNIT_SECONDS[unit] as number;
    const amount = Math.floor(rest / size);
    if (amount > 0) parts.push(`${amount}${unit}`);
    rest -= amount * size;
  }
  if (parts.length === 0) parts.push(`${rest}s`);
  return `${negative ? '-' : ''}${parts.join(' ')}`;
}

/** GitLab's `time_stats` of an issue. */
export function timeStatsJson(timeEstimate: number, totalTimeSpent: number) {
  return {
    time_estimate: timeEstimate,
    total_time_spent: totalTimeSpent,
    human_time_estimate: formatDuration(timeEstimate),
    human_total_time_spent: formatDuration(totalTimeSpent),
  };
}
