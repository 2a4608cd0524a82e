/** One of the colours the epic colour picker suggests. */
export interface EpicColorOption {
  /** Lower-case hex, e.g. `#1068bf`. */
  color: string;
  title: string;
}

/**
 * The colours the epic colour picker offers (issue-page spec: blue, green, red, orange, purple), with
 * GitLab's values. "Epic colour must be one of the predefined list": the server accepts only these.
 */
export const SUGGESTED_EPIC_COLORS: readonly EpicColorOption[] = [
  { color: '#1068bf', title: 'Blue' },
  { color: '#217645', title: 'Green' },
  { color: '#c91c00', title: 'Red' },
  { color: '#9e5400', title: 'Orange' },
  { color: '#694cc0', title: 'Purple' },
];

/** Whether `color` (any case) is one of {@link SUGGESTED_EPIC_COLORS}. */
export function isSuggestedEpicColor(color: string): boolean {
  return SUGGESTED_EPIC_COLORS.some((suggested) => suggested.color === color.toLowerCase());
}

/** The suggested colour's name, or the hex value of another one. */
export function epicColorTitle(color: string): string {
  return SUGGESTED_EPIC_COLORS.find((suggested) => suggested.color === color.toLowerCase())?.title ?? color;
}
