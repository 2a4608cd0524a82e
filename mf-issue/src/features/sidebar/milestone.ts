// The sidebar's health status and weight rules (the milestone's are the issuable library's `milestoneState`).

export const HEALTH_STATUS_LABELS = { on_track: 'On track', needs_attention: 'Needs attention', at_risk: 'At risk' } as const;

/** Spec: health status on_track, needs_attention, at_risk; 0 / null means none. */
export function healthStatusLabel(value: string | number | null | undefined): string | null {
  if (!value) return null;
  return HEALTH_STATUS_LABELS[value as keyof typeof HEALTH_STATUS_LABELS] ?? null;
}

/** Spec §9 / reference values: the largest weight displayed is 99999. */
export const MAX_DISPLAYED_WEIGHT = 99999;
export function displayedWeight(weight: number | null | undefined): string | null {
  if (weight === null || weight === undefined) return null;
  return String(Math.min(weight, MAX_DISPLAYED_WEIGHT));
}
