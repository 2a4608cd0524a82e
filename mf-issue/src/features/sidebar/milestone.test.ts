import { displayedWeight, healthStatusLabel } from './milestone';

describe('health status and weight', () => {
  it.each([
    ['on_track', 'On track'],
    ['needs_attention', 'Needs attention'],
    ['at_risk', 'At risk'],
    [0, null],
    [null, null],
  ])('%s → %s', (value, label) => {
    expect(healthStatusLabel(value)).toBe(label);
  });

  it('caps the displayed weight at 99999', () => {
    expect(displayedWeight(5)).toBe('5');
    expect(displayedWeight(123456)).toBe('99999');
    expect(displayedWeight(null)).toBeNull();
  });
});
