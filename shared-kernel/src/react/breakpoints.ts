/** GitLab's layout breakpoints. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Lower bound (px) of each breakpoint above `xs`. */
export const BREAKPOINT_MIN_WIDTHS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** The breakpoint of a viewport width: xs < 576 ≤ sm < 768 ≤ md < 992 ≤ lg < 1200 ≤ xl. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTHS.xl) return 'xl';
  if (width >= BREAKPOINT_MIN_WIDTHS.lg) return 'lg';
  if (width >= BREAKPOINT_MIN_WIDTHS.md) return 'md';
  if (width >= BREAKPOINT_MIN_WIDTHS.sm) return 'sm';
  return 'xs';
}
