/** Largest count shown in full by {@link formatCounter}. */
export const COUNTER_MAX = 99;

/** A badge counter: the number, or `'99+'` above 99 (e.g. the assignee `+N` counter). */
export function formatCounter(count: number): string {
  return count > COUNTER_MAX ? `${COUNTER_MAX}+` : String(count);
}

function withOneDecimal(value: number): string {
  return String(Number(value.toFixed(1)));
}

/** A large count with a k or m suffix: `999` → `'999'`, `1200` → `'1.2k'`, `3_400_000` → `'3.4m'`. */
export function abbreviateNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs < 1000) return `${sign}${abs}`;
  const thousands = Number((abs / 1000).toFixed(1));
  if (thousands < 1000) return `${sign}${withOneDecimal(thousands)}k`;
  return `${sign}${withOneDecimal(abs / 1_000_000)}m`;
}

const KIB = 1024;

/**
 * A size in 1024-based units, as GitLab's `numberToHumanSize`: `1023` → `'1023 B'`,
 * `1024` → `'1.00 KiB'`, `1_572_864` → `'1.50 MiB'`, then GiB.
 */
export function formatBytes(bytes: number, digits = 2): string {
  const abs = Math.abs(bytes);
  if (abs < KIB) return `${bytes} B`;
  if (abs < KIB ** 2) return `${(bytes / KIB).toFixed(digits)} KiB`;
  if (abs < KIB ** 3) return `${(bytes / KIB ** 2).toFixed(digits)} MiB`;
  return `${(bytes / KIB ** 3).toFixed(digits)} GiB`;
}
